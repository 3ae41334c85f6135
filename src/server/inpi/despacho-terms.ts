import { PLAN, type PlanId } from '../../shared/catalogue';

/**
 * The shapes of the despacho table and the terms its codes open, with the legal source of each term
 * (Lei 9.279/1996, the LPI). The table itself is in despacho-table-*.ts; the rules that read it in despacho-codes.ts.
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
  | 'nulidade'
  | 'caducidade'
  | 'exigencia-peticao'
  | 'manifestacao-recurso'
  | 'documentos'
  | 'prorrogacao';

/** A term a despacho opens: who must act, in how many calendar days from the first business day after the RPI. */
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
  /** Counted from the registration's validity end, not from the RPI (the renewal, LPI art. 133). */
  fromValidity?: true;
}

export interface DespachoCode {
  /** The INPI's name, as its table of despachos for marcas gives it (and the current RPI prints it). */
  nomeOficial: string;
  /** Where the name came from, and the legal basis of the term it opens. */
  fonte: string;
  /** The plain sentence on the customer's timeline. */
  frase: string;
  /** The sentence for an issue before RPI nº 2842, when a deferimento still asked for the concession fee. */
  fraseComTaxa?: string;
  term?: Term;
  /** The open terms of the same process this despacho resolves ('todos': every one). */
  fecha: TermKind[] | 'todos';
  /** The situation the process is in after it; null when it does not change. */
  situacao: Situacao | null;
}

/** The INPI's table, as read for this product: every entry's name comes from it unless its `fonte` says otherwise. */
export const TABELA =
  'Tabela de Códigos de Despachos – Marcas do INPI (revistas.inpi.gov.br/rpi/download/despachos/300), ' +
  'na transcrição pública do PDF feita em 12/08/2026 em github.com/felipeaugusantos/SISTEMAINPIZEREGISTRA ' +
  '(app/badepi/despachos_codigos.py); o PDF original não pôde ser aberto aqui.';

export const opposition: Term = {
  kind: 'oposicao',
  nome: 'Oposição de terceiros',
  days: 60,
  customerActs: false,
  acao: 'Qualquer pessoa pode se opor ao seu pedido até esta data. Nós acompanhamos a Revista toda semana e avisamos se alguém se opuser.',
};

export const answerOpposition: Term = {
  kind: 'manifestacao',
  nome: 'Manifestação à oposição',
  days: 60,
  customerActs: true,
  acao: 'Você pode se manifestar contra a oposição até esta data. O nosso serviço de Oposição prepara e protocola a manifestação por você.',
  servico: PLAN.oposicao,
};

export const formal: Term = {
  kind: 'exigencia-formal',
  nome: 'Exigência formal',
  days: 5,
  customerActs: true,
  acao: 'Cumpra a exigência formal do INPI até esta data, ou o pedido será considerado inexistente. Fale com a nossa equipe imediatamente.',
};

export const merit: Term = {
  kind: 'exigencia-merito',
  nome: 'Exigência de mérito',
  days: 60,
  customerActs: true,
  acao: 'Responda à exigência do INPI até esta data, ou o pedido será arquivado. Fale com a nossa equipe para preparar a resposta.',
};

export const payment: Term = {
  kind: 'exigencia-pagamento',
  nome: 'Exigência de pagamento',
  days: 5,
  customerActs: true,
  acao: 'Pague a diferença pedida pelo INPI até esta data. Fale com a nossa equipe: nós emitimos a GRU para você.',
};

export const appeal: Term = {
  kind: 'recurso',
  nome: 'Recurso',
  days: 60,
  customerActs: true,
  acao: 'Você pode recorrer da decisão até esta data. O nosso serviço de Recurso prepara e protocola o recurso por você.',
  servico: PLAN.recurso,
};

/** Before RPI nº 2842: 60 days ordinary, then 30 extraordinary with a surcharge (LPI art. 162). */
export const concessionFee: Term = {
  kind: 'concessao',
  nome: 'Taxa de concessão',
  days: 60,
  extraDays: 30,
  customerActs: true,
  acao: 'Pague a taxa de concessão e do primeiro decênio até esta data (depois, só no prazo extraordinário de 30 dias, com acréscimo). Nós emitimos a GRU para você.',
};

/** LPI art. 170: the holder answers a nullity proceeding, on request or ex officio, in 60 days. */
export const nullity: Term = {
  kind: 'nulidade',
  nome: 'Manifestação no processo de nulidade',
  days: 60,
  customerActs: true,
  acao: 'Você pode se manifestar no processo de nulidade até esta data. Fale com a nossa equipe para preparar a defesa.',
};

/** LPI art. 143: the holder proves use, or justifies disuse, in 60 days. */
export const lapse: Term = {
  kind: 'caducidade',
  nome: 'Manifestação no pedido de caducidade',
  days: 60,
  customerActs: true,
  acao: 'Prove o uso da marca (ou justifique o desuso) até esta data, ou o registro será declarado caduco. Fale com a nossa equipe para reunir as provas.',
};

/**
 * Demands in a petition, not in the application: no article of the LPI gives their term, so each takes the term the
 * LPI or the table gives the same act on the application (decision 018): 5 days to comply with a formal or payment
 * demand (art. 157; IPAS395), 60 days for a demand on the merits (arts. 159 and 214).
 */
const petitionDemand = (days: number, acao: string): Term => ({
  kind: 'exigencia-peticao',
  nome: 'Exigência em petição',
  days,
  customerActs: true,
  acao,
});

export const petitionPayment = petitionDemand(
  5,
  'Pague a diferença que o INPI pediu para a petição até esta data. Fale com a nossa equipe: nós emitimos a GRU para você.',
);

export const petitionFormal = petitionDemand(
  5,
  'Cumpra a exigência do INPI sobre a petição até esta data. Fale com a nossa equipe imediatamente.',
);

export const petitionMerit = petitionDemand(
  60,
  'Responda à exigência do INPI sobre a petição até esta data. Fale com a nossa equipe para preparar a resposta.',
);

/** LPI art. 214: what the INPI asks in the appeal is answered in 60 days; a new impediment is answered the same way. */
export const appealObjection: Term = {
  kind: 'manifestacao-recurso',
  nome: 'Manifestação no recurso',
  days: 60,
  customerActs: true,
  acao: 'Você pode se manifestar sobre o novo impedimento que o INPI apontou no recurso até esta data. Fale com a nossa equipe para preparar a manifestação.',
};

/** LPI arts. 147 and 148, parágrafos únicos: the rules of a collective or certification mark come within 60 days. */
export const markDocuments: Term = {
  kind: 'documentos',
  nome: 'Documentos da marca coletiva ou de certificação',
  days: 60,
  customerActs: true,
  acao: 'Apresente o regulamento de utilização (marca coletiva) ou as características e as medidas de controle (marca de certificação) até esta data, ou a designação será arquivada. Fale com a nossa equipe.',
};

/**
 * LPI art. 133: a registration lasts 10 years from its concession and is renewed in its last year of validity
 * (the ordinary term, ending on the validity end), or within the 6 months after it with an extra fee (§ 1º).
 */
export const renewal: Term = {
  kind: 'prorrogacao',
  nome: 'Prorrogação do registro',
  days: 0,
  fromValidity: true,
  customerActs: true,
  acao: 'Peça a prorrogação do registro até esta data (no último ano de vigência); depois, só nos 6 meses seguintes, com acréscimo na taxa do INPI. O nosso serviço de Prorrogação faz o pedido por você.',
  servico: PLAN.prorrogacao,
};

/** The terms a decision on the application ends: nobody needs to oppose, answer or comply any more. */
export const beforeDecision: TermKind[] = [
  'oposicao',
  'manifestacao',
  'exigencia-formal',
  'exigencia-merito',
  'documentos',
];

/** The terms a decision on a petition ends (deferida, indeferida, não conhecida, prejudicada, arquivada). */
export const petitionDecided: TermKind[] = ['exigencia-peticao'];

/** The terms the decision of an appeal ends: the appeal itself and what was asked while it was judged. */
export const appealDecided: TermKind[] = ['recurso', 'manifestacao-recurso'];
