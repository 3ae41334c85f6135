import {
  checkoutMachine,
  type CheckoutInput,
  type CheckoutSnapshot,
  type SignUpValues,
} from '../../../machines/checkout/checkout';
import { checkoutOrderMachine, type CheckoutOrderInput } from '../../../machines/checkout/checkout-order';
import type { WalkOptions } from '../../../machines/tooling/walk';
import { messages } from '../../../src/shared/messages';
import type { OrderSummary, Payment, PaymentSubmission } from '../../../machines/checkout/payment';
import { customerProfile } from './login-model';

export { customerProfile };

const order = { tipo: 'marca' as const, id: 7 };

/** Keeps walk path names short: the sample reads as its label in them (JSON), and is otherwise unchanged. */
function labelled<T extends object>(label: string, value: T): T {
  Object.defineProperty(value, 'toJSON', { value: () => label, enumerable: false });
  return value;
}

export function payment(overrides: Partial<Payment>): Payment {
  return {
    id: 31,
    status: 'pending',
    statusDetail: 'pending_waiting_transfer',
    paymentMethodId: 'pix',
    metodo: 'pix',
    installments: 1,
    transactionAmount: 999,
    dateOfExpiration: '2026-11-22T12:00:00.000Z',
    pedido: { id: order.id, tipo: order.tipo, statusPagamento: 'Pendente' },
    ...overrides,
  };
}

export const payments = {
  pixPending: payment({ pix: { qrCode: '00020101021226...6304ABCD', qrCodeBase64: 'iVBORw0KGgo=' } }),
  pixPaid: payment({ status: 'approved', statusDetail: 'accredited', pedido: { ...order, statusPagamento: 'Pago' } }),
  pixExpired: payment({ status: 'cancelled', statusDetail: 'expired' }),
  boletoPending: payment({
    id: 32,
    metodo: 'boleto',
    paymentMethodId: 'bolbradesco',
    statusDetail: 'pending_waiting_payment',
    digitableLine: '23793381286000000000300000000405189670000099900',
    link: '/api/pagamentos/32/boleto',
  }),
  cardApproved: payment({
    id: 33,
    metodo: 'credit_card',
    paymentMethodId: 'master',
    installments: 10,
    status: 'approved',
    statusDetail: 'accredited',
  }),
  cardInAnalysis: payment({
    id: 34,
    metodo: 'credit_card',
    paymentMethodId: 'visa',
    status: 'in_process',
    statusDetail: 'pending_contingency',
  }),
  cardRejected: payment({
    id: 35,
    metodo: 'credit_card',
    paymentMethodId: 'visa',
    status: 'rejected',
    statusDetail: 'cc_rejected_other_reason',
  }),
};

export function summary(pagamento: Payment | null, statusPagamento: 'Pendente' | 'Pago' = 'Pendente'): OrderSummary {
  return { ...order, planId: 1, titulo: 'Essencial', valorCents: 99_900, parcelas: 10, statusPagamento, pagamento };
}

const holderSamples: Record<'valid' | 'shortPassword' | 'mismatch' | 'termsUnticked', SignUpValues> = {
  valid: {
    fullName: 'Maria da Silva Souza',
    email: 'maria@exemplo.com.br',
    cpf: '52998224725',
    phone: '82998765432',
    password: 'senha-forte-123',
    confirmation: 'senha-forte-123',
    terms: true,
  },
  shortPassword: {
    fullName: 'Maria da Silva Souza',
    email: 'maria@exemplo.com.br',
    cpf: '52998224725',
    phone: '82998765432',
    password: 'curta',
    confirmation: 'curta',
    terms: true,
  },
  mismatch: {
    fullName: 'Maria da Silva Souza',
    email: 'maria@exemplo.com.br',
    cpf: '52998224725',
    phone: '82998765432',
    password: 'senha-forte-123',
    confirmation: 'senha-forte-124',
    terms: true,
  },
  termsUnticked: {
    fullName: 'Maria da Silva Souza',
    email: 'maria@exemplo.com.br',
    cpf: '52998224725',
    phone: '82998765432',
    password: 'senha-forte-123',
    confirmation: 'senha-forte-123',
    terms: false,
  },
};

export const holders = Object.fromEntries(
  Object.entries(holderSamples).map(([name, holder]) => [name, labelled(name, holder)]),
) as typeof holderSamples;

export const pixRequest: PaymentSubmission = labelled('pix request', {
  id: order.id,
  tipo: order.tipo,
  metodo: 'pix',
  paymentMethodId: 'pix',
  installments: 1,
  idempotencyKey: '4b0c2f7e-0d8e-4b8e-9d1a-3f2e1c0b9a87',
  payer: { firstName: 'Maria', lastName: 'da Silva Souza', email: 'maria@exemplo.com.br' },
});

const failure = (status: number | undefined, message?: string) => ({ status, message });

const inputs: Array<{ name: string; input: CheckoutInput }> = [
  { name: 'visitor at /confirmplan choosing Essencial', input: { at: 'confirmplan', planId: 1 } },
  { name: 'visitor at /confirmplan choosing Busca', input: { at: 'confirmplan', planId: 4 } },
  { name: 'visitor at /confirmplan choosing Corporativo', input: { at: 'confirmplan', planId: 3 } },
  { name: 'visitor at /confirmplan without a plan', input: { at: 'confirmplan' } },
  { name: 'customer at /new-marca', input: { at: 'new-marca', profile: customerProfile } },
  { name: 'customer at /new-service', input: { at: 'new-service', profile: customerProfile } },
  { name: 'customer at /new-payment for Oposição', input: { at: 'new-payment', planId: 5, profile: customerProfile } },
  { name: 'reload of /pix-payment', input: { at: 'pix-payment', order } },
  { name: '/payment typed without an order', input: { at: 'payment' } },
];

/** The checkout machine as a model: every entry page, every answer the API can give; the order's pages end three ways. */
export const checkoutModel = {
  machine: checkoutMachine,
  inputs,
  events: {
    SUBMIT: Object.values(holders).map((holder) => ({ type: 'SUBMIT' as const, holder })),
    // On each card page, one card of its kind and one of the other kind (which that page does not offer).
    CHOOSE: (snapshot) =>
      (snapshot as CheckoutSnapshot).matches('choosingBrandPlan')
        ? [
            { type: 'CHOOSE' as const, planId: 2 },
            { type: 'CHOOSE' as const, planId: 4 },
          ]
        : [
            { type: 'CHOOSE' as const, planId: 5 },
            { type: 'CHOOSE' as const, planId: 2 },
          ],
    SET_TERMS: (snapshot) => [
      { type: 'SET_TERMS' as const, accepted: !(snapshot as CheckoutSnapshot).context.termsAccepted },
    ],
  },
  actors: {
    register: {
      done: { registered: { orderId: 7, userId: 3 } },
      error: {
        cpfTaken: failure(409, messages.register.duplicateCpf),
        emailTaken: failure(409, messages.register.duplicateEmail),
        offline: failure(undefined),
        serverError: failure(500),
      },
    },
    createOrder: {
      done: { created: { orderId: 7 } },
      error: {
        sessionExpired: failure(401),
        offline: failure(undefined),
        refused: failure(400, 'Escolha um serviço: Busca, Oposição ou Recurso.'),
      },
    },
    checkoutOrder: {
      done: { finished: { end: 'finished' }, sessionExpired: { end: 'toLogin' }, notFound: { end: 'orderMissing' } },
    },
  },
} satisfies WalkOptions<typeof checkoutMachine>;

const orderInputs: Array<{ name: string; input: CheckoutOrderInput }> = [
  { name: 'reload of /payment (or an order just created)', input: { order, resumeAt: 'payment' } },
  { name: 'reload of /pix-payment', input: { order, resumeAt: 'pix-payment' } },
  { name: 'reload of /ticket-payment', input: { order, resumeAt: 'ticket-payment' } },
  { name: 'reload of /confirm-payment', input: { order, resumeAt: 'confirm-payment' } },
];

/** The order's machine as a model: every page it can be opened on, every answer about the order and its payment. */
export const checkoutOrderModel = {
  machine: checkoutOrderMachine,
  inputs: orderInputs,
  events: { PAY: [{ type: 'PAY', request: pixRequest }] },
  actors: {
    loadOrder: {
      done: {
        unpaid: { summary: summary(null), profile: customerProfile },
        pixPending: { summary: summary(payments.pixPending), profile: customerProfile },
        boletoPending: { summary: summary(payments.boletoPending), profile: customerProfile },
        cardInAnalysis: { summary: summary(payments.cardInAnalysis), profile: customerProfile },
        cardRejected: { summary: summary(payments.cardRejected), profile: customerProfile },
        paid: { summary: summary(payments.cardApproved, 'Pago'), profile: customerProfile },
      },
      error: {
        sessionExpired: failure(401),
        notFound: failure(404, 'Pedido não encontrado.'),
        offline: failure(undefined),
      },
    },
    submitPayment: {
      done: {
        pix: payments.pixPending,
        boleto: payments.boletoPending,
        cardApproved: payments.cardApproved,
        cardInAnalysis: payments.cardInAnalysis,
        cardRejected: payments.cardRejected,
      },
      error: {
        sessionExpired: failure(401),
        offline: failure(undefined),
        refused: failure(400, 'Este pedido pode ser parcelado em até 10x.'),
        serverError: failure(502),
      },
    },
    checkPayment: {
      done: { paid: payments.pixPaid, stillPending: payments.pixPending, expired: payments.pixExpired },
      error: { offline: failure(undefined) },
    },
  },
} satisfies WalkOptions<typeof checkoutOrderMachine>;
