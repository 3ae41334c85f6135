import { and, assign, fromPromise, setup } from 'xstate';
import { isBrandPlan, isServicePlan, PLAN, purchasablePlanIds } from '../src/shared/catalogue';
import { messages } from '../src/shared/messages';
import type { OrderKind, OrderSummary, PaymentData, PaymentMethodChoice, PaymentRequest } from '../src/shared/schemas/checkout';
import { MIN_PASSWORD_LENGTH } from '../src/shared/schemas/fields';
import { failureMessage, failureOf } from './api-failure';
import { awaitingPayment, reviewingOrder } from './payment-watch';
import type { Profile } from '../src/shared/schemas/profile';

/** The checkout's screens, named after their routes; the state decides which one shows. */
export const checkoutScreens = [
  'confirmplan',
  'new-marca',
  'new-service',
  'new-payment',
  'payment',
  'pix-payment',
  'ticket-payment',
  'confirm-payment',
] as const;
export type CheckoutScreen = (typeof checkoutScreens)[number];
export type OrderScreen = Extract<CheckoutScreen, 'payment' | 'pix-payment' | 'ticket-payment' | 'confirm-payment'>;
export const orderScreens: readonly OrderScreen[] = ['payment', 'pix-payment', 'ticket-payment', 'confirm-payment'];

/** One of the customer's orders: what the order screens carry in the URL. */
export interface OrderRef {
  tipo: OrderKind;
  id: number;
}

/** Where a page (or a reload) starts the checkout, read from its URL and, in the customer area, the profile. */
export interface CheckoutInput {
  at: CheckoutScreen;
  planId?: number;
  order?: OrderRef;
  profile?: Profile;
}

/** The holder form as the visitor typed it; the form itself validates and normalises the other fields. */
export interface SignUpValues {
  fullName: string;
  email: string;
  cpf: string;
  phone: string;
  password: string;
  confirmation: string;
  terms: boolean;
}

export interface CheckoutContext {
  /** The screen the order states load for (a reload's URL, or /payment after creating the order). */
  resumeAt: CheckoutScreen;
  planId: number | null;
  order: OrderRef | null;
  profile: Profile | null;
  /** The /new-payment terms checkbox, ticked by default. */
  termsAccepted: boolean;
  summary: OrderSummary | null;
  /** The method /payment opens with (the one to try again after a refusal). */
  method: PaymentMethodChoice | null;
  /** The payment being sent, with its idempotency key: a retry sends the very same request. */
  attempt: PaymentRequest | null;
  /** The latest payment attempt as the server reports it. */
  payment: PaymentData | null;
  error: string | null;
  notice: string | null;
}

export type CheckoutEvent =
  | { type: 'SUBMIT'; holder: SignUpValues }
  | { type: 'CHOOSE'; planId: number }
  | { type: 'SET_TERMS'; accepted: boolean }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'PAY'; request: PaymentRequest }
  | { type: 'TRY_AGAIN' }
  | { type: 'CHANGE_METHOD' }
  | { type: 'NEXT' }
  | { type: 'FINISH' };

export interface Registration {
  marcaID: number;
  userID: number;
}

export interface LoadedOrder {
  summary: OrderSummary;
  profile: Profile;
}

/** The catalogue's split: brand plans make a brand request, the others a service. */
const orderKindOf = (planId: number | null): OrderKind => (isBrandPlan(planId ?? 0) ? 'marca' : 'servico');
const planParams = ({ event }: { event: Extract<CheckoutEvent, { type: 'CHOOSE' }> }) => ({ planId: event.planId });
const isAwaiting = (payment: PaymentData | null) => payment?.status === 'pending' || payment?.status === 'in_process';
const isPurchasable = (planId: number | null | undefined) => planId != null && (purchasablePlanIds as readonly number[]).includes(planId);

/** The customer-facing reason a payment did not go through, from the provider's status detail. */
export function declineMessage(payment: PaymentData | null): string {
  const detail = payment ? messages.payments.statusDetail[payment.status_detail] : undefined;
  if (detail) return detail;
  return payment?.status === 'cancelled' ? messages.payments.expired : messages.payments.statusDetailFallback;
}


export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    // Provided by the web app (the API and the stored session) or by tests.
    register: fromPromise<Registration, SignUpValues & { planoID: number }>(async () => {
      throw new Error('register não fornecido');
    }),
    // A brand request (PUT /api/marcas/) or a service (POST /api/servicos/), by the plan's kind.
    createOrder: fromPromise<{ marcaID: number }, { tipo: OrderKind; planId: number }>(async () => {
      throw new Error('createOrder não fornecido');
    }),
    loadOrder: fromPromise<LoadedOrder, OrderRef>(async () => {
      throw new Error('loadOrder não fornecido');
    }),
    submitPayment: fromPromise<PaymentData, PaymentRequest>(async () => {
      throw new Error('submitPayment não fornecido');
    }),
    checkPayment: fromPromise<PaymentData, { id: number }>(async () => {
      throw new Error('checkPayment não fornecido');
    }),
  },
  actions: {
    clearError: assign({ error: null }),
    showError: assign((_, params: { message: string }) => ({ error: params.message })),
    rememberPlan: assign((_, params: { planId: number }) => ({ planId: params.planId })),
    // /new-payment opens with the terms ticked.
    tickTerms: assign({ termsAccepted: true, error: null }),
    setTerms: assign((_, params: { accepted: boolean }) => ({ termsAccepted: params.accepted, error: null })),
    // The order's standing travels with each answer about its payment.
    keepPayment: assign(({ context }, params: { payment: PaymentData }) => ({
      payment: params.payment,
      summary: context.summary && { ...context.summary, statusPagamento: params.payment.pedido.statusPagamento },
    })),
    // A retry of the same attempt sends the same request (same idempotency key); another method starts afresh.
    startAttempt: assign((_, params: { request: PaymentRequest }) => ({ attempt: params.request, method: params.request.metodo })),
    forgetAttempt: assign({ error: null, attempt: null, method: null }),
    retrySameMethod: assign({ error: null, attempt: null, method: ({ context }) => context.payment?.metodo ?? null }),
    showDecline: assign({ error: ({ context }) => declineMessage(context.payment) }),
  },
  guards: {
    // Where the URL starts the checkout.
    atBrandPlans: ({ context }) => context.resumeAt === 'new-marca',
    atServices: ({ context }) => context.resumeAt === 'new-service',
    atOrderWithoutId: ({ context }) => (orderScreens as readonly string[]).includes(context.resumeAt) && context.order === null,
    atOrder: ({ context }) => (orderScreens as readonly string[]).includes(context.resumeAt),
    planNotPurchasable: ({ context }) => !isPurchasable(context.planId),
    signedIn: ({ context }) => context.profile !== null,
    // The catalogue's split: brand plans 1–2, services 4–6.
    brandPlan: ({ context }) => isBrandPlan(context.planId ?? 0),
    choseBrandPlan: (_, params: { planId: number }) => isBrandPlan(params.planId),
    choseService: (_, params: { planId: number }) => isServicePlan(params.planId),
    // The sign-up button: enabled only with these (and not while sending, which is the registering state).
    passwordLongEnough: ({ event }) => event.type === 'SUBMIT' && event.holder.password.length >= MIN_PASSWORD_LENGTH,
    passwordsMatch: ({ event }) => event.type === 'SUBMIT' && event.holder.password === event.holder.confirmation,
    termsTicked: ({ event }) => event.type === 'SUBMIT' && event.holder.terms === true,
    termsAccepted: ({ context }) => context.termsAccepted,
    // The server's answers.
    cpfTaken: ({ event }) => failureOf(event).message === messages.register.duplicateCpf,
    emailTaken: ({ event }) => failureOf(event).message === messages.register.duplicateEmail,
    noResponse: ({ event }) => failureOf(event).status === undefined,
    unauthorized: ({ event }) => failureOf(event).status === 401,
    orderNotFound: ({ event }) => failureOf(event).status === 404,
    // Resuming an order: a typed URL cannot skip a step.
    orderPaid: ({ context }) => context.summary?.statusPagamento === 'Pago',
    pixToResume: ({ context }) => context.resumeAt === 'pix-payment' && context.payment?.metodo === 'pix' && isAwaiting(context.payment),
    boletoToResume: ({ context }) =>
      context.resumeAt === 'ticket-payment' && context.payment?.metodo === 'boleto' && isAwaiting(context.payment),
    attemptToReview: ({ context }) =>
      context.resumeAt === 'confirm-payment' && (context.payment?.status === 'approved' || isAwaiting(context.payment)),
    // The payment's answer.
    isPix: ({ context }) => context.payment?.metodo === 'pix',
    isBoleto: ({ context }) => context.payment?.metodo === 'boleto',
    approved: ({ context }) => context.payment?.status === 'approved',
    inAnalysis: ({ context }) => isAwaiting(context.payment),
    paid: ({ context }) =>
      context.summary?.statusPagamento === 'Pago' || context.payment?.status === 'approved' || context.payment?.pedido.statusPagamento === 'Pago',
    stillAwaiting: ({ context }) => isAwaiting(context.payment),
  },
  delays: {
    // The spec's 2 s between "Conta criada com sucesso!" and /payment.
    redirectDelay: 2000,
    // How often /pix-payment and /ticket-payment ask whether the payment was made.
    pollDelay: 3000,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    resumeAt: input.at,
    planId: input.planId ?? null,
    order: input.order ?? null,
    profile: input.profile ?? null,
    termsAccepted: true,
    summary: null,
    method: null,
    attempt: null,
    payment: null,
    error: null,
    notice: null,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'Reads the page the checkout was opened on and starts there.',
      always: [
        { guard: 'atBrandPlans', target: 'choosingBrandPlan' },
        { guard: 'atServices', target: 'choosingService' },
        { guard: 'atOrderWithoutId', target: 'orderMissing' },
        { guard: 'atOrder', target: 'order' },
        { guard: 'planNotPurchasable', target: 'planRefused' },
        { guard: 'signedIn', target: 'newPayment' },
        { target: 'signUp' },
      ],
    },

    signUp: {
      description: '/confirmplan: the plan summary and the holder form.',
      tags: ['signUp'],
      initial: 'form',
      states: {
        form: {
          description: 'The holder form is on screen.',
          initial: 'editing',
          on: {
            // The button is enabled only when these hold; while registering, SUBMIT is not taken at all.
            SUBMIT: { guard: and(['passwordLongEnough', 'passwordsMatch', 'termsTicked']), target: 'registering' },
          },
          states: {
            editing: { description: 'The visitor fills in the form.' },
            failed: { description: 'Registration was refused; the reason is shown above the button.' },
          },
        },
        registering: {
          description: 'The account and the order are being created.',
          entry: 'clearError',
          invoke: {
            src: 'register',
            input: ({ context, event }) => ({ ...(event as Extract<CheckoutEvent, { type: 'SUBMIT' }>).holder, planoID: context.planId ?? 0 }),
            onDone: {
              target: 'registered',
              actions: assign({
                order: ({ context, event }) => ({ tipo: orderKindOf(context.planId), id: event.output.marcaID }),
                notice: messages.register.success,
              }),
            },
            onError: [
              { guard: 'cpfTaken', target: 'form.failed', actions: { type: 'showError', params: { message: messages.register.duplicateCpf } } },
              { guard: 'emailTaken', target: 'form.failed', actions: { type: 'showError', params: { message: messages.register.duplicateEmail } } },
              { guard: 'noResponse', target: 'form.failed', actions: { type: 'showError', params: { message: messages.register.connection } } },
              { target: 'form.failed', actions: { type: 'showError', params: { message: messages.register.failed } } },
            ],
          },
        },
        registered: {
          description: '"Conta criada com sucesso!"; /payment follows 2 s later.',
          after: { redirectDelay: { target: '#checkout.order', actions: assign({ resumeAt: 'payment', notice: null }) } },
        },
      },
    },

    choosingBrandPlan: {
      description: '/new-marca: the brand plans for a signed-in customer.',
      tags: ['brandPlans'],
      on: { CHOOSE: { guard: { type: 'choseBrandPlan', params: planParams }, target: 'newPayment', actions: { type: 'rememberPlan', params: planParams } } },
    },
    choosingService: {
      description: '/new-service: the services for a signed-in customer.',
      tags: ['services'],
      on: { CHOOSE: { guard: { type: 'choseService', params: planParams }, target: 'newPayment', actions: { type: 'rememberPlan', params: planParams } } },
    },

    newPayment: {
      description: '/new-payment: the plan, the holder\'s data (read-only) and the terms.',
      tags: ['newPayment'],
      initial: 'form',
      entry: 'tickTerms',
      states: {
        form: {
          description: 'The summary and the terms checkbox, ticked by default.',
          initial: 'reviewing',
          on: {
            SET_TERMS: { actions: { type: 'setTerms', params: ({ event }) => ({ accepted: event.accepted }) } },
            BACK: [{ guard: 'brandPlan', target: '#checkout.choosingBrandPlan' }, { target: '#checkout.choosingService' }],
            CONFIRM: [{ guard: 'termsAccepted', target: 'creating' }, { actions: { type: 'showError', params: { message: messages.register.termsRequired } } }],
          },
          states: {
            reviewing: { description: 'The customer reviews before confirming.' },
            failed: { description: 'The order could not be created; the reason is shown.' },
          },
        },
        creating: {
          description: 'The order is being created: a brand request or a service, by the plan\'s kind.',
          entry: 'clearError',
          invoke: {
            src: 'createOrder',
            input: ({ context }) => ({ tipo: orderKindOf(context.planId), planId: context.planId ?? 0 }),
            onDone: {
              target: '#checkout.order',
              actions: assign({ order: ({ context, event }) => ({ tipo: orderKindOf(context.planId), id: event.output.marcaID }), resumeAt: 'payment' }),
            },
            onError: [
              { guard: 'unauthorized', target: '#checkout.toLogin' },
              {
                target: 'form.failed',
                actions: { type: 'showError', params: ({ event }) => ({ message: failureMessage(failureOf(event), messages.checkout.orderFailed) }) },
              },
            ],
          },
        },
      },
    },

    order: {
      description: 'One order, read from the server first so a reload resumes where it stands.',
      initial: 'loading',
      states: {
        loading: {
          description: 'The order and the holder are being read; the page opened stays on screen.',
          entry: 'clearError',
          invoke: {
            src: 'loadOrder',
            input: ({ context }) => context.order!,
            onDone: {
              target: 'routing',
              actions: assign({
                summary: ({ event }) => event.output.summary,
                profile: ({ event }) => event.output.profile,
                payment: ({ event }) => event.output.summary.pagamento,
              }),
            },
            onError: [
              { guard: 'unauthorized', target: '#checkout.toLogin' },
              { guard: 'orderNotFound', target: '#checkout.orderMissing' },
              {
                target: 'loadFailed',
                actions: { type: 'showError', params: ({ event }) => ({ message: failureMessage(failureOf(event), messages.checkout.loadFailed) }) },
              },
            ],
          },
        },
        loadFailed: {
          description: 'The order could not be read; "Tentar novamente" asks again.',
          on: { RETRY: 'loading' },
        },
        routing: {
          description: 'Picks the page the order\'s state allows: a typed URL cannot skip a step.',
          always: [
            { guard: 'orderPaid', target: 'review' },
            { guard: 'pixToResume', target: 'awaitingPix' },
            { guard: 'boletoToResume', target: 'awaitingBoleto' },
            { guard: 'attemptToReview', target: 'review' },
            { target: 'choosingMethod' },
          ],
        },

        choosingMethod: {
          description: '/payment: Pix, boleto or card.',
          tags: ['paymentForm'],
          on: {
            PAY: {
              target: 'submitting',
              actions: { type: 'startAttempt', params: ({ event }) => ({ request: event.request }) },
            },
          },
        },
        submitting: {
          description: 'The payment is being sent; a retry sends the same request.',
          tags: ['paymentForm'],
          entry: 'clearError',
          invoke: {
            src: 'submitPayment',
            input: ({ context }) => context.attempt!,
            onDone: { target: 'answered', actions: { type: 'keepPayment', params: ({ event }) => ({ payment: event.output }) } },
            onError: [
              { guard: 'unauthorized', target: '#checkout.toLogin' },
              {
                target: 'submitFailed',
                actions: { type: 'showError', params: ({ event }) => ({ message: failureMessage(failureOf(event), messages.checkout.paymentFailed) }) },
              },
            ],
          },
        },
        submitFailed: {
          description: '/payment: the payment could not be sent; retry or change the method.',
          tags: ['paymentFailed'],
          on: {
            RETRY: 'submitting',
            CHANGE_METHOD: { target: 'choosingMethod', actions: 'forgetAttempt' },
          },
        },
        answered: {
          description: 'Reads the provider\'s answer to pick the next page.',
          always: [
            { guard: 'isPix', target: 'awaitingPix' },
            { guard: 'isBoleto', target: 'awaitingBoleto' },
            { guard: 'approved', target: 'review' },
            { guard: 'inAnalysis', target: 'review' },
            { target: 'declined' },
          ],
        },
        declined: {
          description: '/payment: the card was not approved, with the provider\'s reason.',
          tags: ['declined'],
          entry: 'showDecline',
          on: {
            TRY_AGAIN: {
              target: 'choosingMethod',
              actions: 'retrySameMethod',
            },
            CHANGE_METHOD: { target: 'choosingMethod', actions: 'forgetAttempt' },
          },
        },

        awaitingPix: awaitingPayment('/pix-payment: the QR code and the copy-and-paste code, watched until paid.', 'pix'),
        awaitingBoleto: awaitingPayment('/ticket-payment: the boleto\'s line and its printable page, watched until paid.', 'boleto'),
        review: reviewingOrder,
      },
    },

    done: { description: '"Finalizar requisição": back to /home, or /servicos for a service.', type: 'final' },
    toLogin: { description: 'The session expired: /login.', type: 'final' },
    orderMissing: { description: 'No such order for this customer: /home with a notice.', type: 'final', entry: assign({ notice: messages.orders.notFound }) },
    planRefused: {
      description: 'Corporativo or an unknown plan cannot be bought here: back to the plans.',
      type: 'final',
      entry: assign({
        notice: ({ context }) => (context.planId === PLAN.corporativo ? messages.register.planQuotedByChat : messages.register.planUnknown),
      }),
    },
  },
});

export type CheckoutSnapshot = ReturnType<typeof checkoutMachine.transition>;

/** What the customer sees in each state: each state carries one of these as its tag; the order is loading meanwhile. */
export const checkoutViews = [
  'signUp',
  'brandPlans',
  'services',
  'newPayment',
  'orderLoading',
  'paymentForm',
  'paymentFailed',
  'declined',
  'pix',
  'boleto',
  'review',
] as const;
export type CheckoutView = (typeof checkoutViews)[number];

/** The page each view shows on; null where it stays on the page being resumed (while the order is read). */
export const screenOfView = {
  signUp: 'confirmplan',
  brandPlans: 'new-marca',
  services: 'new-service',
  newPayment: 'new-payment',
  orderLoading: null,
  paymentForm: 'payment',
  paymentFailed: 'payment',
  declined: 'payment',
  pix: 'pix-payment',
  boleto: 'ticket-payment',
  review: 'confirm-payment',
} as const satisfies Record<CheckoutView, CheckoutScreen | null>;

type SnapshotLike = { status: string; context: CheckoutContext; hasTag: (tag: string) => boolean };

/** The view a snapshot shows; null once the checkout has ended. */
export function checkoutView(snapshot: SnapshotLike): CheckoutView | null {
  if (snapshot.status !== 'active') return null;
  return checkoutViews.find((view) => snapshot.hasTag(view)) ?? 'orderLoading';
}

/** The page a snapshot shows: its view's, or (while an order loads) the page being resumed; null once finished. */
export function checkoutScreen(snapshot: SnapshotLike): CheckoutScreen | null {
  const view = checkoutView(snapshot);
  return view && (screenOfView[view] ?? snapshot.context.resumeAt);
}
