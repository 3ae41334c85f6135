/**
 * The texts of the frame every page shares (loader, 404, sample mark). Apart from messages.ts so that the
 * landing page, which shows them, does not download every flow's texts with them; messages.ts re-exports them.
 */
export const siteMessages = {
  sampleData: 'dados de exemplo',
  notFoundTitle: 'Página não encontrada',
  notFoundText: 'Não achamos nada neste endereço. Ele pode ter sido digitado errado ou mudado de lugar.',
  notFoundHome: 'Voltar para o início',
  notFoundCustomerArea: 'Ir para a área do cliente',
  loading: 'Carregando...',
  skipToContent: 'Pular para o conteúdo',
  chargeCheckLink: 'Confira uma cobrança',
} as const;
