const movements = (count: number) => `${count} ${count === 1 ? 'movimentação' : 'movimentações'}`;
const alerts = (count: number) => `${count} ${count === 1 ? 'alerta' : 'alertas'}`;

/** The INPI watch's words (RPI import, deadlines, brand watch), in one place. */
export const inpiMessages = {
  movements,
  alerts,
  uploadMissing: 'Envie o arquivo .zip da RPI (Marcas) no corpo da requisição.',
  uploadNotZip: 'Envie o arquivo .zip da RPI de Marcas, como o INPI publica (RM{número}.zip).',
  uploadTooLarge: (mb: number) => `O arquivo da RPI pode ter no máximo ${mb} MB.`,
  notAnRpi: 'O arquivo não é uma RPI de Marcas válida: o .zip precisa conter o XML da revista com número e data.',
  imported: (numero: number, despachos: number, alertas: number) =>
    `RPI nº ${numero} importada: ${movements(despachos)} de clientes e ${alerts(alertas)} de vigilância.`,
  alreadyImported: (numero: number) => `A RPI nº ${numero} já tinha sido importada: nada mudou.`,
  indexCompleted: (numero: number) =>
    `A RPI nº ${numero} já tinha sido importada para os clientes; faltava na busca nacional, que agora está completa.`,
  statusInvalid: 'Situação inválida: use pendente, confirmado ou descartado.',
  hitNotFound: 'Alerta de vigilância não encontrado.',
  hitAlreadyDecided: 'Este alerta já foi analisado.',
  hitConfirmed: 'Alerta confirmado: o cliente foi avisado por e-mail.',
  hitDismissed: 'Alerta descartado.',
  /** Said next to "Confirmar": the decision is not only internal. */
  confirmMailsCustomer: 'Confirmar envia ao cliente um e-mail com o pedido parecido e o prazo para a oposição.',
  deadlineHandled: 'Prazo marcado como tratado.',
  deadlineNotFound: 'Prazo não encontrado.',
  /** The customer's timeline line for a despacho. */
  despachoEvent: (frase: string, rpi: number, rpiDate: string) => `${frase} (RPI nº ${rpi}, de ${rpiDate}).`,
  deadlineLine: (nome: string, date: string) => `Prazo (${nome.toLowerCase()}): até ${date}.`,
  blockingLine: (processos: string) => `Processo que o INPI vai decidir antes do seu: ${processos}.`,
  extraDeadlineLine: (date: string) => `Depois, só no prazo extraordinário, com acréscimo: até ${date}.`,
  complement: (text: string) => `Complemento do INPI: ${text}`,
  mail: {
    despachoSubject: 'Novidade do INPI sobre sua marca',
    despachoIntro: (frase: string, rpi: number, rpiDate: string) =>
      `O INPI publicou na Revista da Propriedade Industrial nº ${rpi}, de ${rpiDate}: ${frase}.`,
    reminderSubject: (days: number) => `Faltam ${days} dias para um prazo no INPI`,
    reminderIntro: (nome: string, date: string, days: number) =>
      `O prazo de ${nome.toLowerCase()} do seu pedido termina em ${date} (faltam ${days} dias).`,
    nextNoAction: 'Nada a fazer por enquanto: avisaremos você da próxima movimentação.',
    buyService: (service: string, link: string) => `Contrate o nosso serviço de ${service}: ${link}`,
    watchSubject: 'Alguém pediu uma marca parecida com a sua',
    watchIntro: (nome: string, processo: string, rpi: number, rpiDate: string, classes: string) =>
      `Na Revista da Propriedade Industrial nº ${rpi}, de ${rpiDate}, foi publicado o pedido nº ${processo} da marca “${nome}” (classe ${classes}), que pode ser confundida com a sua.`,
    watchNext: (date: string) =>
      `Você pode apresentar oposição a esse pedido até ${date}. O nosso serviço de Oposição prepara e protocola a oposição por você.`,
  },
  home: {
    process: (numero: string) => `Processo INPI ${numero}`,
    nextDeadline: (date: string) => `Prazo: ${date}`,
  },
  risk: { alto: 'Risco alto', medio: 'Risco médio' } as Record<string, string>,
  term: { publicacao: 'Prazo de oposição' },
} as const;
