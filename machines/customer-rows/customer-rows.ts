import { initialTransition, setup } from 'xstate';
import { PLAN } from '../../src/shared/catalogue';
import { messages } from '../../src/shared/messages';
import { orderReference, protocolOrReference } from '../../src/shared/order-reference';
import { isRejected, isReturned } from '../request-status/request-status';
import type { CorrectionPart } from '../../src/shared/request-statuses';
import { rejectionMoneyText, type RejectionMoney } from '../../src/shared/rejection-refund';
import { isPaid, type CustomerBrand, type OrderKind, type PaymentStatusLabel } from '../../src/shared/schemas/checkout';
import type { ServiceAnswers } from '../service-request/service-answers';

/**
 * What the action cell of a row on /home (brands) and /servicos (services) offers, decided by the guards
 * of spec section 4, in the spec's order. Each table is a tiny machine: its guards pick one final state.
 */
export type RowAction =
  | { kind: 'pay'; note: string; label: string; to: '/payment'; order: { tipo: OrderKind; id: number } }
  | { kind: 'finishBrand'; label: string; to: '/titular'; search: { marcaId: number } }
  | { kind: 'finishService'; label: string; to: '/novo-servico'; search: { marcaId: number; tipo: number } }
  /** A concluded service: "Ver detalhes" opens the message staff wrote and a chat link carrying the protocol. */
  | {
      kind: 'details';
      label: string;
      mensagem: string | null;
      protocolo: string;
      /** A concluded Busca: the service whose parecer (a PDF staff send) the customer downloads. */
      parecerDe?: number;
    }
  /**
   * A refused request: "Solicitação recusada" (a service) or "Pedido recusado" (a brand), the staff's reason, what
   * happens to the money paid and what to do next.
   */
  | { kind: 'rejected'; title: string; reason: string; money: string | null; next: string; protocolo: string }
  /** Returned for correction: "Devolvido para correção: {motivo}", what to correct, and "Corrigir" at its first part. */
  | {
      kind: 'returned';
      text: string;
      parts: string;
      label: string;
      to: '/add-titular' | '/arquivos' | '/procuracao' | '/novo-servico' | '/servico-procuracao';
      search: { marcaId: number; tipo?: number };
    }
  | { kind: 'text'; text: string }
  /** A card payment under analysis: no new payment is offered while it is pending. */
  | { kind: 'inAnalysis'; text: string; note: string }
  /** Sent without every outorgante's recognised signature: who still signs, how, and where to send it. */
  | {
      kind: 'awaitingSignature';
      text: string;
      pending: string[];
      how: string;
      label: string;
      to: '/assinatura';
      search: { tipo: OrderKind; id: number };
    };

/**
 * A brand row. The spec's "paid and named" means the registration is complete; here the name is saved at
 * /marca, two steps before the end, so completion is the wizard's confirmation (`concluido`).
 */
export type BrandRow = Pick<CustomerBrand, 'id' | 'nome' | 'statusPagamento' | 'concluido' | 'pagamentoEmAnalise'> &
  Partial<Pick<CustomerBrand, 'status' | 'mensagem' | 'aguardandoAssinatura' | 'correcao' | 'reembolso'>>;

/** One of the customer's services as /servicos lists it (GET /api/servicos/), in camelCase. */
export interface CustomerService {
  id: number;
  numProtocolo: string | null;
  nome: string;
  planId: number;
  status: string;
  statusPagamento: PaymentStatusLabel;
  mensagem: string | null;
  procuracaoAssinada: boolean;
  dados: ServiceAnswers;
  /** The customer sent the request from its review (until then it can be finished from /servicos). */
  concluido: boolean;
  /** Sent, waiting for the procuração's signature: who still has to sign ("falta a assinatura de {nome}"). */
  aguardandoAssinatura?: string[];
  /** Present (true) while a card payment of the unpaid order is under the provider's analysis. */
  pagamentoEmAnalise?: boolean;
  /** Returned for correction: the parts the customer may change. */
  correcao?: CorrectionPart[];
  /** Rejected: what happens to the money paid. */
  reembolso?: RejectionMoney;
}

/**
 * A service row. After the spec's four rules, a request the customer has not sent from its review yet
 * (`concluido` false) still offers "Finalizar solicitação do serviço": the form and the upload are saved
 * before the review, and "em análise" would leave an unsent request stranded.
 */
export type ServiceRow = Pick<
  CustomerService,
  'id' | 'planId' | 'status' | 'statusPagamento' | 'procuracaoAssinada' | 'dados' | 'concluido'
> &
  Partial<
    Pick<
      CustomerService,
      'mensagem' | 'numProtocolo' | 'pagamentoEmAnalise' | 'aguardandoAssinatura' | 'correcao' | 'reembolso'
    >
  >;

export const brandRowMachine = setup({
  types: { context: {} as { brand: BrandRow }, input: {} as BrandRow },
  guards: {
    rejected: ({ context }) => isRejected(context.brand.status ?? ''),
    returned: ({ context }) => isReturned(context.brand.status ?? ''),
    paymentInAnalysis: ({ context }) => !isPaid(context.brand.statusPagamento) && !!context.brand.pagamentoEmAnalise,
    awaitingPayment: ({ context }) => !isPaid(context.brand.statusPagamento),
    /** The server says who still has to sign only while the request waits for it. */
    awaitingSignature: ({ context }) => context.brand.aguardandoAssinatura !== undefined,
    registrationDone: ({ context }) => context.brand.concluido,
  },
}).createMachine({
  id: 'brand-row',
  context: ({ input }) => ({ brand: input }),
  initial: 'deciding',
  states: {
    deciding: {
      description: "Reads the brand row's status, payment and confirmation: a refusal or a return first, then payment.",
      always: [
        { guard: 'rejected', target: 'rejected' },
        { guard: 'returned', target: 'returned' },
        { guard: 'paymentInAnalysis', target: 'paymentInAnalysis' },
        { guard: 'awaitingPayment', target: 'awaitingPayment' },
        { guard: 'awaitingSignature', target: 'awaitingSignature' },
        { guard: 'registrationDone', target: 'registered' },
        { target: 'unfinished' },
      ],
    },
    rejected: {
      type: 'final',
      description:
        'Rejeitada: "Pedido recusado" with the reason staff gave, what happens to the money (refund before filing, none after) and a next step.',
    },
    returned: {
      type: 'final',
      description:
        'Devolvida: "Devolvido para correção: {motivo}", the parts to correct, and "Corrigir" opening the wizard at the first of them.',
    },
    paymentInAnalysis: {
      type: 'final',
      description: 'A card payment the provider is still analysing: "Pagamento em análise", no new payment.',
    },
    awaitingPayment: { type: 'final', description: 'Not paid: "Aguardando Pagamento" and a new payment.' },
    awaitingSignature: {
      type: 'final',
      description:
        'Confirmed without every outorgante\'s recognised signature: "Aguardando assinatura da procuração", who still signs, and "Enviar procuração assinada".',
    },
    registered: {
      type: 'final',
      description: 'Paid, confirmed and signed by every outorgante: "Você concluiu o registro da marca!".',
    },
    unfinished: {
      type: 'final',
      description: 'Paid, not confirmed yet: "Finalizar registro da marca" opens the wizard.',
    },
  },
});

export const serviceRowMachine = setup({
  types: { context: {} as { service: ServiceRow }, input: {} as ServiceRow },
  guards: {
    concluded: ({ context }) => context.service.status === 'Concluído',
    rejected: ({ context }) => isRejected(context.service.status),
    returned: ({ context }) => isReturned(context.service.status),
    paymentInAnalysis: ({ context }) =>
      context.service.statusPagamento === 'Pendente' && !!context.service.pagamentoEmAnalise,
    awaitingPayment: ({ context }) => context.service.statusPagamento === 'Pendente',
    powerOfAttorneyMissing: ({ context }) =>
      !context.service.procuracaoAssinada && context.service.planId !== PLAN.busca,
    searchWithoutBrand: ({ context }) =>
      context.service.planId === PLAN.busca && !String(context.service.dados?.nomeMarca ?? '').trim(),
    notSent: ({ context }) => !context.service.concluido,
    /** The server says who still has to sign only while the request waits for it. */
    awaitingSignature: ({ context }) => context.service.aguardandoAssinatura !== undefined,
  },
}).createMachine({
  id: 'service-row',
  context: ({ input }) => ({ service: input }),
  initial: 'deciding',
  states: {
    deciding: {
      description: "Reads the service row's status, payment, power of attorney and data, in the spec's order.",
      always: [
        { guard: 'concluded', target: 'concluded' },
        { guard: 'rejected', target: 'rejected' },
        { guard: 'returned', target: 'returned' },
        { guard: 'paymentInAnalysis', target: 'paymentInAnalysis' },
        { guard: 'awaitingPayment', target: 'awaitingPayment' },
        { guard: 'awaitingSignature', target: 'awaitingSignature' },
        { guard: 'powerOfAttorneyMissing', target: 'unfinished' },
        { guard: 'searchWithoutBrand', target: 'unfinished' },
        { guard: 'notSent', target: 'unfinished' },
        { target: 'inAnalysis' },
      ],
    },
    concluded: {
      type: 'final',
      description: 'Concluído: "Ver detalhes" with the message staff wrote and the protocol.',
    },
    rejected: {
      type: 'final',
      description:
        'Rejeitado: "Solicitação recusada" with the reason staff gave, what happens to the money and a next step.',
    },
    returned: {
      type: 'final',
      description:
        'Devolvido: "Devolvido para correção: {motivo}", the parts to correct, and "Corrigir" opening the form at the first of them.',
    },
    paymentInAnalysis: {
      type: 'final',
      description: 'A card payment the provider is still analysing: "Pagamento em análise", no new payment.',
    },
    awaitingPayment: { type: 'final', description: 'Pagamento pendente: "Aguardando Pagamento" and a new payment.' },
    awaitingSignature: {
      type: 'final',
      description:
        'Sent without the customer\'s recognised signature: "Aguardando assinatura da procuração", who signs, and "Enviar procuração assinada".',
    },
    unfinished: { type: 'final', description: 'Paid but not sent: "Finalizar solicitação do serviço" opens its form.' },
    inAnalysis: { type: 'final', description: 'Paid and sent: "Solicitação em análise."' },
  },
});

const inAnalysis: RowAction = {
  kind: 'inAnalysis',
  text: messages.rows.paymentInAnalysis,
  note: messages.rows.paymentInAnalysisNote,
};

const awaitingSignature = (tipo: OrderKind, id: number, pending: string[]): RowAction => ({
  kind: 'awaitingSignature',
  text: messages.rows.awaitingSignature,
  pending,
  how: messages.rows.awaitingSignatureHow,
  label: messages.rows.sendSignedPowerOfAttorney,
  to: '/assinatura',
  search: { tipo, id },
});

const payFor = (tipo: OrderKind, id: number): RowAction => ({
  kind: 'pay',
  note: messages.rows.awaitingPayment,
  label: messages.rows.newPayment,
  to: '/payment',
  order: { tipo, id },
});

/** A refused request's row: the reason staff wrote with the rejection (also in the history), or a note that there is none. */
const refused = (
  title: string,
  reason: string | null | undefined,
  protocolo: string,
  money: RejectionMoney | undefined,
): RowAction => ({
  kind: 'rejected',
  title,
  reason: reason?.trim() || messages.rows.rejectedNoReason,
  money: money ? rejectionMoneyText(money) : null,
  next: messages.rows.rejectedNext,
  protocolo,
});

/** The parts to correct, in the customer's words ("os dados e a procuração"). */
export function partsText(parts: readonly CorrectionPart[]): string {
  const names = parts.map((part) => messages.corrections.partNames[part]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
}

/** Where "Corrigir" opens a brand: the wizard's first step among the reopened parts. */
const brandCorrectionPage = { dados: '/add-titular', procuracao: '/procuracao', documentos: '/arquivos' } as const;
const serviceCorrectionPage = { dados: '/novo-servico', procuracao: '/servico-procuracao' } as const;

const returned = (
  reason: string | null | undefined,
  parts: readonly CorrectionPart[],
  to: Extract<RowAction, { kind: 'returned' }>['to'],
  search: { marcaId: number; tipo?: number },
): RowAction => ({
  kind: 'returned',
  text: messages.rows.returned(reason?.trim() || messages.rows.rejectedNoReason),
  parts: messages.rows.returnedParts(partsText(parts)),
  label: messages.rows.correct,
  to,
  search,
});

/** Brand rows: refused → the reason; unpaid → a new payment; paid and registered → done; paid and unfinished → the wizard. */
export function brandRowAction(brand: BrandRow): RowAction {
  const [snapshot] = initialTransition(brandRowMachine, brand);
  switch (snapshot.value) {
    case 'rejected':
      // A brand's reason is kept on its rejection event (GET /api/marcas/ sends it as `mensagem`).
      return refused(messages.rows.brandRejected, brand.mensagem, orderReference('marca', brand.id), brand.reembolso);
    case 'returned': {
      // The wizard's order: data (owners, brand data), procuração, files.
      const parts = brand.correcao ?? [];
      const first = (['dados', 'procuracao', 'documentos'] as const).find((part) => parts.includes(part)) ?? 'dados';
      return returned(brand.mensagem, parts, brandCorrectionPage[first], { marcaId: brand.id });
    }
    case 'paymentInAnalysis':
      return inAnalysis;
    case 'awaitingPayment':
      return payFor('marca', brand.id);
    case 'awaitingSignature':
      return awaitingSignature('marca', brand.id, brand.aguardandoAssinatura ?? []);
    case 'registered':
      return { kind: 'text', text: messages.rows.brandRegistered };
    default:
      return { kind: 'finishBrand', label: messages.rows.finishBrand, to: '/titular', search: { marcaId: brand.id } };
  }
}

/** Service rows: concluded, unpaid, power of attorney missing (not for Busca), Busca without data, not sent yet, in analysis. */
export function serviceRowAction(service: ServiceRow): RowAction {
  const [snapshot] = initialTransition(serviceRowMachine, service);
  switch (snapshot.value) {
    case 'concluded':
      return {
        kind: 'details',
        label: messages.rows.serviceDetails,
        mensagem: service.mensagem ?? null,
        protocolo: protocolOrReference('servico', service.id, service.numProtocolo),
        ...(service.planId === PLAN.busca && { parecerDe: service.id }),
      };
    case 'rejected':
      return refused(
        messages.rows.serviceRejected,
        service.mensagem,
        protocolOrReference('servico', service.id, service.numProtocolo),
        service.reembolso,
      );
    case 'returned': {
      const parts = service.correcao ?? [];
      const first = parts.includes('dados') || !parts.includes('procuracao') ? 'dados' : 'procuracao';
      return returned(service.mensagem, parts, serviceCorrectionPage[first], {
        marcaId: service.id,
        tipo: service.planId,
      });
    }
    case 'paymentInAnalysis':
      return inAnalysis;
    case 'awaitingPayment':
      return payFor('servico', service.id);
    case 'awaitingSignature':
      return awaitingSignature('servico', service.id, service.aguardandoAssinatura ?? []);
    case 'unfinished':
      return {
        kind: 'finishService',
        label: messages.rows.finishService,
        to: '/novo-servico',
        search: { marcaId: service.id, tipo: service.planId },
      };
    default:
      return { kind: 'text', text: messages.rows.serviceInAnalysis };
  }
}
