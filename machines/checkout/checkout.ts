import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import { isBrandPlan, isServicePlan, PLAN, purchasablePlanIds } from '../../src/shared/catalogue';
import { messages } from '../../src/shared/messages';
import type { OrderKind } from '../../src/shared/schemas/checkout';
import { MIN_PASSWORD_LENGTH } from '../../src/shared/schemas/fields';
import { failureMessage, failureOf } from '../shared/api-failure';
import { checkoutOrderMachine, type OrderEnd } from './checkout-order';
import {
  isOrderScreen,
  orderScreenOf,
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutInput,
  type Registration,
  type SignUpValues,
} from './checkout-steps';

export * from './checkout-steps';

/** The catalogue's split: brand plans make a brand request, the others a service. */
const orderKindOf = (planId: number | null): OrderKind => (isBrandPlan(planId ?? 0) ? 'marca' : 'servico');
const planParams = ({ event }: { event: Extract<CheckoutEvent, { type: 'CHOOSE' }> }) => ({ planId: event.planId });
const isPurchasable = (planId: number | null | undefined) =>
  planId != null && (purchasablePlanIds as readonly number[]).includes(planId);
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    // Provided by the web app (the API and the stored session) or by tests.
    register: fromPromise<Registration, SignUpValues & { planId: number }>(async () => {
      throw new Error('register não fornecido');
    }),
    // A brand request (PUT /api/marcas/) or a service (POST /api/servicos/), by the plan's kind.
    createOrder: fromPromise<{ orderId: number }, { tipo: OrderKind; planId: number }>(async () => {
      throw new Error('createOrder não fornecido');
    }),
    // The web app provides it with the API's order and payment calls.
    checkoutOrder: checkoutOrderMachine,
  },
  actions: {
    clearError: assign({ error: null }),
    showError: assign((_, params: { message: string }) => ({ error: params.message })),
    rememberPlan: assign((_, params: { planId: number }) => ({ planId: params.planId })),
    // /new-payment opens with the terms ticked.
    tickTerms: assign({ termsAccepted: true, error: null }),
    setTerms: assign((_, params: { accepted: boolean }) => ({ termsAccepted: params.accepted, error: null })),
    keepNewOrder: assign(({ context }, params: { id: number }) => ({
      order: { tipo: orderKindOf(context.planId), id: params.id },
    })),
    // A new order's pages open on /payment.
    openPayment: assign({ resumeAt: 'payment' }),
    showAccountCreated: assign({ notice: messages.register.success }),
    clearNotice: assign({ notice: null }),
    showOrderMissing: assign({ notice: messages.orders.notFound }),
    showPlanRefused: assign({
      notice: ({ context }) =>
        context.planId === PLAN.corporativo ? messages.register.planQuotedByChat : messages.register.planUnknown,
    }),
  },
  guards: {
    // Where the URL starts the checkout.
    atBrandPlans: ({ context }) => context.resumeAt === 'new-marca',
    atServices: ({ context }) => context.resumeAt === 'new-service',
    atOrderWithoutId: ({ context }) => isOrderScreen(context.resumeAt) && context.order === null,
    atOrder: ({ context }) => isOrderScreen(context.resumeAt),
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
    // How the order's pages ended.
    orderEnded: (_, params: { ended: OrderEnd; end: OrderEnd }) => params.ended === params.end,
  },
  delays: {
    // The spec's 2 s between "Conta criada com sucesso!" and /payment.
    redirectDelay: 2000,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    resumeAt: input.at,
    planId: input.planId ?? null,
    order: input.order ?? null,
    profile: input.profile ?? null,
    termsAccepted: true,
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
            // Only an accepted SUBMIT enters this state; assertEvent narrows it (checked at run time).
            input: ({ context, event }) => {
              assertEvent(event, 'SUBMIT');
              return { ...event.holder, planId: context.planId ?? 0 };
            },
            onDone: {
              target: 'registered',
              actions: [
                { type: 'keepNewOrder', params: ({ event }) => ({ id: event.output.orderId }) },
                'showAccountCreated',
              ],
            },
            onError: [
              {
                guard: 'cpfTaken',
                target: 'form.failed',
                actions: { type: 'showError', params: { message: messages.register.duplicateCpf } },
              },
              {
                guard: 'emailTaken',
                target: 'form.failed',
                actions: { type: 'showError', params: { message: messages.register.duplicateEmail } },
              },
              {
                guard: 'noResponse',
                target: 'form.failed',
                actions: { type: 'showError', params: { message: messages.register.connection } },
              },
              {
                target: 'form.failed',
                actions: {
                  type: 'showError',
                  params: ({ event }) => ({ message: failureMessage(failureOf(event), messages.register.failed) }),
                },
              },
            ],
          },
        },
        registered: {
          description: '"Conta criada com sucesso!"; /payment follows 2 s later.',
          after: { redirectDelay: { target: '#checkout.order', actions: ['openPayment', 'clearNotice'] } },
        },
      },
    },

    choosingBrandPlan: {
      description: '/new-marca: the brand plans for a signed-in customer.',
      on: {
        CHOOSE: {
          guard: { type: 'choseBrandPlan', params: planParams },
          target: 'newPayment',
          actions: { type: 'rememberPlan', params: planParams },
        },
      },
    },
    choosingService: {
      description: '/new-service: the services for a signed-in customer.',
      on: {
        CHOOSE: {
          guard: { type: 'choseService', params: planParams },
          target: 'newPayment',
          actions: { type: 'rememberPlan', params: planParams },
        },
      },
    },

    newPayment: {
      description: "/new-payment: the plan, the holder's data (read-only) and the terms.",
      initial: 'form',
      entry: 'tickTerms',
      states: {
        form: {
          description: 'The summary and the terms checkbox, ticked by default.',
          initial: 'reviewing',
          on: {
            SET_TERMS: { actions: { type: 'setTerms', params: ({ event }) => ({ accepted: event.accepted }) } },
            // The terms' refusal belongs to this page: the plan list opens without it.
            BACK: [
              { guard: 'brandPlan', target: '#checkout.choosingBrandPlan', actions: 'clearError' },
              { target: '#checkout.choosingService', actions: 'clearError' },
            ],
            CONFIRM: [
              { guard: 'termsAccepted', target: 'creating' },
              { actions: { type: 'showError', params: { message: messages.register.termsRequired } } },
            ],
          },
          states: {
            reviewing: { description: 'The customer reviews before confirming.' },
            failed: { description: 'The order could not be created; the reason is shown.' },
          },
        },
        creating: {
          description: "The order is being created: a brand request or a service, by the plan's kind.",
          entry: 'clearError',
          invoke: {
            src: 'createOrder',
            input: ({ context }) => ({ tipo: orderKindOf(context.planId), planId: context.planId ?? 0 }),
            onDone: {
              target: '#checkout.order',
              actions: [{ type: 'keepNewOrder', params: ({ event }) => ({ id: event.output.orderId }) }, 'openPayment'],
            },
            onError: [
              { guard: 'unauthorized', target: '#checkout.toLogin' },
              {
                target: 'form.failed',
                actions: {
                  type: 'showError',
                  params: ({ event }) => ({ message: failureMessage(failureOf(event), messages.checkout.orderFailed) }),
                },
              },
            ],
          },
        },
      },
    },

    order: {
      description:
        "One order's pages (/payment … /confirm-payment), run by machines/checkout/checkout-order.ts: read from the server first, so a reload resumes where it stands.",
      invoke: {
        id: 'order',
        src: 'checkoutOrder',
        input: ({ context }) => ({ order: context.order!, resumeAt: orderScreenOf(context.resumeAt) }),
        onDone: [
          {
            guard: { type: 'orderEnded', params: ({ event }) => ({ ended: event.output.end, end: 'toLogin' }) },
            target: 'toLogin',
          },
          {
            guard: { type: 'orderEnded', params: ({ event }) => ({ ended: event.output.end, end: 'orderMissing' }) },
            target: 'orderMissing',
          },
          { target: 'done' },
        ],
      },
    },

    done: { description: '"Finalizar requisição": back to /home, or /servicos for a service.', type: 'final' },
    toLogin: { description: 'The session expired: /login.', type: 'final' },
    orderMissing: {
      description: 'No such order for this customer: /home with a notice.',
      type: 'final',
      entry: 'showOrderMissing',
    },
    planRefused: {
      description: 'Corporativo or an unknown plan cannot be bought here: back to the plans.',
      type: 'final',
      entry: 'showPlanRefused',
    },
  },
});

export type CheckoutSnapshot = ReturnType<typeof checkoutMachine.transition>;
