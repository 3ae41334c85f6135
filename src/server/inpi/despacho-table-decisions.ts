import {
  TABELA,
  answerOpposition,
  appeal,
  appealDecided,
  beforeDecision,
  concessionFee,
  formal,
  lapse,
  merit,
  nullity,
  opposition,
  payment,
  renewal,
  type DespachoCode,
  type Situacao,
  type TermKind,
} from './despacho-terms';

/**
 * The codes of the INPI's table of despachos for marcas that open a term, close one or change where the process
 * stands: publications, demands, decisions, archivings, extinctions, appeals and nullity. Names are the table's
 * (see TABELA); sentences are ours. Terms: LPI arts. 143, 157, 158, 159, 162, 170 and 212; the 2025 fee rule in
 * despacho-codes.ts. The codes that only inform (petitions, certificates, Madrid communications) are in
 * despacho-table-notices.ts.
 */

const source = (note?: string) => (note ? `${TABELA} ${note}` : TABELA);

const closing = (nomeOficial: string, frase: string, situacao: Situacao, note?: string): DespachoCode => ({
  nomeOficial,
  fonte: source(note),
  frase,
  fecha: 'todos',
  situacao,
});

const FEE_RULE =
  'Taxa de concessão só antes da RPI nº 2842 (LPI art. 162); desde ela nenhuma (Portaria INPI/PR nº 10/2025, Portaria GM/MDIC nº 110/2025).';
const NO_APPEAL = 'Não cabe recurso de arquivamento definitivo (LPI art. 212).';
const FINAL = 'O recurso encerra a instância administrativa (LPI art. 212): não abre novo prazo.';
const afterAppeal: TermKind[] = [...appealDecided, ...beforeDecision];

const won = (nomeOficial: string, parcial: boolean): DespachoCode => ({
  nomeOficial,
  fonte: source(`${FINAL} ${FEE_RULE}`),
  frase: parcial
    ? 'Você ganhou o recurso em parte: o INPI reformou a decisão e deferiu o pedido para parte dos produtos ou serviços. O registro será concedido automaticamente, sem taxa a pagar'
    : 'Você ganhou o recurso: o INPI reformou a decisão e deferiu o pedido. O registro será concedido automaticamente, sem taxa a pagar',
  fraseComTaxa: parcial
    ? 'Você ganhou o recurso em parte: o INPI deferiu o pedido para parte dos produtos ou serviços. Falta pagar a taxa de concessão'
    : 'Você ganhou o recurso: o INPI reformou a decisão e deferiu o pedido. Falta pagar a taxa de concessão',
  term: concessionFee,
  fecha: afterAppeal,
  situacao: 'deferido',
});

export const decisionCodes: Record<string, DespachoCode> = {
  // Despachos em processos
  IPAS005: {
    nomeOficial: 'Exigência formal',
    fonte: source('Prazo: 5 dias (LPI art. 157, parágrafo único).'),
    frase: 'O INPI fez uma exigência formal',
    term: formal,
    fecha: [],
    situacao: 'em andamento',
  },
  IPAS009: {
    nomeOficial: 'Publicação de pedido de registro para oposição (exame formal concluído)',
    fonte: source(
      'A RPI imprime o mesmo nome; até 2013 imprimia "Publicação de pedido de registro para oposição" (RPI nº 2240, tests/fixtures/rpi). Oposição: LPI art. 158.',
    ),
    frase: 'Seu pedido foi publicado para oposição',
    term: opposition,
    fecha: ['exigencia-formal'],
    situacao: 'publicado para oposição',
  },
  IPAS024: {
    nomeOficial: 'Indeferimento do pedido',
    fonte: source('Recurso em 60 dias (LPI art. 212).'),
    frase: 'O INPI indeferiu o pedido',
    term: appeal,
    fecha: beforeDecision,
    situacao: 'indeferido',
  },
  IPAS029: {
    nomeOficial: 'Deferimento do pedido',
    fonte: source(FEE_RULE),
    frase: 'Marca deferida: o registro será concedido automaticamente, sem taxa a pagar',
    fraseComTaxa: 'Marca deferida: falta pagar a taxa de concessão',
    term: concessionFee,
    fecha: beforeDecision,
    situacao: 'deferido',
  },
  IPAS033: closing(
    'Decisão de considerar pedido inexistente por exigência de pagamento não respondida',
    'O INPI considerou o pedido inexistente: a exigência de pagamento não foi respondida',
    'arquivado',
  ),
  IPAS047: closing(
    'Decisão de considerar pedido inexistente por falta de pagamento',
    'O INPI considerou o pedido inexistente por falta de pagamento',
    'arquivado',
  ),
  IPAS091: closing(
    'Decisão de considerar pedido inexistente por exigência de pagamento não cumprida',
    'O INPI considerou o pedido inexistente: a exigência de pagamento não foi cumprida',
    'arquivado',
  ),
  IPAS106: closing(
    'Arquivamento definitivo de pedido de registro por falta de procuração',
    'O pedido foi arquivado por falta de procuração',
    'arquivado',
    NO_APPEAL,
  ),
  IPAS112: closing(
    'Decisão de considerar pedido inexistente por exigência formal não respondida',
    'O INPI considerou o pedido inexistente: a exigência formal não foi respondida',
    'arquivado',
  ),
  IPAS113: closing(
    'Decisão de considerar pedido inexistente por exigência formal não cumprida',
    'O INPI considerou o pedido inexistente: a exigência formal não foi cumprida',
    'arquivado',
  ),
  IPAS135: {
    nomeOficial: 'Republicação de pedido (por perda da prioridade)',
    fonte: source('Oposição: LPI art. 158.'),
    frase: 'Seu pedido foi republicado para oposição, sem a prioridade reivindicada: o prazo de oposição recomeça',
    term: opposition,
    fecha: ['exigencia-formal', 'oposicao'],
    situacao: 'publicado para oposição',
  },
  IPAS136: {
    nomeOficial: 'Exigência de mérito',
    fonte: source('Prazo: 60 dias (LPI art. 159).'),
    frase: 'O INPI fez uma exigência',
    term: merit,
    fecha: [],
    situacao: 'em andamento',
  },
  IPAS139: closing(
    'Arquivamento definitivo de pedido de registro por falta de cumprimento de exigência de mérito',
    'O pedido foi arquivado porque a exigência do INPI não foi cumprida',
    'arquivado',
    NO_APPEAL,
  ),
  IPAS142: {
    nomeOficial: 'Sobrestamento do exame de mérito',
    fonte: source('A RPI imprime o mesmo nome (tests/fixtures/rpi).'),
    frase: 'O exame do seu pedido foi suspenso (sobrestamento) até outro processo ser decidido',
    fecha: [],
    situacao: 'em andamento',
  },
  IPAS157: closing(
    'Arquivamento definitivo de pedido de registro por falta de pagamento da concessão',
    'O pedido foi arquivado por falta de pagamento da taxa de concessão',
    'arquivado',
    NO_APPEAL,
  ),
  IPAS158: {
    ...closing(
      'Concessão de registro',
      'Marca concedida: o registro está em vigor por 10 anos',
      'registrado',
      'A RPI imprime o mesmo nome (tests/fixtures/rpi). Vigência de 10 anos e prorrogação: LPI art. 133.',
    ),
    term: renewal,
  },
  IPAS161: closing(
    'Extinção de registro pela expiração do prazo de vigência',
    'O registro foi extinto: o prazo de vigência terminou',
    'extinto',
  ),
  IPAS289: closing(
    'Arquivamento definitivo de pedido de registro por falta de documentos de marca de certificação',
    'O pedido foi arquivado por falta dos documentos da marca de certificação',
    'arquivado',
    NO_APPEAL,
  ),
  IPAS291: closing(
    'Arquivamento definitivo de pedido de registro por falta de documentos de marca coletiva',
    'O pedido foi arquivado por falta dos documentos da marca coletiva',
    'arquivado',
    NO_APPEAL,
  ),
  IPAS304: closing('Extinção de registro pela caducidade', 'O registro foi extinto por caducidade', 'extinto'),
  IPAS395: {
    nomeOficial: 'Exigência de pagamento',
    fonte: source(
      'O prazo de 5 dias vem de listas independentes de despachos; não foi encontrado num texto do INPI ou da LPI.',
    ),
    frase: 'O INPI pediu a complementação de um pagamento',
    term: payment,
    fecha: [],
    situacao: null,
  },
  IPAS404: {
    nomeOficial: 'Arquivamento de ofício de pedido de registro de marca',
    fonte: source('Recurso em 60 dias (LPI art. 212).'),
    frase: 'O INPI arquivou o pedido de ofício',
    term: appeal,
    fecha: 'todos',
    situacao: 'arquivado',
  },
  IPAS409: {
    nomeOficial: 'Cancelamento de ofício de registro de marca',
    fonte: source('Recurso em 60 dias (LPI art. 212).'),
    frase: 'O INPI cancelou o registro de ofício',
    term: appeal,
    fecha: 'todos',
    situacao: 'extinto',
  },
  IPAS414: closing(
    'Extinção de registro pela inobservância do disposto no art. 217 da LPI',
    'O registro foi extinto: o titular no exterior não manteve procurador no Brasil (LPI art. 217)',
    'extinto',
  ),
  IPAS421: {
    nomeOficial: 'Republicação de pedido',
    fonte: source(
      'A RPI imprime o mesmo nome (2020, tests/fixtures/rpi); até 2013 imprimia "Republicação de pedido para oposição". Oposição: LPI art. 158.',
    ),
    frase: 'Seu pedido foi republicado para oposição: o prazo de oposição recomeça',
    term: opposition,
    fecha: ['exigencia-formal', 'oposicao'],
    situacao: 'publicado para oposição',
  },
  IPAS423: {
    nomeOficial: 'Notificação de oposição',
    fonte: source(
      'Até 2013 a RPI imprimia "Notificação de oposição para manifestação" (tests/fixtures/rpi). Manifestação em 60 dias (LPI art. 158 § 1º).',
    ),
    frase: 'Alguém apresentou oposição ao seu pedido',
    term: answerOpposition,
    fecha: [],
    situacao: 'em andamento',
  },
  IPAS654: {
    nomeOficial: 'Deferimento do pedido (em retificação)',
    fonte: source(FEE_RULE),
    frase: 'O INPI retificou o deferimento do seu pedido: o registro será concedido automaticamente, sem taxa a pagar',
    fraseComTaxa: 'O INPI retificou o deferimento do seu pedido: falta pagar a taxa de concessão',
    term: concessionFee,
    fecha: beforeDecision,
    situacao: 'deferido',
  },
  IPAS658: {
    nomeOficial: 'Indeferimento do pedido (em retificação)',
    fonte: source('Recurso em 60 dias (LPI art. 212).'),
    frase: 'O INPI retificou o indeferimento do pedido',
    term: appeal,
    fecha: beforeDecision,
    situacao: 'indeferido',
  },
  IPAS668: {
    nomeOficial: 'Notificação de oposição (em retificação)',
    fonte: source('Manifestação em 60 dias (LPI art. 158 § 1º).'),
    frase: 'O INPI retificou a notificação de uma oposição ao seu pedido',
    term: answerOpposition,
    fecha: [],
    situacao: 'em andamento',
  },

  // Despachos em petições que decidem o processo
  IPAS235: {
    nomeOficial: 'Recurso não provido (decisão mantida)',
    fonte: source(FINAL),
    frase: 'O recurso não foi aceito: o INPI manteve a decisão',
    fecha: appealDecided,
    // "Decisão mantida": the appealed decision stands, an indeferimento as well as a deferimento or a registration
    // a third party appealed against, so the process keeps the situation that decision gave it.
    situacao: null,
  },
  IPAS237: won('Recurso provido (decisão reformada para: Deferimento)', false),
  IPAS238: won('Recurso provido (decisão reformada para: Deferimento parcial)', true),
  IPAS338: {
    nomeOficial: 'Notificação de caducidade',
    fonte: source('Manifestação do titular em 60 dias (LPI art. 143).'),
    frase: 'Alguém pediu a caducidade do seu registro por falta de uso',
    term: lapse,
    fecha: [],
    situacao: null,
  },
  IPAS360: {
    nomeOficial: 'Notificação de recurso',
    fonte: TABELA,
    frase: 'Foi apresentado recurso contra a decisão: o INPI vai julgá-lo',
    fecha: ['recurso'],
    situacao: null,
  },
  IPAS369: {
    nomeOficial: 'Recurso provido (decisão reformada para: Indeferimento)',
    fonte: source(FINAL),
    frase: 'O INPI julgou um recurso e reformou a decisão para indeferimento',
    fecha: afterAppeal,
    situacao: 'indeferido',
  },
  IPAS370: {
    nomeOficial: 'Recurso provido (outros)',
    fonte: source(FINAL),
    frase: 'O INPI aceitou um recurso neste processo',
    fecha: appealDecided,
    situacao: null,
  },
  IPAS400: {
    nomeOficial: 'Notificação de instauração de processo de nulidade a requerimento',
    fonte: source('Manifestação do titular em 60 dias (LPI art. 170).'),
    frase: 'Alguém pediu ao INPI a nulidade do seu registro',
    term: nullity,
    fecha: [],
    situacao: null,
  },
  IPAS437: {
    nomeOficial: 'Notificação de instauração de processo de nulidade de ofício',
    fonte: source('Manifestação do titular em 60 dias (LPI art. 170).'),
    frase: 'O INPI abriu, por conta própria, um processo de nulidade do seu registro',
    term: nullity,
    fecha: [],
    situacao: null,
  },
  IPAS530: {
    nomeOficial: 'Requerimento provido (nulo o registro)',
    fonte: source(
      'A decisão da nulidade encerra a instância administrativa (LPI art. 171). O registro nulo deixa de valer: entra como extinto.',
    ),
    frase: 'O INPI declarou a nulidade do registro',
    fecha: 'todos',
    situacao: 'extinto',
  },
  IPAS531: {
    nomeOficial: 'Requerimento provido (outros)',
    fonte: source('A decisão da nulidade encerra a instância administrativa (LPI art. 171).'),
    frase: 'O INPI decidiu o pedido de nulidade contra o registro',
    fecha: ['nulidade'],
    situacao: null,
  },
  IPAS532: {
    nomeOficial: 'Requerimento não provido (mantida a concessão)',
    fonte: source('A decisão da nulidade encerra a instância administrativa (LPI art. 171).'),
    frase: 'O INPI negou o pedido de nulidade: o registro continua valendo',
    fecha: ['nulidade'],
    situacao: 'registrado',
  },
  IPAS533: {
    nomeOficial: 'Requerimento não provido (outros)',
    fonte: source('A decisão da nulidade encerra a instância administrativa (LPI art. 171).'),
    frase: 'O INPI negou o pedido de nulidade contra o registro',
    fecha: ['nulidade'],
    situacao: null,
  },
  IPAS534: {
    nomeOficial: 'Requerimento provido parcialmente (outros)',
    fonte: source('A decisão da nulidade encerra a instância administrativa (LPI art. 171).'),
    frase: 'O INPI aceitou em parte o pedido de nulidade contra o registro',
    fecha: ['nulidade'],
    situacao: null,
  },
  IPAS535: won('Recurso provido parcialmente (decisão reformada para: Deferimento parcial)', true),
  IPAS536: {
    nomeOficial: 'Recurso provido parcialmente (outros)',
    fonte: source(FINAL),
    frase: 'O INPI aceitou em parte um recurso neste processo',
    fecha: appealDecided,
    situacao: null,
  },
  IPAS669: {
    nomeOficial: 'Deferimento da petição de caducidade',
    fonte: source('Recurso do titular em 60 dias (LPI art. 212).'),
    frase: 'O INPI aceitou o pedido de caducidade do seu registro',
    term: appeal,
    fecha: ['caducidade'],
    situacao: null,
  },
  IPAS975: {
    nomeOficial: 'Recurso provido (decisão reformada com necessidade de devolução dos autos para a primeira instância)',
    fonte: source(),
    frase: 'O INPI aceitou o recurso e devolveu o processo para um novo exame',
    fecha: appealDecided,
    situacao: 'em andamento',
  },

  // Despachos em processos designados ao Brasil pelo Protocolo de Madri
  IPAS755: closing(
    'Arquivamento definitivo de designação por falta de docs. de marca coletiva ou de certificação',
    'A designação foi arquivada por falta dos documentos da marca coletiva ou de certificação',
    'arquivado',
    NO_APPEAL,
  ),
  IPAS756: {
    nomeOficial: 'Publicação de pedido de registro para oposição (exame formal de Designação concluído)',
    fonte: source('Oposição: LPI art. 158.'),
    frase: 'A designação do seu registro internacional (Protocolo de Madri) foi publicada para oposição',
    term: opposition,
    fecha: ['exigencia-formal'],
    situacao: 'publicado para oposição',
  },
  IPAS757: {
    nomeOficial: 'Republicação de designação',
    fonte: source('Oposição: LPI art. 158.'),
    frase: 'A designação do seu registro internacional foi republicada para oposição: o prazo de oposição recomeça',
    term: opposition,
    fecha: ['exigencia-formal', 'oposicao'],
    situacao: 'publicado para oposição',
  },
  IPAS768: {
    nomeOficial: 'Deferimento de designação',
    fonte: TABELA,
    frase: 'A designação do seu registro internacional foi deferida',
    fecha: beforeDecision,
    situacao: 'deferido',
  },
  IPAS770: closing(
    'Concessão de registro em designação',
    'A proteção do seu registro internacional foi concedida no Brasil',
    'registrado',
  ),
  IPAS771: {
    nomeOficial: 'Sobrestamento do exame de mérito de designação',
    fonte: TABELA,
    frase: 'O exame da designação foi suspenso (sobrestamento) até outro processo ser decidido',
    fecha: [],
    situacao: 'em andamento',
  },
  IPAS772: {
    nomeOficial: 'Exigência de mérito em designação',
    fonte: source('Prazo: 60 dias (LPI art. 159).'),
    frase: 'O INPI fez uma exigência na designação do seu registro internacional',
    term: merit,
    fecha: [],
    situacao: 'em andamento',
  },
  IPAS773: closing(
    'Arquivamento definitivo de designação por falta de cumprimento de exigência de mérito',
    'A designação foi arquivada porque a exigência do INPI não foi cumprida',
    'arquivado',
    NO_APPEAL,
  ),
  IPAS774: {
    nomeOficial: 'Indeferimento de designação',
    fonte: source('Recurso em 60 dias (LPI art. 212).'),
    frase: 'O INPI indeferiu a designação do seu registro internacional',
    term: appeal,
    fecha: beforeDecision,
    situacao: 'indeferido',
  },
  IPAS775: {
    nomeOficial: 'Indeferimento de designação (em retificação)',
    fonte: source('Recurso em 60 dias (LPI art. 212).'),
    frase: 'O INPI retificou o indeferimento da designação do seu registro internacional',
    term: appeal,
    fecha: beforeDecision,
    situacao: 'indeferido',
  },
  IPAS780: closing(
    'Arquivamento definitivo de designação por falta de pagamento da segunda parte da retribuição',
    'A designação foi arquivada por falta de pagamento da segunda parte da taxa',
    'arquivado',
    NO_APPEAL,
  ),
  IPAS781: {
    nomeOficial: 'Deferimento parcial de designação',
    fonte: source('Recurso contra a parte indeferida em 60 dias: cabe recurso de toda decisão (LPI art. 212).'),
    frase:
      'A designação do seu registro internacional foi deferida para parte dos produtos ou serviços; da parte indeferida cabe recurso',
    term: appeal,
    fecha: beforeDecision,
    situacao: 'deferido',
  },

  // Comunicações de Madri que encerram o processo brasileiro
  IPAS963: closing(
    'Renúncia total a registro de marca em razão de cancelamento da Inscrição Internacional',
    'O registro terminou: o registro internacional foi cancelado',
    'extinto',
  ),
  IPAS964: closing(
    'Desistência total de designação em razão de cancelamento da Inscrição Internacional',
    'A designação terminou: o registro internacional foi cancelado',
    'arquivado',
  ),
  IPAS965: closing(
    'Renúncia total a registro de marca em razão de renúncia à Inscrição Internacional que afeta o Brasil',
    'O registro terminou: o titular renunciou ao registro internacional no Brasil',
    'extinto',
  ),
  IPAS966: closing(
    'Desistência total de designação em razão de renúncia à Inscrição Internacional que afeta o Brasil',
    'A designação terminou: o titular renunciou ao registro internacional no Brasil',
    'arquivado',
  ),
};
