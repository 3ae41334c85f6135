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
  validityLines: (ate: string, desde: string) =>
    `O registro vale até ${ate}. A prorrogação pode ser pedida a partir de ${desde}.`,
  blockingLine: (processos: string) => `Processo que o INPI vai decidir antes do seu: ${processos}.`,
  extraDeadlineLine: (date: string) => `Depois, só no prazo extraordinário, com acréscimo: até ${date}.`,
  complement: (text: string) => `Complemento do INPI: ${text}`,
  /** A validity end staff record by hand: a mark granted before our RPI imports has none until then. */
  staffValidity: {
    /** The name staff read in the deadlines queue, where an imported despacho shows the INPI's. */
    despachoName: 'Vigência registrada pela equipe',
    /** The staff brand modal's section. */
    title: 'Vigência do registro',
    current: (ate: string, desde: string, extra: string) =>
      `O registro vale até ${ate}. Prorrogação a partir de ${desde}; no prazo extraordinário, até ${extra}.`,
    none: 'Nenhuma vigência conhecida: uma concessão anterior às revistas importadas só tem vigência quando a equipe a registra.',
    dateLabel: 'Vigência até',
    reasonLabel: 'Motivo',
    reasonHint: 'O cliente lê o motivo no histórico do pedido.',
    submit: 'Registrar vigência',
    event: (motivo: string) => `A nossa equipe registrou a vigência do registro da sua marca. Motivo: ${motivo}`,
    recordedOn: (day: string) => `Vigência registrada pela equipe em ${day}.`,
    saved: (ate: string) => `Vigência registrada: o registro vale até ${ate}.`,
    dateInvalid: 'Informe a data do fim da vigência (dia, mês e ano válidos).',
    reasonRequired: 'Informe o motivo: de onde vem a data (por exemplo, o certificado de registro).',
    reasonTooLong: 'O motivo pode ter no máximo 500 caracteres.',
    tooFar: (max: string) =>
      `A vigência dura 10 anos a partir da concessão: o fim não pode passar de ${max}. Confira a data.`,
    ended: (extra: string) =>
      `Com esse fim de vigência, até o prazo extraordinário de prorrogação terminou (${extra}): o registro estaria extinto. Confira a data.`,
    noProcess: 'Registre o número do processo no INPI antes da vigência.',
    notGranted: (situacao: string) =>
      `As revistas importadas mostram o processo ${situacao}, não concedido: a vigência só começa com a concessão.`,
  },
  /** Petitions told by what they are (petitions.ts reads which). */
  petition: {
    transferred: (novo: string | null, antes: string | null) =>
      `O INPI anotou a transferência da marca${novo ? `: o novo titular é ${novo}` : ''}${antes && antes !== novo ? ` (antes, ${antes})` : ''}`,
    renewed: (ate: string | null) =>
      ate ? `O INPI prorrogou o registro: ele vale agora até ${ate}` : 'O INPI prorrogou o registro por mais 10 anos',
    changed: 'O INPI anotou a alteração de nome, sede ou endereço do titular',
    withdrawn: 'O INPI aceitou a desistência do pedido (ou a renúncia ao registro)',
    inPart: (granted: string) => `${granted}, em parte`,
    kinds: {
      transferencia: 'transferência de titularidade',
      prorrogacao: 'prorrogação do registro',
      alteracao: 'alteração de nome, sede ou endereço',
      desistencia: 'desistência ou renúncia',
    },
    reference: (numero: string, servico: string | null) =>
      `Petição nº ${numero}${servico ? ` (serviço ${servico})` : ''}.`,
  },
  mail: {
    despachoSubject: 'Novidade do INPI sobre sua marca',
    despachoIntro: (frase: string, rpi: number, rpiDate: string) =>
      `O INPI publicou na Revista da Propriedade Industrial nº ${rpi}, de ${rpiDate}: ${frase}.`,
    reminderSubject: (days: number) => `Faltam ${days} dias para um prazo no INPI`,
    reminderIntro: (nome: string, date: string, days: number) =>
      `O prazo de ${nome.toLowerCase()} do seu pedido termina em ${date} (faltam ${days} dias).`,
    nextNoAction: 'Nada a fazer por enquanto: avisaremos você da próxima movimentação.',
    renewalSubject: (end: string) => `Renove o registro da sua marca: a vigência termina em ${end}`,
    renewalIntro: (end: string, months: number, opens: string, extra: string) =>
      `O registro da sua marca vale até ${end} (${months === 1 ? 'falta 1 mês' : `faltam ${months} meses`}). A prorrogação pode ser pedida desde ${opens}; depois do fim da vigência, só até ${extra}, com acréscimo na taxa do INPI.`,
    renewalFee: (ordinary: string, extraordinary: string) =>
      `Taxa do INPI por classe: ${ordinary} até o fim da vigência; ${extraordinary} no prazo extraordinário (com desconto de 50% para quem tem direito).`,
    renewalLateSubject: (extra: string) => `Último prazo para prorrogar o registro da sua marca: até ${extra}`,
    renewalLateIntro: (end: string, extra: string) =>
      `A vigência do registro da sua marca terminou em ${end}. Ainda dá para prorrogá-lo até ${extra}, no prazo extraordinário, com acréscimo na taxa do INPI; depois disso o registro é extinto.`,
    renewalLateFee: (extraordinary: string) =>
      `Taxa do INPI por classe no prazo extraordinário: ${extraordinary} (com desconto de 50% para quem tem direito).`,
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
    validUntil: (date: string) => `Registro válido até ${date}.`,
    renew: 'Prorrogar o registro',
    renewFrom: (date: string) => `Prorrogação a partir de ${date}.`,
    validityEnded: (date: string) => `Vigência encerrada em ${date}.`,
    renewLateUntil: (date: string) => `Prorrogação com acréscimo até ${date}.`,
  },
  /** The INPI process at a glance, on the mark's page. */
  path: {
    title: 'O processo no INPI',
    stages: {
      deposito: 'Depósito',
      publicacao: 'Publicação',
      oposicao: 'Prazo de oposição',
      exame: 'Exame',
      decisao: 'Decisão',
      concessao: 'Concessão',
      vigencia: 'Vigência',
      prorrogacao: 'Prorrogação',
    },
    state: { concluida: 'concluída', atual: 'etapa atual', futura: 'a seguir' },
    branchesTitle: 'Desvios no caminho',
    branches: {
      exigencia: 'Exigência',
      oposicao: 'Oposição',
      recurso: 'Recurso',
      sobrestamento: 'Sobrestamento',
    },
    end: { indeferido: 'Pedido indeferido', arquivado: 'Pedido arquivado', extinto: 'Registro extinto' },
    next: (nome: string, date: string) => `Próximo prazo: ${nome}, até ${date}.`,
    noDeadline: 'Nenhum prazo em aberto.',
  },
  risk: { alto: 'Risco alto', medio: 'Risco médio' } as Record<string, string>,
  term: { publicacao: 'Prazo de oposição' },
} as const;
