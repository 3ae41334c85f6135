import { PLAN, type PlanId } from '../../shared/catalogue';

/**
 * The INPI's despacho codes for brands (IPAS…), as data: the official name, our plain sentence, the term each
 * opens, the terms it closes, the process situation it leads to and where each came from.
 *
 * Official names: the INPI's table of despachos for marcas (revistas.inpi.gov.br/rpi/download/despachos/300),
 * which could not be read in the original here; names are taken from what the RPI itself prints in
 * `<despacho codigo nome>` (real issues, tests/fixtures/rpi) or, failing that, from independent lists that
 * reproduce that table, and each entry's `fonte` says which. Where the lists disagree, `nomeOficial` is null and
 * the name the RPI prints is the one shown. The RPI's own name is always stored with each despacho.
 * Terms: Lei 9.279/1996 (arts. 158, 159, 162, 170, 212, 213, 216) and the INPI's Manual de Marcas. The 2025 rule:
 * since RPI nº 2842 (24/06/2025) a deferimento carries no concession fee (Portaria INPI/PR nº 10/2025, Portaria
 * GM/MDIC nº 110/2025); the registration is granted automatically.
 */

/** Where a process stands, as a national index of marks tells it; each despacho leads to one or to none. */
export type Situacao =
  'em andamento' | 'publicado para oposição' | 'deferido' | 'registrado' | 'indeferido' | 'arquivado' | 'extinto';

/** Kinds of term, so that a later despacho can say which ones it resolves. */
export type TermKind =
  | 'oposicao'
  | 'manifestacao'
  | 'exigencia-formal'
  | 'exigencia-merito'
  | 'exigencia-pagamento'
  | 'concessao'
  | 'recurso'
  | 'nulidade';

/** A term a despacho opens: who must act, in how many calendar days counted from the RPI's date. */
export interface Term {
  kind: TermKind;
  /** Short name for the staff queue. */
  nome: string;
  days: number;
  /** A further term after the ordinary one, with a surcharge (the concession fee's 30 days, LPI art. 162). */
  extraDays?: number;
  /** The customer (or we for them) must act: reminders at 15 and 5 days go out only for these. */
  customerActs: boolean;
  /** What to do, told to the customer in the e-mails. */
  acao: string;
  /** The service of ours that does it, offered with a purchase link. */
  servico?: PlanId;
}

export interface DespachoCode {
  /** The INPI's name; null where the sources disagree (the RPI's own printed name is then the one shown). */
  nomeOficial: string | null;
  /** Where the name came from. */
  fonte: string;
  /** The plain sentence on the customer's timeline. */
  frase: string;
  term?: Term;
  /** The open terms of the same process this despacho resolves ('todos': every one). */
  fecha: TermKind[] | 'todos';
  /** The situation the process is in after it; null when it does not change. */
  situacao: Situacao | null;
}

/** The first RPI under the 2025 fee table: a deferimento asks for no concession fee from this issue on. */
export const FIRST_RPI_WITHOUT_CONCESSION_FEE = 2842;

const RPI = 'Nome impresso pela própria RPI (XML, <despacho nome>) em revistas reais (tests/fixtures/rpi).';
const LISTS =
  'Tabela de despachos de marcas do INPI, como reproduzida em listas independentes (o original não pôde ser conferido aqui).';
const NO_NAME =
  'Nome oficial não encontrado numa fonte que concorde com as outras: vale o nome que a RPI imprime em cada despacho.';

const opposition: Term = {
  kind: 'oposicao',
  nome: 'Oposição de terceiros',
  days: 60,
  customerActs: false,
  acao: 'Qualquer pessoa pode se opor ao seu pedido até esta data. Nós acompanhamos a Revista toda semana e avisamos se alguém se opuser.',
};

const merit: Term = {
  kind: 'exigencia-merito',
  nome: 'Exigência de mérito',
  days: 60,
  customerActs: true,
  acao: 'Responda à exigência do INPI até esta data, ou o pedido será arquivado. Fale com a nossa equipe para preparar a resposta.',
};

const appeal: Term = {
  kind: 'recurso',
  nome: 'Recurso',
  days: 60,
  customerActs: true,
  acao: 'Você pode recorrer da decisão até esta data. O nosso serviço de Recurso prepara e protocola o recurso por você.',
  servico: PLAN.recurso,
};

/** Before RPI nº 2842: 60 days ordinary, then 30 extraordinary with a surcharge (LPI art. 162). */
const concessionFee: Term = {
  kind: 'concessao',
  nome: 'Taxa de concessão',
  days: 60,
  extraDays: 30,
  customerActs: true,
  acao: 'Pague a taxa de concessão e do primeiro decênio até esta data (depois, só no prazo extraordinário de 30 dias, com acréscimo). Nós emitimos a GRU para você.',
};

const beforeDecision: TermKind[] = ['oposicao', 'manifestacao', 'exigencia-formal', 'exigencia-merito'];

export const despachoCodes: Record<string, DespachoCode> = {
  IPAS009: {
    nomeOficial: 'Publicação de pedido de registro para oposição (exame formal concluído)',
    fonte: `${RPI} Em revistas até 2013 a RPI imprimia "Publicação de pedido de registro para oposição".`,
    frase: 'Seu pedido foi publicado para oposição',
    term: opposition,
    fecha: ['exigencia-formal'],
    situacao: 'publicado para oposição',
  },
  IPAS421: {
    nomeOficial: 'Republicação de pedido',
    fonte: `${RPI} Revistas anteriores imprimiam "Republicação de pedido para oposição".`,
    frase: 'Seu pedido foi republicado para oposição: o prazo de oposição recomeça',
    term: opposition,
    fecha: ['exigencia-formal', 'oposicao'],
    situacao: 'publicado para oposição',
  },
  IPAS135: {
    nomeOficial: null,
    fonte: `${NO_NAME} As listas independentes dão "Republicação de pedido (por perda da prioridade)" e "Republicação de pedido de registro para oposição".`,
    frase: 'Seu pedido foi republicado para oposição: o prazo de oposição recomeça',
    term: opposition,
    fecha: ['exigencia-formal', 'oposicao'],
    situacao: 'publicado para oposição',
  },
  IPAS756: {
    nomeOficial: 'Publicação de pedido de registro para oposição (designação)',
    fonte: LISTS,
    frase: 'A designação do seu registro internacional (Protocolo de Madri) foi publicada para oposição',
    term: opposition,
    fecha: ['exigencia-formal'],
    situacao: 'publicado para oposição',
  },
  IPAS423: {
    nomeOficial: 'Notificação de oposição para manifestação',
    fonte: `${RPI} Algumas listas abreviam para "Notificação de oposição".`,
    frase: 'Alguém apresentou oposição ao seu pedido',
    term: {
      kind: 'manifestacao',
      nome: 'Manifestação à oposição',
      days: 60,
      customerActs: true,
      acao: 'Você pode se manifestar contra a oposição até esta data. O nosso serviço de Oposição prepara e protocola a manifestação por você.',
      servico: PLAN.oposicao,
    },
    fecha: [],
    situacao: 'em andamento',
  },
  IPAS005: {
    nomeOficial: 'Exigência formal',
    fonte: LISTS,
    frase: 'O INPI fez uma exigência formal',
    term: {
      kind: 'exigencia-formal',
      nome: 'Exigência formal',
      days: 5,
      customerActs: true,
      acao: 'Cumpra a exigência formal do INPI até esta data, ou o pedido será considerado inexistente. Fale com a nossa equipe imediatamente.',
    },
    fecha: [],
    situacao: 'em andamento',
  },
  IPAS136: {
    nomeOficial: 'Exigência de mérito',
    fonte: LISTS,
    frase: 'O INPI fez uma exigência',
    term: merit,
    fecha: [],
    situacao: 'em andamento',
  },
  IPAS395: {
    nomeOficial: 'Exigência de pagamento',
    fonte: `${LISTS} O prazo de 5 dias é o dessas listas.`,
    frase: 'O INPI pediu a complementação de um pagamento',
    term: {
      kind: 'exigencia-pagamento',
      nome: 'Exigência de pagamento',
      days: 5,
      customerActs: true,
      acao: 'Pague a diferença pedida pelo INPI até esta data. Fale com a nossa equipe: nós emitimos a GRU para você.',
    },
    fecha: [],
    situacao: null,
  },
  IPAS142: {
    nomeOficial: 'Sobrestamento do exame de mérito',
    fonte: RPI,
    frase: 'O exame do seu pedido foi suspenso (sobrestamento) até outro processo ser decidido',
    fecha: [],
    situacao: 'em andamento',
  },
  IPAS029: {
    nomeOficial: 'Deferimento do pedido',
    fonte: `${LISTS} Taxa: Portaria INPI/PR nº 10/2025 (sem taxa de concessão a partir da RPI nº 2842).`,
    frase: 'Marca deferida: o registro será concedido automaticamente, sem taxa a pagar',
    term: concessionFee,
    fecha: beforeDecision,
    situacao: 'deferido',
  },
  IPAS768: {
    nomeOficial: 'Deferimento de designação',
    fonte: LISTS,
    frase: 'A designação do seu registro internacional foi deferida',
    fecha: beforeDecision,
    situacao: 'deferido',
  },
  IPAS158: {
    nomeOficial: 'Concessão de registro',
    fonte: RPI,
    frase: 'Marca concedida: o registro está em vigor por 10 anos',
    fecha: 'todos',
    situacao: 'registrado',
  },
  IPAS770: {
    nomeOficial: 'Concessão de registro em designação',
    fonte: LISTS,
    frase: 'A proteção do seu registro internacional foi concedida no Brasil',
    fecha: 'todos',
    situacao: 'registrado',
  },
  IPAS024: {
    nomeOficial: 'Indeferimento do pedido',
    fonte: LISTS,
    frase: 'O INPI indeferiu o pedido',
    term: appeal,
    fecha: beforeDecision,
    situacao: 'indeferido',
  },
  IPAS774: {
    nomeOficial: 'Indeferimento de designação',
    fonte: LISTS,
    frase: 'O INPI indeferiu a designação do seu registro internacional',
    term: appeal,
    fecha: beforeDecision,
    situacao: 'indeferido',
  },
  IPAS033: {
    nomeOficial: 'Pedido de registro considerado inexistente',
    fonte: LISTS,
    frase: 'O INPI considerou o pedido inexistente',
    fecha: 'todos',
    situacao: 'arquivado',
  },
  IPAS139: {
    nomeOficial: 'Arquivamento definitivo por falta de cumprimento de exigência de mérito',
    fonte: LISTS,
    frase: 'O pedido foi arquivado porque a exigência do INPI não foi cumprida',
    fecha: 'todos',
    situacao: 'arquivado',
  },
  IPAS157: {
    nomeOficial: 'Arquivamento definitivo de pedido de registro por falta de pagamento da concessão',
    fonte: LISTS,
    frase: 'O pedido foi arquivado por falta de pagamento da taxa de concessão',
    fecha: 'todos',
    situacao: 'arquivado',
  },
  IPAS106: {
    nomeOficial: 'Arquivamento definitivo do pedido por falta de procuração',
    fonte: LISTS,
    frase: 'O pedido foi arquivado por falta de procuração',
    fecha: 'todos',
    situacao: 'arquivado',
  },
  IPAS404: {
    nomeOficial: 'Arquivamento de ofício de pedido de registro',
    fonte: `${LISTS} Cabe recurso em 60 dias (LPI art. 212).`,
    frase: 'O INPI arquivou o pedido de ofício',
    term: appeal,
    fecha: 'todos',
    situacao: 'arquivado',
  },
  IPAS360: {
    nomeOficial: 'Notificação de recurso',
    fonte: LISTS,
    frase: 'Foi apresentado recurso contra a decisão: o INPI vai julgá-lo',
    fecha: ['recurso'],
    situacao: null,
  },
  IPAS235: {
    nomeOficial: 'Recurso não provido (decisão mantida)',
    fonte: LISTS,
    frase: 'O recurso não foi aceito: o INPI manteve a decisão',
    fecha: ['recurso'],
    situacao: 'indeferido',
  },
  IPAS237: {
    nomeOficial: 'Recurso provido (decisão reformada para: Deferimento)',
    fonte: LISTS,
    frase:
      'Você ganhou o recurso: o INPI reformou a decisão e deferiu o pedido. O registro será concedido automaticamente, sem taxa a pagar',
    term: concessionFee,
    fecha: ['recurso', ...beforeDecision],
    situacao: 'deferido',
  },
  IPAS400: {
    nomeOficial: 'Notificação de instauração de processo de nulidade a requerimento',
    fonte: `${LISTS} Manifestação do titular em 60 dias (LPI art. 170).`,
    frase: 'Alguém pediu ao INPI a nulidade do seu registro',
    term: {
      kind: 'nulidade',
      nome: 'Manifestação no processo de nulidade',
      days: 60,
      customerActs: true,
      acao: 'Você pode se manifestar no processo de nulidade até esta data. Fale com a nossa equipe para preparar a defesa.',
    },
    fecha: [],
    situacao: null,
  },
  IPAS270: {
    nomeOficial: 'Deferimento de petição',
    fonte: RPI,
    frase: 'O INPI deferiu uma petição deste processo',
    fecha: [],
    situacao: null,
  },
  IPAS402: {
    nomeOficial: 'Anulação de despacho',
    fonte: LISTS,
    frase: 'O INPI anulou um despacho anterior deste processo',
    fecha: [],
    situacao: null,
  },
  IPAS161: {
    nomeOficial: 'Extinção de registro pela expiração do prazo de vigência',
    fonte: LISTS,
    frase: 'O registro foi extinto: o prazo de vigência terminou',
    fecha: 'todos',
    situacao: 'extinto',
  },
  IPAS304: {
    nomeOficial: 'Extinção de registro pela caducidade',
    fonte: LISTS,
    frase: 'O registro foi extinto por caducidade',
    fecha: 'todos',
    situacao: 'extinto',
  },
  IPAS1054: {
    nomeOficial: 'Petição de trâmite prioritário atendida',
    fonte: LISTS,
    frase: 'O INPI aceitou o pedido de trâmite prioritário: o exame será antecipado',
    fecha: [],
    situacao: null,
  },
  IPAS1069: {
    nomeOficial: null,
    fonte: `${NO_NAME} Uma lista independente dá "Petição de trâmite prioritário apta (aguardando prazo legal)".`,
    frase: 'O pedido de trâmite prioritário está em análise no INPI',
    fecha: [],
    situacao: null,
  },
};

const feeFree = (codigo: string, rpi: number) =>
  despachoCodes[codigo]?.term?.kind === 'concessao' && rpi >= FIRST_RPI_WITHOUT_CONCESSION_FEE;

/** The codes whose publication is a filing open to opposition: what the brand watch compares. */
export const publicationCodes = new Set(
  Object.entries(despachoCodes)
    .filter(([, entry]) => entry.term?.kind === 'oposicao')
    .map(([codigo]) => codigo),
);

/** What the customer reads for a despacho: our sentence, or the INPI's own name for a code we don't know. */
export function despachoSentence(codigo: string, officialName: string, rpi: number): string {
  const entry = despachoCodes[codigo];
  if (!entry) return officialName;
  // Before the 2025 table, a deferimento still asked for the concession fee.
  if (entry.term?.kind === 'concessao' && !feeFree(codigo, rpi))
    return codigo === 'IPAS237'
      ? 'Você ganhou o recurso: o INPI reformou a decisão e deferiu o pedido. Falta pagar a taxa de concessão'
      : 'Marca deferida: falta pagar a taxa de concessão';
  return entry.frase;
}

/** The term a despacho of RPI nº `rpi` opens, if any: no concession fee from RPI nº 2842 on. */
export function termOf(codigo: string, rpi: number): Term | undefined {
  return feeFree(codigo, rpi) ? undefined : despachoCodes[codigo]?.term;
}

/** Codes that open a term of one of `kinds` (every code with a term for 'todos'). */
export function codesOpening(kinds: TermKind[] | 'todos'): string[] {
  return Object.entries(despachoCodes)
    .filter(([, entry]) => entry.term && (kinds === 'todos' || kinds.includes(entry.term.kind)))
    .map(([codigo]) => codigo);
}

/** The terms a despacho closes: those it resolves, and an older term of the kind it opens again. */
export function closedKinds(codigo: string): TermKind[] | 'todos' {
  const entry = despachoCodes[codigo];
  if (!entry) return [];
  if (entry.fecha === 'todos') return 'todos';
  return entry.term ? [...new Set([...entry.fecha, entry.term.kind])] : entry.fecha;
}
