import { SANDBOX_BAND_TEXT } from './sandbox-band';
import { siteMessages } from './site-messages';
/** One fact, said as a sentence on its own and as an item of the filing checklist's list. */
const powerOfAttorneyNotSent = 'o cliente ainda não enviou a procuração assinada';

/** Every pt-BR message the product shows or answers, in one place. */
export const messages = {
  login: {
    fillAll: 'Por favor, preencha todos os campos',
    invalidCredentials: 'E-mail ou senha incorretos.',
    tooManyAttempts: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  },
  reset: {
    emailRequired: 'Por favor, informe seu email',
    requestFailed: 'Erro ao solicitar redefinição de senha. Tente novamente.',
    requestSent: 'Email de recuperação enviado com sucesso!',
    requestAccepted: 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.',
    invalidLink: 'Este link de redefinição é inválido ou expirou. Solicite um novo.',
    done: 'Senha redefinida com sucesso! Entre com a nova senha.',
    mailSubject: 'Redefinição de senha',
  },
  register: {
    passwordShort: 'A senha deve ter pelo menos 8 caracteres',
    passwordMismatch: 'As senhas não coincidem',
    passwordCheck:
      'Por favor, verifique sua senha. Ela deve ter pelo menos 8 caracteres e coincidir em ambos os campos.',
    processing: 'Processando...',
    duplicateCpf: 'Este CPF já está cadastrado.',
    duplicateEmail: 'Este e-mail já está cadastrado.',
    failed: 'Ocorreu um erro ao processar seu cadastro.',
    connection: 'Erro de conexão. Tente novamente mais tarde.',
    success: 'Conta criada com sucesso! Prosseguindo para pagamento...',
    invalidDocument: 'CPF ou CNPJ inválido.',
    invalidEmail: 'E-mail inválido.',
    invalidPhone: 'Telefone inválido. Informe DDD e número.',
    /** An empty field asks for what is missing; "inválido" is for what was typed wrong. */
    documentRequired: 'Informe o CPF ou CNPJ.',
    emailRequired: 'Informe o e-mail.',
    phoneRequired: 'Informe o telefone com DDD.',
    nameRequired: 'Informe o nome completo.',
    termsRequired: 'É preciso aceitar os termos de uso.',
    planQuotedByChat: 'O plano Corporativo é contratado pelo chat com um especialista.',
    planUnknown: 'Plano ou serviço inexistente.',
    passwordLong: 'A senha pode ter no máximo 128 caracteres.',
    nameLong: 'O nome pode ter no máximo 120 caracteres.',
    /** Under the sign-up button: what still keeps the form from being sent, by the fields' own labels. */
    missing: (fields: string[]) => `Para continuar, confira: ${fields.join(', ')}.`,
  },
  profile: {
    loadFailed: 'Erro ao carregar dados do perfil',
    cepLookupFailed: 'Erro ao buscar CEP. Verifique o número e tente novamente.',
    cepInvalid: 'CEP inválido. Digite um CEP com 8 dígitos.',
    addressSaved: 'Dados atualizados com sucesso!',
    addressSaveFailed: 'Erro ao salvar dados. Tente novamente.',
    updated: 'Informações atualizadas com sucesso!',
    updateFailed: 'Erro ao atualizar informações.',
    unknownField: 'Campo não permitido: ',
    stateInvalid: 'Informe a UF de um estado brasileiro, com 2 letras (por exemplo, SP).',
    numbersOnly: 'Use apenas números.',
    numberTooLong: 'Número muito longo.',
    tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
    documentLocked: 'O CPF/CNPJ não pode ser alterado.',
  },
  whatsapp: {
    optInLabel: 'Quero receber pelo WhatsApp as atualizações dos meus pedidos',
    optInInvalid: 'Informe se aceita receber mensagens pelo WhatsApp (sim ou não).',
    optInHelp: 'Pagamento, andamento e prazos do INPI. Você pode desistir quando quiser, no seu perfil.',
    noReason: 'o emissor não informou o motivo',
    noStaffMessage: 'sem mensagem da equipe',
    /** Why a queued WhatsApp message was not sent (the outbox's last_error, read by staff and logs). */
    skipped: {
      notConfigured: 'WhatsApp não configurado (WHATSAPP_TOKEN e WHATSAPP_PHONE_NUMBER_ID)',
      optedOut: 'o cliente não aceita mais mensagens pelo WhatsApp',
      noPhone: 'telefone do cliente inválido para o WhatsApp',
      nothingToSay: 'sem mensagem para este evento',
    },
  },
  password: {
    changed: 'Senha alterada com sucesso!',
    currentRequired: 'Informe sua senha atual.',
    currentWrong: 'A senha atual está incorreta.',
    tooCommon: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.',
  },
  limits: {
    signUp: 'Muitos cadastros a partir deste endereço. Aguarde e tente novamente mais tarde.',
    forgotPassword:
      'Muitos pedidos de redefinição de senha a partir deste endereço. Aguarde e tente novamente mais tarde.',
    account: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  },
  account: {
    signedOut: 'Você saiu da sua conta.',
    passwordRequired: 'Informe sua senha para continuar.',
    passwordWrong: 'Senha incorreta.',
    emailSame: 'Este já é o seu e-mail.',
    emailChangeSent: 'Enviamos um link de confirmação para o novo e-mail. A troca vale quando você abrir o link.',
    emailChangeInvalid: 'Este link de confirmação é inválido ou expirou. Peça a troca de e-mail de novo.',
    emailChanged: 'E-mail alterado com sucesso! Use o novo e-mail para entrar.',
    emailChangeSubject: 'Confirme seu novo e-mail',
    emailChangeNoticeSubject: 'Pedido de troca do e-mail da sua conta',
    emailChangeUseDedicated:
      'Para trocar o e-mail, use "Alterar e-mail": pedimos sua senha e confirmamos pelo novo endereço.',
    deleted: 'Sua conta foi excluída.',
    deleteConfirmWord: 'EXCLUIR',
    exportFailed: 'Não foi possível gerar o arquivo com seus dados. Tente novamente.',
    deleteFailed: 'Não foi possível excluir a conta. Tente novamente.',
    staffCannotDelete: 'Contas da equipe não podem ser excluídas por aqui. Fale com o responsável pelo sistema.',
  },
  /** The action cell of a row on /home and /servicos (spec, section 4). */
  rows: {
    incomplete: 'Incompleto',
    awaitingPayment: 'Aguardando Pagamento',
    newPayment: 'Gerar novo pagamento',
    finishBrand: 'Finalizar registro da marca',
    brandRegistered: 'Você concluiu o registro da marca!',
    finishService: 'Finalizar solicitação do serviço',
    serviceDetails: 'Ver detalhes',
    serviceInAnalysis: 'Solicitação em análise.',
    paymentInAnalysis: 'Pagamento em análise',
    paymentInAnalysisNote: 'O cartão está em análise; avisaremos por e-mail assim que for aprovado ou recusado.',
    serviceRejected: 'Solicitação recusada',
    brandRejected: 'Pedido recusado',
    rejectedNoReason: 'A equipe não deixou o motivo por escrito.',
    rejectedNext:
      'Próximo passo: fale com o suporte pelo WhatsApp para entender o motivo e ver como seguir; o histórico do pedido guarda a mensagem da equipe.',
    rejectedSupport: 'Falar com o suporte',
    rejectedSupportMessage: (reference: string) =>
      `Olá! Minha solicitação ${reference} foi recusada e gostaria de entender como seguir.`,
    awaitingSignature: 'Aguardando assinatura da procuração',
    awaitingSignatureHow:
      'Assine a procuração pelo gov.br (gratuito) ou com um certificado ICP-Brasil e envie o PDF assinado. Seguimos com o pedido assim que ela chegar.',
    sendSignedPowerOfAttorney: 'Enviar procuração assinada',
    returned: (reason: string) => `Devolvido para correção: ${reason}`,
    returnedParts: (parts: string) => `O que corrigir: ${parts}.`,
    correct: 'Corrigir',
  },
  /** Returning a request for correction, and what a rejection means for the money paid. */
  corrections: {
    partNames: { dados: 'os dados', documentos: 'os documentos', procuracao: 'a procuração' },
    notReturned: 'Este pedido não foi devolvido para correção.',
    partClosed: 'Esta parte do pedido não foi devolvida para correção; só o que a equipe indicou pode ser alterado.',
    resent: 'Pedido reenviado com as correções',
    /** Owners changed on a returned brand: the procuração named the old ones, so a new signed one is needed. */
    newBrandPowerOfAttorney:
      'Dados da marca salvos. Como a procuração nomeia a marca e a classe, a anterior deixou de valer: baixe a nova procuração, assine e envie antes de reenviar o pedido.',
    newOwnersPowerOfAttorney:
      'Proprietários salvos. Como a procuração precisa nomear os proprietários, a anterior deixou de valer: baixe a nova procuração, assine e envie antes de reenviar o pedido.',
    resendWithoutPowerOfAttorney:
      'Para reenviar o pedido, envie a procuração assinada em nome dos proprietários atuais: baixe a nova procuração, assine e envie.',
    /** The rule of the terms of use (clause "Do cancelamento e do reembolso"), quoted where no refund is due. */
    termsNoRefund:
      'Depois que o pedido é protocolado no INPI não há reembolso, pois o serviço principal já foi prestado e as retribuições oficiais já foram recolhidas.',
    refundBeforeFiling:
      'Como o pedido ainda não foi protocolado no INPI, devolvemos o valor pago integralmente, no mesmo meio de pagamento: no cartão, em até 2 faturas; no Pix ou boleto, na conta de origem em até 10 dias úteis.',
    noRefundAfterFiling: (terms: string) =>
      `Como o pedido já foi protocolado no INPI, não há reembolso. Pelos termos de uso: "${terms}"`,
  },
  signatureDue: {
    whoTitle: 'Quem ainda precisa assinar',
    doneTitle: 'Procuração assinada recebida',
    done: 'A procuração tem a assinatura de todos os outorgantes. O pedido seguiu para a nossa equipe.',
    back: 'Voltar aos pedidos',
  },
  orders: {
    brandPlanOnly: 'Escolha um plano de registro de marca: Essencial ou Premium.',
    servicePlanOnly: 'Escolha um serviço: Busca, Oposição ou Recurso.',
    notFound: 'Pedido não encontrado.',
  },
  payments: {
    alreadyPaid: 'Este pedido já está pago.',
    instalmentsAboveLimit: (max: number) => `Este pedido pode ser parcelado em até ${max}x.`,
    singleInstalment: 'Pix, boleto e cartão de débito são pagos à vista, em 1 parcela.',
    boletoDocument: 'Para gerar o boleto, informe um CPF ou CNPJ válido do pagador.',
    boletoAddress:
      'Para gerar o boleto, informe o endereço completo do pagador: CEP, rua, número, bairro, cidade e UF.',
    cardTokenMissing: 'Dados do cartão ausentes. Preencha o cartão novamente.',
    cardBrandMissing: 'Não identificamos a bandeira do cartão. Preencha o cartão novamente.',
    keyReused: 'Esta tentativa de pagamento já foi usada para outro pedido ou forma de pagamento. Recarregue a página.',
    inProgress: 'Este pagamento ainda está sendo processado. Aguarde alguns segundos e confira o pedido.',
    cardInAnalysis:
      'O pagamento com cartão deste pedido está em análise. Aguarde a resposta (avisaremos por e-mail) antes de gerar um novo pagamento: assim você não é cobrado duas vezes.',
    providerRefused: 'O Mercado Pago recusou os dados do pagamento. Confira os dados e tente novamente.',
    providerUnavailable: 'Não foi possível falar com o serviço de pagamento. Tente novamente em instantes.',
    /** The provider's answer was lost: the same attempt, sent again, cannot charge twice. */
    uncertain:
      'Não recebemos a resposta do Mercado Pago e não sabemos ainda se a cobrança foi feita. Tente de novo: este mesmo pagamento não é cobrado duas vezes. Se preferir, aguarde alguns minutos e confira o pedido.',
    /** Another attempt of the order is still unanswered: a new one could charge twice. */
    uncertainOther:
      'Estamos confirmando com o Mercado Pago um pagamento anterior deste pedido. Aguarde alguns minutos antes de gerar um novo pagamento: assim você não é cobrado duas vezes.',
    notFound: 'Pagamento não encontrado.',
    sandboxPixOrBoletoOnly: 'O banco de testes paga apenas Pix e boletos.',
    notPending: 'Este pagamento não está mais aguardando pagamento.',
    expired: 'O prazo deste pagamento expirou. Gere um novo pagamento.',
    invalidSignature: 'Assinatura da notificação ausente, inválida ou expirada.',
    unknownNotified: 'Pagamento sem pedido correspondente por enquanto. Envie a notificação de novo mais tarde.',
    mailSubject: 'Pagamento confirmado',
    /** What the customer reads for each provider status_detail. */
    statusDetail: {
      accredited: 'Pagamento aprovado!',
      pending_waiting_transfer: 'Aguardando o pagamento do Pix.',
      pending_waiting_payment: 'Aguardando o pagamento do boleto.',
      pending_contingency:
        'Estamos processando o pagamento. Em até 2 dias úteis avisaremos por e-mail se foi aprovado.',
      pending_review_manual: 'O pagamento está em análise. Em até 2 dias úteis avisaremos por e-mail se foi aprovado.',
      cc_rejected_other_reason: 'O cartão recusou o pagamento. Use outro cartão ou outra forma de pagamento.',
      cc_rejected_call_for_authorize: 'Autorize o pagamento junto ao emissor do cartão e tente de novo.',
      cc_rejected_insufficient_amount:
        'O cartão não tem limite suficiente. Use outro cartão ou outra forma de pagamento.',
      cc_rejected_bad_filled_security_code: 'Confira o código de segurança do cartão.',
      cc_rejected_bad_filled_date: 'Confira a data de validade do cartão.',
      cc_rejected_bad_filled_other: 'Confira os dados do cartão.',
      cc_rejected_high_risk: 'O pagamento foi recusado. Use outra forma de pagamento.',
      cc_rejected_duplicated_payment:
        'Você já fez um pagamento desse valor. Se precisar pagar de novo, use outro cartão ou outra forma de pagamento.',
      sandbox_unknown_cardholder:
        'Cartão de teste recusado: no ambiente de testes use o nome APRO (aprova), OTHE (recusa) ou CONT (pendente).',
      expired: 'O prazo de pagamento expirou. Gere um novo pagamento.',
    } as Record<string, string>,
    statusDetailFallback: 'Não foi possível concluir o pagamento. Tente novamente ou escolha outra forma de pagamento.',
  },
  /** The customer's e-mails about a request: one per payment outcome, wizard completion, staff status change, protocol. */
  requestMail: {
    inpiNeverBills:
      'Importante: o INPI nunca envia boletos por e-mail, WhatsApp ou correio. Nós só cobramos dentro da sua área de cliente; desconfie de qualquer outra cobrança.',
    followLink: 'Acompanhe o pedido',
    paid: { subject: 'Pagamento confirmado', intro: 'Recebemos o seu pagamento. Obrigado!' },
    refused: {
      subject: 'Pagamento recusado',
      intro: 'O pagamento não foi aprovado e nada foi cobrado.',
      next: 'Para continuar, gere um novo pagamento na sua área de cliente, no botão "Gerar novo pagamento", quando quiser: o pedido fica guardado.',
    },
    expired: {
      subject: 'Pagamento expirado',
      intro: 'O prazo do Pix ou do boleto terminou sem pagamento, e nada foi cobrado.',
      next: 'Para continuar, gere um novo pagamento na sua área de cliente, no botão "Gerar novo pagamento", quando quiser: o pedido fica guardado.',
    },
    reversed: {
      subject: 'Pagamento estornado',
      intro:
        'O pagamento do seu pedido foi estornado (devolvido ou contestado junto ao banco ou ao cartão), e o pedido deixou de constar como pago.',
      next: 'Enquanto o pedido não estiver pago, ele fica parado. Para continuar, gere um novo pagamento na sua área de cliente; se não reconhece o estorno, fale conosco.',
    },
    refundedOnRejection: {
      subject: 'Reembolso confirmado',
      intro: 'O provedor de pagamento confirmou a devolução integral do valor pago pelo pedido recusado.',
      next: 'O estorno aparece no mesmo meio de pagamento: no cartão, em até 2 faturas; no Pix ou boleto, na conta de origem em até 10 dias úteis.',
    },
    refunded: {
      subject: 'Pagamento em duplicidade devolvido',
      intro:
        'Recebemos um segundo pagamento para um pedido que já estava pago. Não ficamos com ele: pedimos a devolução ao Mercado Pago.',
      next: 'O estorno aparece no mesmo meio de pagamento: no cartão, em até 2 faturas; no Pix ou boleto, na conta de origem em até 10 dias úteis. Seu pedido continua pago e em andamento.',
    },
    completed: {
      subject: 'Dados recebidos',
      intro: 'Recebemos todos os dados do seu pedido. Obrigado!',
    },
    status: { subject: 'Atualização do pedido', intro: 'A nossa equipe atualizou o seu pedido.' },
    returned: {
      subject: 'Seu pedido precisa de uma correção',
      intro: 'A nossa equipe revisou o seu pedido e precisa que você corrija algumas informações antes de seguirmos.',
      next: 'Abra os seus pedidos e clique em "Corrigir": o pedido abre onde está o que precisa mudar. Depois de corrigir, envie de novo; não há nada a pagar.',
    },
    rejected: { subject: 'Seu pedido foi recusado', intro: 'Infelizmente não podemos seguir com o seu pedido.' },
    returnReason: 'O que precisa ser corrigido',
    returnParts: (parts: string) => `Partes a corrigir: ${parts}.`,
    rejectionReason: 'Motivo',
    completedAwaitingSignature: {
      subject: 'Falta assinar a procuração',
      intro:
        'Recebemos os dados do seu pedido, mas a procuração ainda não tem a assinatura digital de todos os outorgantes. Sem ela não podemos protocolar no INPI.',
    },
    signatureReminder: {
      subject: 'Lembrete: falta assinar a procuração',
      intro: 'O seu pedido está parado esperando a procuração assinada. Sem ela não podemos protocolar no INPI.',
    },
    signatureReceived: {
      subject: 'Procuração assinada recebida',
      intro: 'Recebemos a procuração assinada por todos os outorgantes. Obrigado!',
    },
    nextAwaitingSignature:
      'Baixe a procuração na sua área de cliente, em "Enviar procuração assinada", assine pelo gov.br (gratuito) ou com um certificado ICP-Brasil e envie o PDF assinado no mesmo lugar. Seguimos com o pedido assim que ela chegar.',
    protocol: { subject: 'Pedido protocolado no INPI', intro: 'O seu pedido foi protocolado no INPI.' },
    /** An Oposição or a Recurso filed at the INPI; a Busca is not filed, its protocol is only our record. */
    protocolOpposition: { subject: 'Oposição protocolada no INPI', intro: 'A sua oposição foi protocolada no INPI.' },
    protocolAppeal: { subject: 'Recurso protocolado no INPI', intro: 'O seu recurso foi protocolado no INPI.' },
    protocolRenewal: {
      subject: 'Prorrogação pedida no INPI',
      intro: 'O pedido de prorrogação do registro da sua marca foi protocolado no INPI.',
    },
    protocolSearch: { subject: 'Protocolo registrado', intro: 'Registramos o número de protocolo da sua Busca.' },
    nextAfterProtocolOpposition:
      'O INPI junta a oposição ao processo da marca contestada e dá 60 dias ao depositante dela para se manifestar; depois, o examinador decide o pedido levando a oposição em conta, e a decisão sai na Revista da Propriedade Industrial. Avisaremos você de cada movimentação.',
    nextAfterProtocolAppeal:
      'Os interessados têm 60 dias para apresentar contrarrazões; depois, o recurso é decidido pelo Presidente do INPI, o que encerra a via administrativa, e a decisão sai na Revista da Propriedade Industrial. Avisaremos você de cada movimentação.',
    nextAfterProtocolRenewal:
      'O INPI confere o pedido e publica a prorrogação na Revista da Propriedade Industrial; com ela, o registro vale por mais 10 anos. Avisaremos você da publicação e do novo prazo de vigência.',
    searchConcluded: {
      subject: 'O parecer da sua Busca está pronto',
      intro: 'Concluímos a sua Busca de anterioridade: o parecer do especialista está pronto para você baixar.',
    },
    nextAfterSearchConcluded:
      'Baixe o parecer (PDF) na sua área de cliente, em "Serviços", no botão "Ver detalhes" da Busca.',
    parecerLink: 'Baixar o parecer',
    staffMessage: 'Mensagem da equipe',
    nextLabel: 'Próximo passo',
    nextAfterPaymentBrand:
      'Preencha os dados do titular e da marca na sua área de cliente, em "Finalizar registro da marca". Depois que você concluir, protocolamos o pedido no INPI em até 15 dias úteis.',
    nextAfterPaymentService:
      'Complete os dados do serviço na sua área de cliente, em "Finalizar solicitação do serviço". Depois que você concluir, nossa equipe começa o trabalho e responde em até 15 dias úteis.',
    nextAfterCompletionBrand:
      'Nossa equipe confere tudo e protocola o pedido no INPI em até 15 dias úteis. Você recebe um e-mail com o número do protocolo.',
    nextAfterCompletionService:
      'Nossa equipe analisa a sua solicitação e responde em até 15 dias úteis, por e-mail e na sua área de cliente.',
    nextAfterStatus:
      'Se precisarmos de algo, avisaremos por e-mail. Todo o histórico do pedido fica na sua área de cliente.',
    nextAfterProtocol: (minMonths: number, maxMonths: number) =>
      `O INPI publica o pedido na Revista da Propriedade Industrial e o examina; sem oposição nem exigências, a decisão costuma sair em ${minMonths} a ${maxMonths} meses. Avisaremos você de cada movimentação.`,
    protocolNumber: (protocol: string) => `Número do protocolo no INPI: ${protocol}.`,
    statusChange: (from: string | null, to: string) =>
      from ? `Situação: de "${from}" para "${to}".` : `Situação: "${to}".`,
    greeting: (name: string) => `Olá, ${name}!`,
    signature: (appName: string) => `Equipe ${appName}`,
  },
  timeline: {
    title: 'Histórico do pedido',
    empty: 'Ainda não há movimentações neste pedido.',
    loadFailed: 'Não foi possível carregar o histórico. Tente novamente.',
    open: 'Histórico',
    back: 'Voltar',
    kinds: {
      criacao: 'Pedido criado',
      pagamento: 'Pagamento',
      assistente: 'Dados enviados',
      status: 'Situação atualizada',
      protocolo: 'Protocolo no INPI',
      inpi: 'Movimentação no INPI',
      vigencia: 'Vigência do registro',
      vigilancia: 'Vigilância da marca',
      assinatura: 'Procuração',
    } as Record<string, string>,
    awaitingSignature: (pendencias: readonly string[]) =>
      `Aguardando assinatura da procuração: ${pendencias.join('; ')}.`,
    signatureReceived: 'Procuração assinada por todos os outorgantes recebida; o pedido segue para a equipe.',
    signatureReminder: (days: number) => `Lembrete enviado: a procuração aguarda assinatura há ${days} dias.`,
    paymentApproved: (amount: string, how: string) => `Pagamento de ${amount} aprovado (${how}).`,
    paymentRefused: (how: string) => `Pagamento recusado (${how}); nada foi cobrado.`,
    paymentExpired: (how: string) => `O prazo do ${how} terminou sem pagamento; nada foi cobrado.`,
    paymentReversed: (amount: string, how: string) =>
      `Pagamento de ${amount} (${how}) estornado; o pedido voltou a aguardar pagamento.`,
    paymentDuplicateRefunded: (amount: string, how: string) =>
      `Pagamento em duplicidade de ${amount} (${how}) devolvido.`,
    paymentRefundedOnRejection: (amount: string, how: string) =>
      `Pagamento de ${amount} (${how}) devolvido integralmente: o pedido foi recusado antes do protocolo no INPI.`,
    wizardCompleted: 'Você enviou todos os dados do pedido; nossa equipe vai conferir.',
  },
  site: siteMessages,
  sandbox: {
    band: SANDBOX_BAND_TEXT,
    simulate: 'Simular pagamento',
    simulated: 'Pagamento simulado: o banco de testes confirmou o pagamento.',
    simulateFailed: 'Não foi possível simular o pagamento. Tente novamente.',
    notCurrent: 'Este não é o pagamento atual do pedido. Use o pagamento mais recente.',
    serverNotice: 'PAYMENT_PROVIDER=sandbox: ambiente de testes, pagamentos simulados (nenhum valor é cobrado).',
  },
  officialFees: {
    title: 'Taxas oficiais do INPI (pagas à parte)',
    intro:
      'O plano cobre o nosso trabalho. As taxas do INPI são pagas à parte, por guia emitida pelo próprio INPI (GRU), quando o pedido é protocolado:',
    perClass: (full: string, discounted: string) => `${full} por classe (${discounted} com desconto)`,
    discount: (percent: number, holders: string) => `Desconto de ${percent}% para ${holders}.`,
    source: (date: string, source: string) => `Tabela em vigor desde ${date}. Fonte: ${source}.`,
    included: 'O que o plano inclui',
  },
  duplicatePayment: 'pagamento em duplicidade',
  /** Why staff must look at an attempt, in the Pagamentos tab of the team's area. */
  paymentAlerts: {
    deletedAccount: 'pagamento de conta excluída: devolvido',
    divergent: (why: string) => `pagamento divergente (${why}): devolvido`,
    refundedAfterApproval: 'estornado depois de aprovado: o pedido deixou de estar pago',
    chargedBack: 'contestado pelo pagador (chargeback): o pedido deixou de estar pago',
    adopted: 'pagamento feito no Mercado Pago sem tentativa nossa: vinculado ao pedido pela referência',
    unknownPayment: (id: string, reference: string | null) =>
      `o Mercado Pago notificou o pagamento ${id}${reference ? ` (referência ${reference})` : ''}, que não é de nenhum pedido nosso`,
  },
  /** Why an attempt was closed without the provider's word on it. */
  attemptNotMade: 'o provedor não registrou esta cobrança: nada foi cobrado',
  /** Where the money of a duplicate payment stands, for staff. */
  /** Why we gave an approved payment back ourselves: staff read it in the Pagamentos tab. */
  rejectionRefundReason: 'Pedido rejeitado antes do protocolo no INPI: reembolso integral',
  duplicateRefund: { done: 'Devolvido ao cliente', pending: 'Devolução pendente: o provedor ainda não confirmou' },
  /** A chargeback or a refund made at the provider: the money already went back, nothing for us to return. */
  noRefundOwed: 'Nada a devolver: o dinheiro já voltou ao pagador',
  http: {
    unauthenticated: 'Sessão expirada ou inválida. Entre novamente.',
    forbidden: 'Você não tem permissão para acessar este recurso.',
    notFound: 'Recurso não encontrado.',
    malformedJson: 'O corpo da requisição não é um JSON válido.',
    invalidInput: 'Dados inválidos.',
    invalidField: (field: string) => `Valor inválido no campo ${field}.`,
    bodyNotObject: 'O corpo da requisição deve ser um objeto JSON.',
    invalidCharacters:
      'O texto enviado contém caracteres de controle ou que invertem a direção da escrita. Apague-os e digite o texto de novo.',
    /** A character the procuração's font cannot print: refused where it is typed rather than printed wrong. */
    notPrintable: (char: string) =>
      `O caractere "${char}" não pode ser impresso na procuração. Use letras, números e sinais comuns do português.`,
    tooLarge: 'A requisição é grande demais.',
    requestTimeout: 'O envio demorou demais e foi interrompido; nada foi guardado. Confira a conexão e envie de novo.',
    badRequest: 'Requisição HTTP inválida.',
    headersTooLarge: 'Os cabeçalhos da requisição são grandes demais.',
    internal: 'Erro interno. Tente novamente em instantes.',
    unavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
    unsupportedMediaType: 'Envie os dados em JSON (Content-Type: application/json).',
    tooDeep: 'O JSON enviado tem níveis demais de aninhamento.',
    methodNotAllowed: 'Método não permitido para este endereço.',
    diskFull: 'O servidor está sem espaço para guardar arquivos agora. Tente enviar de novo em alguns minutos.',
    uploadsBusy: 'Muitos arquivos estão sendo enviados neste momento. Aguarde alguns segundos e envie de novo.',
  },
  ops: {
    metricsTokenRequired: 'Token de métricas ausente ou inválido: envie Authorization: Bearer <METRICS_TOKEN>.',
  },
  copy: {
    pix: 'Código copiado para a área de transferência!',
    field: (label: string) => `${label} foi copiado para área de transferência`,
  },
  checkout: {
    orderFailed: 'Não foi possível criar o pedido. Tente novamente.',
    loadFailed: 'Não foi possível carregar o pedido. Tente novamente.',
    paymentFailed: 'Não foi possível enviar o pagamento. Tente novamente.',
    pixAwaiting: 'Aguardando o pagamento do Pix. Assim que o banco confirmar, seu pedido aparece como pago.',
    boletoAwaiting: 'Aguardando o pagamento do boleto. A confirmação do banco pode levar até 3 dias úteis.',
    boletoCopied: 'Linha digitável copiada para a área de transferência!',
    copyFailed: 'Não foi possível copiar. Selecione o código e copie manualmente.',
    sandboxHint:
      'Ambiente de testes: nenhum valor é cobrado. No nome do titular, use APRO para aprovar, OTHE para recusar ou CONT para deixar em análise.',
    cardholderRequired: 'Informe o nome impresso no cartão.',
    cardNumberInvalid: 'Número de cartão inválido.',
    cardExpiryInvalid: 'Validade inválida. Use MM/AA.',
    cardCvvInvalid: 'Código de segurança inválido.',
    addressRequired: 'Preencha este campo.',
    brickFailed: 'Não foi possível carregar o formulário de pagamento. Recarregue a página.',
    ordersLoadFailed: 'Não foi possível carregar seus pedidos. Tente novamente.',
  },
  wizard: {
    unpaid:
      'O pagamento deste pedido ainda não foi confirmado. O registro da marca abre assim que o pagamento for aprovado.',
    alreadyConfirmed: 'Este pedido já foi confirmado e está em análise; os dados não podem mais ser alterados.',
    confirmed: 'Registro da marca enviado com sucesso!',
    addressIncomplete: 'Complete o endereço do titular: CEP, endereço, número, cidade e estado.',
    ownersMissing: 'Adicione pelo menos um proprietário.',
    procuracaoMissing: 'Por favor, faça o upload da procuração assinada antes de continuar.',
  },
  owners: {
    saved: 'Proprietários salvos com sucesso!',
    listRequired: 'Envie a lista de proprietários.',
    ownerInvalid: 'Cada proprietário precisa de nome, e-mail, tipo e número do documento.',
    atLeastOne: 'Adicione pelo menos um proprietário.',
    atMost: (max: number) => `Informe no máximo ${max} proprietários.`,
    nameRequired: 'Informe o nome do proprietário.',
    nameLong: 'O nome do proprietário pode ter no máximo 120 caracteres.',
    docTypeInvalid: 'Tipo de documento inválido. Escolha CPF ou CNPJ.',
    cpfInvalid: 'CPF inválido.',
    cnpjInvalid: 'CNPJ inválido.',
    duplicateDocument: 'O mesmo CPF/CNPJ aparece em mais de um proprietário.',
    position: (index: number, message: string) => `Proprietário ${index}: ${message}`,
    nationalityRequired: 'Informe a nacionalidade do proprietário.',
    addressIncomplete: 'Informe o endereço completo do proprietário: CEP, endereço, número, cidade e estado.',
    representativeRequired: 'Informe o nome e o CPF do representante legal da empresa.',
    representativeCpfInvalid: 'CPF do representante legal inválido.',
    representativeNationalityRequired: 'Informe a nacionalidade do representante legal da empresa.',
  },
  brandData: {
    saved: 'Dados da marca salvos com sucesso!',
    saveFailed: 'Erro ao salvar dados da marca. Tente novamente.',
    nameAndTypeRequired: 'Por favor, preencha pelo menos o nome e o tipo da marca',
    typeInvalid: 'Tipo de marca inválido. Escolha Nominativa, Figurativa ou Mista.',
    niceClassInvalid: 'Classe de Nice inválida. Escolha uma classe de 1 a 45.',
    classesInvalid: 'Classes inválidas: envie cada classe com o número (1 a 45), os itens e o texto livre.',
    classRepeated: 'Cada classe só pode aparecer uma vez no pedido.',
    itemInvalid: 'Cada item da especificação deve ser um texto de até 300 caracteres.',
    tooManyItems: (max: number) => `Escolha no máximo ${max} itens por classe.`,
    classesRequired: 'Escolha ao menos uma classe e diga, em cada uma, os produtos ou serviços que a marca protege.',
    firstUseInvalid: 'Data do primeiro uso inválida. Use o formato AAAA-MM-DD.',
    firstUseInFuture: 'A data do primeiro uso não pode estar no futuro.',
    internationalNumberInvalid: 'Número do registro internacional inválido: use apenas letras e números (até 30).',
    tooLong: (label: string, max: number) => `${label}: use no máximo ${max} caracteres.`,
    flagInvalid: (label: string) => `${label}: informe sim ou não.`,
  },
  uploads: {
    fileFailed: 'Erro ao enviar o arquivo',
    filesFailed: 'Erro ao enviar os arquivos. Tente novamente.',
    procuracaoUploaded: 'Upload concluído com sucesso!',
    filesUploaded: 'Arquivos enviados com sucesso!',
    allFilesRequired: 'Por favor, insira todos os arquivos.',
    procuracaoRequired: 'Erro ao enviar o arquivo: selecione o PDF da procuração assinada.',
    procuracaoNotPdf: 'Erro ao enviar o arquivo: a procuração deve ser um arquivo PDF.',
    fileTooLarge: 'Erro ao enviar o arquivo: o arquivo deve ter no máximo 10 MB.',
    filesTooLarge: 'Erro ao enviar os arquivos: cada arquivo deve ter no máximo 10 MB.',
    unreadableForm: 'Erro ao enviar os arquivos: o envio não chegou completo. Tente novamente.',
    logoNotImage: 'Erro ao enviar os arquivos: o logotipo deve ser uma imagem (PNG, JPEG, WebP ou GIF).',
    proofOfAddressType: 'Erro ao enviar os arquivos: o comprovante de residência deve ser PDF, JPG ou PNG.',
    photoIdNotImage:
      'Erro ao enviar os arquivos: o documento com foto deve ser um PDF (como a CNH digital) ou uma imagem (PNG, JPEG, WebP ou GIF).',
    documentNotFound: 'Arquivo não encontrado.',
    pdfUnreadable: 'Erro ao enviar o arquivo: o PDF está corrompido ou não pôde ser lido.',
    pdfActiveContent:
      'Erro ao enviar o arquivo: o PDF contém JavaScript ou ações automáticas, que não são aceitos. Gere o PDF novamente (por exemplo, "Imprimir como PDF").',
    imageUnreadable: 'Erro ao enviar os arquivos: a imagem está corrompida ou não é do tipo que diz ser.',
    hiddenContent:
      'Erro ao enviar o arquivo: o arquivo contém conteúdo escondido (página web ou código) e não foi aceito.',
    quotaExceeded: (limitMb: number) =>
      `Limite de armazenamento atingido: cada cliente pode guardar até ${limitMb} MB em arquivos. Substitua um arquivo já enviado ou fale com o suporte.`,
  },
  signature: {
    labels: {
      assinada: 'assinada',
      vencida: 'certificado vencido',
      nao_reconhecida: 'assinatura não reconhecida',
      alterada: 'alterada após a assinatura',
      invalida: 'assinatura inválida',
      sem_assinatura: 'sem assinatura',
      documento_diferente: 'este não é o documento da procuração deste pedido',
    },
    levels: {
      'gov.br': 'assinatura eletrônica avançada (gov.br)',
      'ICP-Brasil': 'assinatura qualificada (ICP-Brasil)',
    },
    /** What to do next, for each state. */
    nextSteps: {
      assinada: 'Tudo certo: a equipe confere a procuração antes do protocolo.',
      vencida:
        'O certificado de quem assinou estava vencido. Assine de novo com um certificado válido (o gov.br serve) e envie.',
      nao_reconhecida:
        'A assinatura não é do gov.br nem da ICP-Brasil. Assine pelo gov.br ou com um certificado ICP-Brasil e envie de novo.',
      alterada: 'O PDF foi alterado depois de assinado. Baixe a procuração de novo, assine sem editar e envie.',
      invalida:
        'A assinatura está corrompida ou não confere com o arquivo. Baixe a procuração de novo, assine e envie.',
      sem_assinatura:
        'Não encontramos assinatura digital. Assine pelo gov.br (gratuito) ou com um certificado ICP-Brasil e envie de novo.',
      documento_diferente:
        'O PDF enviado não é a procuração gerada para este pedido. Baixe a procuração deste pedido, assine e envie.',
    },
    missingSignature: (nome: string) => `falta a assinatura de ${nome}`,
    notAnOwner: (nome: string) => `${nome} assinou, mas não é outorgante nem representante de um outorgante`,
    revocationUnchecked: 'revogação não verificada',
    revocationChecked: 'revogação verificada',
    /** Which check an invalid signature failed, for staff. */
    reasons: {
      subFilter: 'tipo de assinatura (/SubFilter) não aceito',
      byteRange: 'a assinatura não cobre o documento inteiro até ela (/ByteRange)',
      unreadable: 'assinatura ilegível (não é um CMS/PKCS#7 válido)',
      digestMismatch:
        'o resumo assinado não confere com o conteúdo: o documento foi alterado ou a assinatura é de outro',
      badSignature: 'a assinatura não confere com a chave do certificado',
      embeddedContent: 'a assinatura traz outro conteúdo embutido, não este documento',
      noSignerCertificate: 'o certificado de quem assinou não veio na assinatura',
      revoked: 'certificado revogado',
    },
    invalidSignature: (position: number, reason: string, nome: string) =>
      `assinatura ${position}${nome ? ` (${nome})` : ''}: ${reason}`,
    pdfRequired: 'Envie o PDF no campo "pdf".',
    /** Why a document is "alterada", for staff. */
    changes: {
      signedOtherText: (position: number) =>
        `a versão que a assinatura ${position} cobre mostra um texto diferente da procuração gerada para o pedido`,
      signedOtherThanFirst: (position: number) =>
        `a versão que a assinatura ${position} cobre mostra um texto diferente da que a primeira assinatura cobre`,
      finalShowsOther:
        'a versão assinada e o arquivo final mostram textos diferentes: algo foi acrescentado depois da última assinatura',
    },
    /** The file had bytes after the last signature: only the signed revision is used (stored, or to download). */
    laterBytesDropped:
      'O arquivo enviado tinha acréscimos depois da última assinatura; guardamos só a versão assinada.',
    laterBytes: 'O arquivo tem acréscimos depois da última assinatura: use só a versão assinada.',
  },
  cep: {
    invalid: 'CEP inválido. Digite um CEP com 8 dígitos.',
    notFound: 'CEP não encontrado. Confira o número ou preencha o endereço manualmente.',
    unavailable: 'O serviço de consulta de CEP está indisponível no momento. Preencha o endereço manualmente.',
    tooMany: 'Muitas consultas de CEP seguidas. Preencha o endereço manualmente ou tente de novo mais tarde.',
  },
  powerOfAttorney: {
    downloadFailed: 'Não foi possível baixar a procuração. Tente novamente.',
  },
  services: {
    brandNameRequired: 'Informe o nome da marca.',
    segmentRequired: 'Escolha o segmento da marca (classe de Nice).',
    processNumberInvalid: 'O número do processo no INPI tem 9 dígitos (ex.: 912345678).',
    usageTimeLong: 'Tempo de uso: use no máximo 100 caracteres.',
    planMismatch: 'O serviço enviado não corresponde a este pedido.',
    notAService: 'Este pedido não é um serviço.',
    /** The spec's success notice and failures of the service form. */
    saved: 'Dados do serviço salvos com sucesso!',
    requestFailed: 'Ocorreu um erro ao processar a requisição',
    submitFailed: 'Ocorreu um erro ao enviar o formulário',
    unpaid:
      'O pagamento deste serviço ainda não foi confirmado. A solicitação abre assim que o pagamento for aprovado.',
    alreadyConfirmed: 'Esta solicitação já foi enviada e está em análise; os dados não podem mais ser alterados.',
    formMissing: 'Preencha e envie o formulário do serviço antes de continuar.',
    /** The holder a service's procuração qualifies: asked in the service's form when the profile lacks it. */
    holderNationalityRequired: 'Informe a nacionalidade de quem assina a procuração (ex.: brasileira).',
    holderAddressRequired:
      'Informe o endereço completo de quem assina a procuração: CEP, endereço, número, bairro, cidade e UF.',
    powerOfAttorneyNeedsHolder:
      'Para gerar a procuração, informe em "Dados do serviço" a nacionalidade e o endereço completo de quem a assina: o INPI exige a qualificação completa.',
    confirmed: 'Solicitação do serviço enviada com sucesso!',
    confirmFailed: 'Não foi possível enviar a solicitação. Tente novamente.',
    /** While the request the flow resumes from is loading. */
    requestLoading: 'Carregando a solicitação do serviço…',
    loadFailed: 'Não foi possível carregar a solicitação do serviço. Tente novamente.',
    requestMissing: 'Abra a solicitação pela sua lista de serviços.',
    /** The review's states (spec section 8). */
    reviewLoading: 'Carregando dados do serviço...',
    reviewFailed: 'Falha ao carregar dados do serviço',
    reviewEmpty: 'Nenhum dado de serviço encontrado.',
    notAvailable: 'Não disponível',
    unknownService: 'Serviço não encontrado.',
    inAnalysis: 'Solicitação em análise.',
    detailsTitle: 'Detalhes do Serviço Concluído',
    noMessage: 'A equipe não deixou mensagem de retorno.',
    supportMessage: (protocol: string) =>
      `Olá! Gostaria de falar sobre o meu serviço concluído, protocolo ${protocol}.`,
  },
  brandWizard: {
    loadFailed: 'Não foi possível carregar o registro da marca. Tente novamente.',
    ownersSaveFailed: 'Erro ao salvar os proprietários. Tente novamente.',
    confirmFailed: 'Não foi possível confirmar o registro da marca. Tente novamente.',
    fieldRequired: 'Preencha este campo.',
    requestMissing: 'Abra o registro da marca pela sua lista de marcas.',
  },
  admin: {
    statusUpdated: 'Status atualizado com sucesso',
    saved: 'Dados salvos com sucesso',
    updateFailed: 'Não foi possível salvar. Tente novamente.',
    loadFailed: 'Não foi possível carregar a lista. Tente novamente.',
    detailFailed: 'Não foi possível carregar a requisição. Tente novamente.',
    downloadFailed: 'Não foi possível baixar o arquivo. Tente novamente.',
    emptyBrands: 'Nenhuma marca encontrada nesta página',
    emptyServices: 'Nenhum serviço encontrado nesta página',
    emptyUsers: 'Nenhum usuário encontrado nesta página',
    emptyDownloads: 'Nenhum download registrado nesta página',
    emptyOutbox: 'Nenhuma mensagem nesta página',
    emptyPaymentAlerts: 'Nenhum pagamento com alerta',
    /** A count that stopped at its cap says so: "mais de 1.000 resultados". */
    resultCount: (total: number, exact: boolean) =>
      total === 1 && exact ? '1 resultado' : `${exact ? '' : 'mais de '}${total.toLocaleString('pt-BR')} resultados`,
    /** "Página 1 de mais de 200" while the count stopped at its cap; a last page found past it is just "de 201". */
    pageOf: (page: number, total: number, exact: boolean) =>
      `Página ${page.toLocaleString('pt-BR')} de ${exact || page >= total ? '' : 'mais de '}${total.toLocaleString('pt-BR')}`,
    searchTooLong: 'A busca pode ter no máximo 100 caracteres.',
    pageInvalid: 'Página inválida: use um número inteiro a partir de 1.',
    sortInvalid: 'Ordenação inválida.',
    idInvalid: 'Identificador inválido.',
    statusInvalid: (offered: readonly string[]) => `Status inválido. Escolha um destes: ${offered.join(', ')}.`,
    processInvalid: 'O número do processo no INPI deve ter 9 dígitos.',
    protocolInvalid: 'Protocolo inválido: use até 40 letras, números, pontos, barras ou hífens.',
    messageInvalid: 'A mensagem deve ser um texto.',
    messageTooLong: 'A mensagem pode ter no máximo 2000 caracteres.',
    unknownField: 'Campo não permitido.',
    nothingToUpdate: 'Informe o status, o número do processo ou o protocolo.',
    brandNotFound: 'Requisição de marca não encontrada.',
    serviceNotFound: 'Requisição de serviço não encontrada.',
    noDocuments: 'Nenhum documento foi enviado para esta requisição.',
    searchHasNoPowerOfAttorney: 'A Busca não tem procuração.',
    powerOfAttorneyMissing: `O${powerOfAttorneyNotSent.slice(1)}.`,
    fileMissing: 'Um arquivo desta requisição não foi encontrado no servidor.',
    /** Why a request cannot be concluded yet (the status machine's concluding guard). */
    concludeBlockers: {
      notPaid: 'o pagamento ainda não foi confirmado',
      notSubmitted: 'o cliente ainda não enviou o pedido',
      noProtocol: 'o protocolo e o número do processo no INPI ainda não foram registrados',
      noSignature: 'a procuração não tem assinatura reconhecida',
    },
    concludeRefused: (reasons: readonly string[]) => `Não é possível concluir: ${reasons.join('; ')}.`,
    /** The filing checklist: each item that must hold before the protocol is recorded. */
    filingChecklist: {
      contasEinpi: 'as contas e-INPI dos titulares ainda não foram conferidas',
      gruEmitida: 'a GRU ainda não foi emitida (número, valor e vencimento)',
      gruPaga: 'o pagamento da GRU ainda não foi confirmado',
      procuracaoAusente: powerOfAttorneyNotSent,
      procuracaoAssinada: (reasons: readonly string[]) =>
        `a procuração ainda não tem assinatura reconhecida de todos os outorgantes (${reasons.join(', ')})`,
    },
    protocolRefused: (reasons: readonly string[]) => `Não é possível registrar o protocolo: ${reasons.join('; ')}.`,
    checklistSaved: 'Lista de verificação do depósito salva.',
    gruNumberInvalid: 'Informe o número da GRU (até 40 caracteres).',
    gruAmountInvalid: 'Informe o valor da GRU em centavos (um número inteiro positivo).',
    gruExpected: (classes: number, amounts: string) =>
      `Esperado para ${classes === 1 ? '1 classe' : `${classes} classes`}: ${amounts}.`,
    gruDueInvalid: 'Informe o vencimento da GRU como AAAA-MM-DD.',
    checklistInvalid: 'Envie os itens da lista de verificação.',
    /** Confirm and undo: a change e-mailed to the customer after a grace period. */
    undoWindow: (seconds: number) =>
      `Status alterado. O e-mail ao cliente sai em ${seconds} s; até lá, "Desfazer" cancela a mudança e o e-mail.`,
    undone: 'Mudança desfeita. O cliente não recebe e-mail.',
    undoTooLate: 'Não dá mais para desfazer: o e-mail ao cliente já saiu ou a mudança não é a última.',
    undoNothing: 'Não há mudança de status para desfazer.',
    confirmStatusTitle: 'Confirmar mudança de status',
    confirmStatusText: (from: string, to: string) =>
      `Mudar de ${from} para ${to}? O cliente recebe um e-mail com a mudança.`,
    noteRequired: 'Escreva a nota.',
    noteTooLong: 'A nota pode ter no máximo 2000 caracteres.',
    noteAdded: 'Nota interna salva. O cliente não a vê.',
    assigneeInvalid: 'Escolha um membro da equipe.',
    assigned: 'Responsável atualizado.',
    bulkIdsInvalid: 'Informe de 1 a 100 requisições.',
    bulkDone: (ok: number, refused: number) =>
      refused === 0 ? `${ok} atualizada(s).` : `${ok} atualizada(s), ${refused} recusada(s).`,
    parecerMissing: 'O parecer ainda não foi enviado.',
    parecerOnlyForSearch: 'Só a Busca tem parecer.',
    parecerNotPdf: 'Envie o parecer em PDF.',
    parecerSaved: 'Parecer enviado.',
    pageSizeInvalid: 'Tamanho de página inválido.',
    filterInvalid: 'Filtro inválido.',
    serviceNothingToUpdate: 'Informe o status ou o protocolo do INPI.',
    rejectionReasonRequired: 'Informe o motivo da rejeição (ao menos 10 caracteres): ele é enviado ao cliente.',
    returnReasonRequired:
      'Informe o que o cliente precisa corrigir (ao menos 10 caracteres): a mensagem é enviada a ele.',
    returnPartsRequired: 'Escolha ao menos uma parte para o cliente corrigir: dados, documentos ou procuração.',
    returnRefused: (reasons: readonly string[]) => `Não é possível devolver para correção: ${reasons.join('; ')}.`,
    undoRefundedRejection:
      'Não dá para desfazer esta rejeição: a devolução do pagamento já foi pedida ao provedor de pagamento.',
    viennaInvalid: 'Código de Viena inválido: use categoria.divisão.seção, como 26.1.1 (categorias de 1 a 29).',
    viennaTooMany: 'Informe no máximo 30 códigos de Viena.',
    viennaWordMark: 'A classificação de Viena é só para marcas figurativas ou mistas.',
    viennaSaved: 'Classificação de Viena salva.',
    bulkNoneSelected: 'Selecione ao menos uma requisição.',
  },
} as const;
