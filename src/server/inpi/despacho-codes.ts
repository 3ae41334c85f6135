import { PLAN, type PlanId } from '../../shared/catalogue';

/**
 * The INPI's despacho codes for brands (IPAS…) that our customers hear about, as data.
 *
 * Source: the codes and their official names as printed in the Revista da Propriedade Industrial, seção
 * Marcas (the XML's `<despacho codigo nome>`; the official name we store is always the one in the file);
 * the terms from the Lei 9.279/1996 (arts. 158, 159, 162, 212) and the INPI's Manual de Marcas
 * (manualdemarcas.inpi.gov.br, sections 5 and 6). The plain sentence and the "what to do" are ours.
 * A code not listed here still becomes a timeline event, with the INPI's own name.
 */

/** A term a despacho opens: who must act, in how many calendar days counted from the RPI's date. */
export interface Term {
  /** Short name for the staff queue. */
  nome: string;
  days: number;
  /** The customer (or we for them) must act: reminders at 15 and 5 days go out only for these. */
  customerActs: boolean;
  /** What to do, told to the customer in the e-mails. */
  acao: string;
  /** The service of ours that does it, offered with a purchase link. */
  servico?: PlanId;
}

export interface DespachoCode {
  /** The plain sentence on the customer's timeline. */
  frase: string;
  term?: Term;
}

const opposition: Term = {
  nome: 'Oposição de terceiros',
  days: 60,
  customerActs: false,
  acao: 'Qualquer pessoa pode se opor ao seu pedido até esta data. Nós acompanhamos a Revista toda semana e avisamos se alguém se opuser.',
};

const merit: Term = {
  nome: 'Exigência de mérito',
  days: 60,
  customerActs: true,
  acao: 'Responda à exigência do INPI até esta data, ou o pedido será arquivado. Fale com a nossa equipe para preparar a resposta.',
};

const appeal: Term = {
  nome: 'Recurso',
  days: 60,
  customerActs: true,
  acao: 'Você pode recorrer da decisão até esta data. O nosso serviço de Recurso prepara e protocola o recurso por você.',
  servico: PLAN.recurso,
};

export const despachoCodes: Record<string, DespachoCode> = {
  IPAS009: { frase: 'Seu pedido foi publicado para oposição', term: opposition },
  // Republications re-open the opposition term.
  IPAS421: { frase: 'Seu pedido foi republicado para oposição', term: opposition },
  IPAS423: {
    frase: 'Alguém apresentou oposição ao seu pedido',
    term: {
      nome: 'Manifestação à oposição',
      days: 60,
      customerActs: true,
      acao: 'Você pode se manifestar contra a oposição até esta data. O nosso serviço de Oposição prepara e protocola a manifestação por você.',
      servico: PLAN.oposicao,
    },
  },
  IPAS005: {
    frase: 'O INPI fez uma exigência formal',
    term: {
      nome: 'Exigência formal',
      days: 5,
      customerActs: true,
      acao: 'Cumpra a exigência formal do INPI até esta data, ou o pedido será considerado inexistente. Fale com a nossa equipe imediatamente.',
    },
  },
  IPAS136: { frase: 'O INPI fez uma exigência', term: merit },
  IPAS142: { frase: 'O exame do seu pedido foi suspenso (sobrestamento) até outro processo ser decidido' },
  IPAS029: {
    frase: 'Marca deferida: falta pagar a taxa de concessão',
    term: {
      nome: 'Taxa de concessão',
      days: 60,
      customerActs: true,
      acao: 'Pague a taxa de concessão e do primeiro decênio até esta data (depois, só no prazo extra, com acréscimo). Nós emitimos a GRU para você.',
    },
  },
  IPAS158: { frase: 'Marca concedida' },
  IPAS024: { frase: 'O INPI indeferiu o pedido', term: appeal },
  IPAS139: { frase: 'O pedido foi arquivado' },
  IPAS157: { frase: 'O pedido foi arquivado por falta de pagamento da taxa de concessão' },
  IPAS106: { frase: 'O pedido foi arquivado' },
  IPAS404: { frase: 'O pedido foi arquivado' },
  IPAS360: { frase: 'Foi apresentado recurso contra a decisão' },
  IPAS235: { frase: 'O recurso foi decidido' },
  IPAS237: { frase: 'O recurso foi decidido: a decisão foi mantida' },
  IPAS238: { frase: 'O recurso foi decidido: a decisão foi reformada' },
  IPAS161: { frase: 'O registro foi extinto' },
  IPAS304: { frase: 'O registro foi extinto' },
};

/** The codes whose publication is a new filing open to opposition: what the brand watch compares. */
export const publicationCodes = new Set(['IPAS009', 'IPAS421']);

/** What the customer reads for a despacho: our sentence, or the INPI's own name for a code we don't know. */
export function despachoSentence(codigo: string, officialName: string): string {
  return despachoCodes[codigo]?.frase ?? officialName;
}

export const termOf = (codigo: string): Term | undefined => despachoCodes[codigo]?.term;
