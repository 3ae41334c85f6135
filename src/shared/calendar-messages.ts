/** The deadlines calendar's words: the feed a phone subscribes to, and the panel that gives its address. */
export const calendarMessages = {
  /** The feed's own name in the calendar app. */
  calendarName: 'Prazos do INPI',
  staffCalendarName: 'Prazos do INPI (equipe)',
  summary: (marca: string, prazo: string) => `Prazo INPI: ${marca} — ${prazo}`,
  unnamedMark: 'marca sem nome',
  processLine: (processo: string) => `Processo INPI nº ${processo}.`,
  clientLine: (cliente: string) => `Cliente: ${cliente}.`,
  linkLine: (link: string) => `Acompanhe o pedido: ${link}`,
  alarm: (marca: string, prazo: string) => `Prazo INPI se aproximando: ${marca} — ${prazo}`,
  feedNotFound:
    'Este endereço de calendário não existe ou foi trocado por um novo. Copie o endereço atual na sua área do site.',
  panel: {
    open: 'Adicionar prazos ao calendário',
    title: 'Prazos no seu calendário',
    staffTitle: 'Todos os prazos no calendário da equipe',
    explain:
      'Assine este endereço no calendário do celular ou do computador (Google Agenda: "Outras agendas" › "Do URL"; iPhone: Ajustes › Calendário › Contas › "Adicionar Calendário Assinado"). Cada prazo em aberto aparece no dia do vencimento, com lembretes antes.',
    secret: 'Quem tiver este endereço vê os seus prazos: não o compartilhe.',
    addressLabel: 'Endereço do calendário',
    copy: 'Copiar endereço',
    copied: 'Endereço do calendário copiado.',
    renew: 'Gerar novo endereço',
    renewConfirm: 'O endereço atual deixará de funcionar nos calendários que o assinaram. Gerar um novo?',
    renewYes: 'Sim, gerar novo endereço',
    cancel: 'Cancelar',
    renewed: 'Novo endereço gerado: o anterior não funciona mais.',
    loadFailed: 'Não foi possível obter o endereço do calendário. Tente novamente.',
  },
};
