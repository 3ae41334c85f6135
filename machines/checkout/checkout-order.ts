import { assign, fromPromise, setup } from 'xstate';
import { messages } from '../../src/shared/messages';
import { isPaid, type OrderKind, type PaymentMethodChoice } from '../../src/shared/schemas/checkout';
import type { Profile } from '../../src/shared/schemas/profile';
import { failureMessage, failureOf } from '../shared/api-failure';
import type { OrderSummary, Payment, PaymentSubmission } from './payment';
import { awaitingPayment, reviewingOrder } from './payment-watch';

/** The pages of one order, named after their routes: the state decides which one shows. */
export const orderScreens = ['payment', 'pix-payment', 'ticket-payment', 'confirm-payment'] as const;
export type OrderScreen = (typeof orderScreens)[number];

/** One of the customer's orders: what the order pages carry in the URL. */
export interface OrderRef {
  tipo: OrderKind;
  id: number;
}

/** The order and the page it was opened (or reloaded) on. */
export interface CheckoutOrderInput {
  order: OrderRef;
  resumeAt: OrderScreen;
}

export interface LoadedOrder {
  summary: OrderSummary;
  profile: Profile;
}

export interface CheckoutOrderContext {
  order: OrderRef;
  /** The page the order was opened on: it stays on screen while the order is read. */
  resumeAt: OrderScreen;
  profile: Profile | null;
  summary: OrderSummary | null;
  /** The method /payment opens with (the one to try again after a refusal). */
  method: PaymentMethodChoice | null;
  /** The payment being sent, with its idempotency key: a retry sends the very same request. */
  attempt: PaymentSubmission | null;
  /** The latest payment attempt as the server reports it. */
  payment: Payment | null;
  error: string | null;
  /** How the order's pages ended, set as they end: the machine's output. */
  end: OrderEnd | null;
}

export type CheckoutOrderEvent =
  | { type: 'RETRY' }
  | { type: 'PAY'; request: PaymentSubmission }
  | { type: 'TRY_AGAIN' }
  | { type: 'CHANGE_METHOD' }
  | { type: 'NEXT' }
  | { type: 'FINISH' };

/** How an order's pages end: "Finalizar requisição", an expired session, or no such order for this customer. */
export type OrderEnd = 'finished' | 'toLogin' | 'orderMissing';

const isAwaiting = (payment: Payment | null) => payment?.status === 'pending' || payment?.status === 'in_process';

/** The customer-facing reason a payment did not go through, from the provider's status detail. */
export function declineMessage(payment: Payment | null): string {
  const detail = payment ? messages.payments.statusDetail[payment.statusDetail] : undefined;
  if (detail) return detail;
  return payment?.status === 'cancelled' ? messages.payments.expired : messages.payments.statusDetailFallback;
}

export const checkoutOrderMachine = setup({
  types: {
    context: {} as CheckoutOrderContext,
    events: {} as CheckoutOrderEvent,
    input: {} as CheckoutOrderInput,
    output: {} as { end: OrderEnd },
  },
  actors: {
    // Provided by the web app (the API) or by tests.
    loadOrder: fromPromise<LoadedOrder, OrderRef>(async () => {
      throw new Error('loadOrder não fornecido');
    }),
    submitPayment: fromPromise<Payment, PaymentSubmission>(async () => {
      throw new Error('submitPayment não fornecido');
    }),
    checkPayment: fromPromise<Payment, { id: number }>(async () => {
      throw new Error('checkPayment não fornecido');
    }),
  },
  actions: {
    clearError: assign({ error: null }),
    showError: assign((_, params: { message: string }) => ({ error: params.message })),
    keepOrder: assign((_, params: LoadedOrder) => ({
      summary: params.summary,
      profile: params.profile,
      payment: params.summary.pagamento,
    })),
    // The order's standing travels with each answer about its payment.
    keepPayment: assign(({ context }, params: { payment: Payment }) => ({
      payment: params.payment,
      summary: context.summary && { ...context.summary, statusPagamento: params.payment.pedido.statusPagamento },
    })),
    // A retry of the same attempt sends the same request (same idempotency key); another method starts afresh.
    startAttempt: assign((_, params: { request: PaymentSubmission }) => ({
      attempt: params.request,
      method: params.request.metodo,
    })),
    forgetAttempt: assign({ error: null, attempt: null, method: null }),
    retrySameMethod: assign({ error: null, attempt: null, method: ({ context }) => context.payment?.metodo ?? null }),
    showDecline: assign({ error: ({ context }) => declineMessage(context.payment) }),
    endAs: assign((_, params: { end: OrderEnd }) => ({ end: params.end })),
  },
  guards: {
    unauthorized: ({ event }) => failureOf(event).status === 401,
    orderNotFound: ({ event }) => failureOf(event).status === 404,
    // Resuming an order: a typed URL cannot skip a step.
    orderPaid: ({ context }) => isPaid(context.summary?.statusPagamento),
    pixToResume: ({ context }) =>
      context.resumeAt === 'pix-payment' && context.payment?.metodo === 'pix' && isAwaiting(context.payment),
    boletoToResume: ({ context }) =>
      context.resumeAt === 'ticket-payment' && context.payment?.metodo === 'boleto' && isAwaiting(context.payment),
    // A card the provider is analysing: no new payment while it is pending, only its standing (/confirm-payment).
    cardInAnalysis: ({ context }) => context.payment?.status === 'in_process',
    attemptToReview: ({ context }) =>
      context.resumeAt === 'confirm-payment' && (context.payment?.status === 'approved' || isAwaiting(context.payment)),
    // The payment's answer.
    isPix: ({ context }) => context.payment?.metodo === 'pix',
    isBoleto: ({ context }) => context.payment?.metodo === 'boleto',
    approved: ({ context }) => context.payment?.status === 'approved',
    inAnalysis: ({ context }) => isAwaiting(context.payment),
    paid: ({ context }) =>
      isPaid(context.summary?.statusPagamento) ||
      context.payment?.status === 'approved' ||
      isPaid(context.payment?.pedido.statusPagamento),
    stillAwaiting: ({ context }) => isAwaiting(context.payment),
  },
  delays: {
    // How often /pix-payment and /ticket-payment ask whether the payment was made.
    pollDelay: 3000,
  },
}).createMachine({
  id: 'checkout-order',
  context: ({ input }) => ({
    order: input.order,
    resumeAt: input.resumeAt,
    profile: null,
    summary: null,
    method: null,
    attempt: null,
    payment: null,
    error: null,
    end: null,
  }),
  initial: 'loading',
  // Every final state sets how the order's pages ended on its way in.
  output: ({ context }) => ({ end: context.end! }),
  states: {
    loading: {
      description: 'The order and the holder are being read; the page opened stays on screen.',
      entry: 'clearError',
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => context.order,
        onDone: { target: 'routing', actions: { type: 'keepOrder', params: ({ event }) => event.output } },
        onError: [
          { guard: 'unauthorized', target: 'toLogin' },
          { guard: 'orderNotFound', target: 'orderMissing' },
          {
            target: 'loadFailed',
            actions: {
              type: 'showError',
              params: ({ event }) => ({ message: failureMessage(failureOf(event), messages.checkout.loadFailed) }),
            },
          },
        ],
      },
    },
    loadFailed: {
      description: 'The order could not be read; "Tentar novamente" asks again.',
      on: { RETRY: 'loading' },
    },
    routing: {
      description: "Picks the page the order's state allows: a typed URL cannot skip a step.",
      always: [
        { guard: 'orderPaid', target: 'review' },
        { guard: 'pixToResume', target: 'awaitingPix' },
        { guard: 'boletoToResume', target: 'awaitingBoleto' },
        { guard: 'attemptToReview', target: 'review' },
        { guard: 'cardInAnalysis', target: 'review' },
        { target: 'choosingMethod' },
      ],
    },

    choosingMethod: {
      description: '/payment: Pix, boleto or card.',
      on: {
        PAY: {
          target: 'submitting',
          actions: { type: 'startAttempt', params: ({ event }) => ({ request: event.request }) },
        },
      },
    },
    submitting: {
      description: 'The payment is being sent; a retry sends the same request.',
      entry: 'clearError',
      invoke: {
        src: 'submitPayment',
        input: ({ context }) => context.attempt!,
        onDone: {
          target: 'answered',
          actions: { type: 'keepPayment', params: ({ event }) => ({ payment: event.output }) },
        },
        onError: [
          { guard: 'unauthorized', target: 'toLogin' },
          {
            target: 'submitFailed',
            actions: {
              type: 'showError',
              params: ({ event }) => ({ message: failureMessage(failureOf(event), messages.checkout.paymentFailed) }),
            },
          },
        ],
      },
    },
    submitFailed: {
      description: '/payment: the payment could not be sent; retry or change the method.',
      on: {
        RETRY: 'submitting',
        CHANGE_METHOD: { target: 'choosingMethod', actions: 'forgetAttempt' },
      },
    },
    answered: {
      description: "Reads the provider's answer to pick the next page.",
      always: [
        { guard: 'isPix', target: 'awaitingPix' },
        { guard: 'isBoleto', target: 'awaitingBoleto' },
        { guard: 'approved', target: 'review' },
        { guard: 'inAnalysis', target: 'review' },
        { target: 'declined' },
      ],
    },
    declined: {
      description: "/payment: the card was not approved, with the provider's reason.",
      entry: 'showDecline',
      on: {
        TRY_AGAIN: { target: 'choosingMethod', actions: 'retrySameMethod' },
        CHANGE_METHOD: { target: 'choosingMethod', actions: 'forgetAttempt' },
      },
    },

    awaitingPix: awaitingPayment('/pix-payment: the QR code and the copy-and-paste code, watched until paid.'),
    awaitingBoleto: awaitingPayment("/ticket-payment: the boleto's line and its printable page, watched until paid."),
    review: reviewingOrder,

    finished: {
      description: '"Finalizar requisição": the checkout ends.',
      type: 'final',
      entry: { type: 'endAs', params: { end: 'finished' } },
    },
    toLogin: {
      description: 'The session expired: /login.',
      type: 'final',
      entry: { type: 'endAs', params: { end: 'toLogin' } },
    },
    orderMissing: {
      description: 'No such order for this customer: /home with a notice.',
      type: 'final',
      entry: { type: 'endAs', params: { end: 'orderMissing' } },
    },
  },
});

export type CheckoutOrderSnapshot = ReturnType<typeof checkoutOrderMachine.transition>;

/** The order's states a customer can be seen in (the others pass at once or have ended). */
export const orderSteps = [
  'loading',
  'loadFailed',
  'choosingMethod',
  'submitting',
  'submitFailed',
  'declined',
  'awaitingPix',
  'awaitingBoleto',
  'review',
] as const;
export type OrderStep = (typeof orderSteps)[number];

/** The order state a snapshot rests in; null once the order's pages have ended. */
export function orderStep(snapshot: { status: string; value: unknown }): OrderStep | null {
  if (snapshot.status !== 'active') return null;
  const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value as object)[0];
  return (orderSteps as readonly string[]).includes(top) ? (top as OrderStep) : null;
}
