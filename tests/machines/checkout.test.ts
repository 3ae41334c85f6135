import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  checkoutMachine,
  checkoutScreen,
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutScreen,
} from '../../machines/checkout';
import { activeStates, type WalkPath, type WalkStep } from '../../machines/tooling/walk';
import { messages } from '../../src/shared/messages';
import type { PaymentData } from '../../src/shared/schemas/checkout';
import { checkoutModel, customerProfile, holders, payments, pixRequest, summary } from './support/checkout-model';
import { describeModel } from './support/model';

const context = (step: WalkStep) => step.snapshot.context as CheckoutContext;
const before = (step: WalkStep) => step.previous!.context as CheckoutContext;
const started = (path: WalkPath) => path.input.input as CheckoutInput;
const screenOf = (step: WalkStep) => checkoutScreen(step.snapshot as never);
const stateOf = (step: WalkStep) => activeStates(step.snapshot).join(', ');

/** What the customer sees: the page (route) and, when it matters, the message on it. */
function sees(step: WalkStep, screen: CheckoutScreen, state: string, message: string | null = null) {
  expect(screenOf(step)).toBe(screen);
  expect(stateOf(step)).toBe(state);
  expect(context(step).error).toBe(message);
}

function leaves(step: WalkStep, finalState: 'done' | 'toLogin' | 'orderMissing' | 'planRefused', notice: string | null = null) {
  expect(step.snapshot.status).toBe('done');
  expect(stateOf(step)).toBe(finalState);
  expect(screenOf(step)).toBeNull();
  expect(context(step).notice).toBe(notice);
}

const unchanged = (step: WalkStep) => {
  expect(step.snapshot.value).toEqual(step.previous!.value);
  expect(context(step)).toEqual(before(step));
};

/** Where a reload lands for each state the order is in, per page reloaded: a typed URL cannot skip a step. */
const resumesOn: Record<string, Partial<Record<CheckoutScreen, CheckoutScreen>>> = {
  unpaid: {},
  cardRejected: {},
  pixPending: { 'pix-payment': 'pix-payment', 'confirm-payment': 'confirm-payment' },
  boletoPending: { 'ticket-payment': 'ticket-payment', 'confirm-payment': 'confirm-payment' },
  cardInAnalysis: { 'confirm-payment': 'confirm-payment' },
  paid: {
    payment: 'confirm-payment',
    'pix-payment': 'confirm-payment',
    'ticket-payment': 'confirm-payment',
    'confirm-payment': 'confirm-payment',
  },
};
const stateOfScreen: Partial<Record<CheckoutScreen, string>> = {
  payment: 'order.choosingMethod',
  'pix-payment': 'order.awaitingPix.waiting',
  'ticket-payment': 'order.awaitingBoleto.waiting',
  // The review reads the payment again on opening, unless the order is already paid.
  'confirm-payment': 'order.review.reading',
};
const stateOfLoaded = (screen: CheckoutScreen, outcome: string) =>
  screen === 'confirm-payment' && outcome === 'paid' ? 'order.review.shown' : stateOfScreen[screen]!;
/** The awaiting page a poll belongs to: /pix-payment or /ticket-payment, as the step before shows. */
const awaitingOf = (step: WalkStep): [CheckoutScreen, string] =>
  step.previous!.matches({ order: 'awaitingBoleto' }) ? ['ticket-payment', 'order.awaitingBoleto'] : ['pix-payment', 'order.awaitingPix'];
const readingOnReview = (step: WalkStep) => step.previous!.matches({ order: { review: 'reading' } });

describeModel('checkout machine', {
  ...checkoutModel,
  expectAfter: {
    'xstate.init': (step, path) => {
      const { at, planId } = started(path);
      if (at === 'confirmplan' && planId === 3) return leaves(step, 'planRefused', messages.register.planQuotedByChat);
      if (at === 'confirmplan' && planId === undefined) return leaves(step, 'planRefused', messages.register.planUnknown);
      if (at === 'confirmplan') return sees(step, 'confirmplan', 'signUp.form.editing');
      if (at === 'new-marca') return sees(step, 'new-marca', 'choosingBrandPlan');
      if (at === 'new-service') return sees(step, 'new-service', 'choosingService');
      if (at === 'new-payment') {
        sees(step, 'new-payment', 'newPayment.form.reviewing');
        return expect(context(step).termsAccepted).toBe(true);
      }
      if (!started(path).order) return leaves(step, 'orderMissing', messages.orders.notFound);
      // Any order page first reads the order, showing that page meanwhile.
      sees(step, at, 'order.loading');
    },

    SUBMIT: (step) => {
      const holder = (step.event as Extract<CheckoutEvent, { type: 'SUBMIT' }>).holder;
      const ready = holder.password.length >= 8 && holder.password === holder.confirmation && holder.terms;
      if (!ready) return unchanged(step);
      sees(step, 'confirmplan', 'signUp.registering');
    },
    'done: register': (step, path) => {
      sees(step, 'confirmplan', 'signUp.registered');
      expect(context(step).notice).toBe(messages.register.success);
      expect(context(step).order).toEqual({ tipo: started(path).planId === 4 ? 'servico' : 'marca', id: 7 });
    },
    'error: register': (step) => {
      const wording = {
        cpfTaken: messages.register.duplicateCpf,
        emailTaken: messages.register.duplicateEmail,
        offline: messages.register.connection,
        serverError: messages.register.failed,
      }[step.outcome!];
      sees(step, 'confirmplan', 'signUp.form.failed', wording);
    },
    'after: redirectDelay': (step) => {
      sees(step, 'payment', 'order.loading');
      expect(context(step).notice).toBeNull();
    },

    CHOOSE: (step) => {
      const { planId } = step.event as Extract<CheckoutEvent, { type: 'CHOOSE' }>;
      const offered = step.previous!.matches('choosingBrandPlan') ? [1, 2] : [4, 5, 6];
      if (!offered.includes(planId)) return unchanged(step);
      sees(step, 'new-payment', 'newPayment.form.reviewing');
      expect(context(step)).toMatchObject({ planId, termsAccepted: true });
    },
    SET_TERMS: (step) => {
      expect(step.snapshot.value).toEqual(step.previous!.value);
      expect(context(step).termsAccepted).toBe((step.event as Extract<CheckoutEvent, { type: 'SET_TERMS' }>).accepted);
      expect(context(step).error).toBeNull();
    },
    CONFIRM: (step) => {
      if (!before(step).termsAccepted) {
        expect(step.snapshot.value).toEqual(step.previous!.value);
        return expect(context(step).error).toBe(messages.register.termsRequired);
      }
      sees(step, 'new-payment', 'newPayment.creating');
    },
    BACK: (step) => {
      if (before(step).planId! <= 2) sees(step, 'new-marca', 'choosingBrandPlan');
      else sees(step, 'new-service', 'choosingService');
    },
    // Brand plans make a brand request (PUT /api/marcas/), services a service (POST /api/servicos/).
    'done: createOrder': (step) => {
      sees(step, 'payment', 'order.loading');
      expect(context(step).order).toEqual({ tipo: before(step).planId! <= 2 ? 'marca' : 'servico', id: 7 });
    },
    'error: createOrder': (step) => {
      if (step.outcome === 'sessionExpired') return leaves(step, 'toLogin');
      const wording = { offline: messages.register.connection, refused: 'Escolha um serviço: Busca, Oposição ou Recurso.' }[step.outcome!];
      sees(step, 'new-payment', 'newPayment.form.failed', wording);
    },

    'done: loadOrder': (step) => {
      const reloaded = before(step).resumeAt;
      const screen = resumesOn[step.outcome!][reloaded] ?? 'payment';
      sees(step, screen, stateOfLoaded(screen, step.outcome!));
      expect(context(step).summary?.titulo).toBe('Essencial');
      expect(context(step).profile).toEqual(customerProfile);
    },
    'error: loadOrder': (step) => {
      if (step.outcome === 'sessionExpired') return leaves(step, 'toLogin');
      if (step.outcome === 'notFound') return leaves(step, 'orderMissing', messages.orders.notFound);
      sees(step, before(step).resumeAt, 'order.loadFailed', messages.register.connection);
    },
    RETRY: (step) => {
      if (step.previous!.matches({ order: 'loadFailed' })) return sees(step, before(step).resumeAt, 'order.loading');
      // The same request, so the same idempotency key: the server answers the first attempt instead of charging twice.
      sees(step, 'payment', 'order.submitting');
      expect(context(step).attempt).toBe(before(step).attempt);
    },

    PAY: (step) => {
      sees(step, 'payment', 'order.submitting');
      expect(context(step).attempt).toBe(pixRequest);
    },
    'done: submitPayment': (step) => {
      const expected = {
        pix: ['pix-payment', 'order.awaitingPix.waiting', null],
        boleto: ['ticket-payment', 'order.awaitingBoleto.waiting', null],
        cardApproved: ['confirm-payment', 'order.review.shown', null],
        cardInAnalysis: ['confirm-payment', 'order.review.reading', null],
        cardRejected: ['payment', 'order.declined', messages.payments.statusDetail.cc_rejected_other_reason],
      }[step.outcome!] as [CheckoutScreen, string, string | null];
      sees(step, ...expected);
    },
    'error: submitPayment': (step) => {
      if (step.outcome === 'sessionExpired') return leaves(step, 'toLogin');
      const wording = {
        offline: messages.register.connection,
        refused: 'Este pedido pode ser parcelado em até 10x.',
        serverError: messages.checkout.paymentFailed,
      }[step.outcome!]!;
      sees(step, 'payment', 'order.submitFailed', wording);
      expect(context(step).attempt).toBe(before(step).attempt);
    },
    TRY_AGAIN: (step) => {
      sees(step, 'payment', 'order.choosingMethod');
      expect(context(step)).toMatchObject({ method: before(step).payment!.metodo, attempt: null });
    },
    CHANGE_METHOD: (step) => {
      sees(step, 'payment', 'order.choosingMethod');
      expect(context(step)).toMatchObject({ method: null, attempt: null });
    },

    'after: pollDelay': (step) => {
      const [screen, state] = awaitingOf(step);
      sees(step, screen, `${state}.checking`);
    },
    'done: checkPayment': (step) => {
      // The order's standing follows the payment's answer, so the review says what the server says now.
      expect(context(step).summary?.statusPagamento).toBe(step.outcome === 'paid' ? 'Pago' : 'Pendente');
      if (readingOnReview(step) && step.outcome === 'expired') return sees(step, 'payment', 'order.declined', messages.payments.statusDetail.expired);
      if (readingOnReview(step)) return sees(step, 'confirm-payment', 'order.review.shown');
      const [screen, state] = awaitingOf(step);
      if (step.outcome === 'paid') return sees(step, 'confirm-payment', 'order.review.shown');
      if (step.outcome === 'stillPending') return sees(step, screen, `${state}.waiting`);
      sees(step, 'payment', 'order.declined', messages.payments.statusDetail.expired);
    },
    'error: checkPayment': (step) => {
      if (readingOnReview(step)) {
        sees(step, 'confirm-payment', 'order.review.shown');
        return expect(context(step).payment).toBe(before(step).payment);
      }
      const [screen, state] = awaitingOf(step);
      sees(step, screen, `${state}.waiting`);
    },
    NEXT: (step) => sees(step, 'confirm-payment', 'order.review.reading'),
    FINISH: (step) => leaves(step, 'done'),
  },
});

const provided = (overrides: Parameters<typeof checkoutMachine.provide>[0]['actors'] = {}) =>
  checkoutMachine.provide({
    actors: {
      register: fromPromise(async () => ({ marcaID: 7, userID: 3 })),
      loadOrder: fromPromise(async () => ({ summary: summary(payments.pixPending), profile: customerProfile })),
      checkPayment: fromPromise(async () => payments.pixPending),
      ...overrides,
    },
  });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('checkout machine, the sign-up button', () => {
  const actor = createActor(provided({ register: fromPromise(() => new Promise(() => {})) }), {
    input: { at: 'confirmplan', planId: 1 },
  }).start();
  const canSubmit = (holder: typeof holders.valid) => actor.getSnapshot().can({ type: 'SUBMIT', holder });

  it('is enabled only with an 8+ character password, a matching confirmation and the terms ticked', () => {
    expect(canSubmit(holders.valid)).toBe(true);
    expect(canSubmit(holders.shortPassword)).toBe(false);
    expect(canSubmit({ ...holders.valid, password: '1234567', confirmation: '1234567' })).toBe(false);
    expect(canSubmit({ ...holders.valid, password: '12345678', confirmation: '12345678' })).toBe(true);
    expect(canSubmit(holders.mismatch)).toBe(false);
    expect(canSubmit(holders.termsUnticked)).toBe(false);
  });

  it('is disabled while the sign-up is being sent', () => {
    actor.send({ type: 'SUBMIT', holder: holders.valid });
    expect(actor.getSnapshot().matches({ signUp: 'registering' })).toBe(true);
    expect(canSubmit(holders.valid)).toBe(false);
    actor.stop();
  });
});

describe('checkout machine, timing', () => {
  it('goes to /payment exactly 2 s after "Conta criada com sucesso!"', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(provided(), { input: { at: 'confirmplan', planId: 1 }, clock }).start();
    actor.send({ type: 'SUBMIT', holder: holders.valid });
    await settle();
    expect(actor.getSnapshot().context.notice).toBe(messages.register.success);
    clock.increment(1999);
    expect(checkoutScreen(actor.getSnapshot())).toBe('confirmplan');
    clock.increment(1);
    expect(checkoutScreen(actor.getSnapshot())).toBe('payment');
    actor.stop();
  });

  it('asks about a pending Pix every 3 s and moves on by itself once it is paid', async () => {
    const clock = new SimulatedClock();
    let answers = 0;
    const actor = createActor(
      provided({ checkPayment: fromPromise(async () => (++answers < 3 ? payments.pixPending : payments.pixPaid)) }),
      { input: { at: 'pix-payment', order: { tipo: 'marca', id: 7 } }, clock },
    ).start();
    await settle();
    expect(checkoutScreen(actor.getSnapshot())).toBe('pix-payment');
    for (const expected of [1, 2]) {
      clock.increment(3000);
      await settle();
      expect(answers).toBe(expected);
      expect(checkoutScreen(actor.getSnapshot())).toBe('pix-payment');
    }
    clock.increment(2999);
    await settle();
    expect(answers).toBe(2);
    clock.increment(1);
    await settle();
    expect(checkoutScreen(actor.getSnapshot())).toBe('confirm-payment');
    actor.stop();
  });
});

describe('checkout machine, a boleto followed like a Pix', () => {
  const order = { tipo: 'marca', id: 7 } as const;
  const boletoPaid: PaymentData = {
    ...payments.boletoPending,
    status: 'approved',
    status_detail: 'accredited',
    pedido: { ...payments.boletoPending.pedido, statusPagamento: 'Pago' },
  };

  it('/ticket-payment asks every 3 s and moves on to /confirm-payment by itself once the boleto is paid', async () => {
    const clock = new SimulatedClock();
    let answers = 0;
    const asked: number[] = [];
    const actor = createActor(
      provided({
        loadOrder: fromPromise(async () => ({ summary: summary(payments.boletoPending), profile: customerProfile })),
        checkPayment: fromPromise(async ({ input }) => (asked.push(input.id), ++answers < 2 ? payments.boletoPending : boletoPaid)),
      }),
      { input: { at: 'ticket-payment', order }, clock },
    ).start();
    await settle();
    expect(checkoutScreen(actor.getSnapshot())).toBe('ticket-payment');
    clock.increment(3000);
    await settle();
    expect(checkoutScreen(actor.getSnapshot())).toBe('ticket-payment');
    clock.increment(3000);
    await settle();
    expect(asked).toEqual([32, 32]);
    expect(checkoutScreen(actor.getSnapshot())).toBe('confirm-payment');
    expect(actor.getSnapshot().context.summary?.statusPagamento).toBe('Pago');
    actor.stop();
  });

  it('/confirm-payment reads the payment again on opening: a boleto paid after the order was read shows as paid', async () => {
    const actor = createActor(
      provided({
        loadOrder: fromPromise(async () => ({ summary: summary(payments.boletoPending), profile: customerProfile })),
        checkPayment: fromPromise(async () => boletoPaid),
      }),
      { input: { at: 'confirm-payment', order } },
    ).start();
    await settle();
    await settle();
    expect(actor.getSnapshot().matches({ order: { review: 'shown' } })).toBe(true);
    expect(actor.getSnapshot().context.summary?.statusPagamento).toBe('Pago');
    expect(actor.getSnapshot().context.payment?.status).toBe('approved');
    actor.stop();
  });
});

describe('checkoutScreen', () => {
  it('is the page of the state, the reloaded page while the order loads, and none once the checkout ended', async () => {
    const actor = createActor(provided({ loadOrder: fromPromise(() => new Promise(() => {})) }), {
      input: { at: 'ticket-payment', order: { tipo: 'servico', id: 9 } },
    }).start();
    expect(checkoutScreen(actor.getSnapshot())).toBe('ticket-payment');
    actor.stop();
    const ended = createActor(checkoutMachine, { input: { at: 'confirmplan', planId: 3 } }).start();
    expect(checkoutScreen(ended.getSnapshot())).toBeNull();
  });
});

describe('checkout machine, each half of a compound condition', () => {
  const order = { tipo: 'marca', id: 7 } as const;
  const pollOnce = async (answer: (typeof payments)['pixPending']) => {
    const clock = new SimulatedClock();
    const actor = createActor(provided({ checkPayment: fromPromise(async () => answer) }), { input: { at: 'pix-payment', order }, clock }).start();
    await settle();
    clock.increment(3000);
    await settle();
    const screen = checkoutScreen(actor.getSnapshot());
    actor.stop();
    return screen;
  };

  it('a Pix counts as paid when the attempt is approved, or when the order says "Pago" though the attempt does not', async () => {
    const paidOrder = { ...payments.pixPending.pedido, statusPagamento: 'Pago' as const };
    expect(await pollOnce({ ...payments.pixPending, status: 'approved', status_detail: 'accredited' })).toBe('confirm-payment');
    expect(await pollOnce({ ...payments.pixPending, pedido: paidOrder })).toBe('confirm-payment');
    expect(await pollOnce(payments.pixPending)).toBe('pix-payment');
  });

  it('/pix-payment resumes only for a Pix that is still awaited: a boleto awaited, or a Pix expired, goes to /payment', async () => {
    const resumed = async (attempt: (typeof payments)['pixPending']) => {
      const actor = createActor(provided({ loadOrder: fromPromise(async () => ({ summary: summary(attempt), profile: customerProfile })) }), {
        input: { at: 'pix-payment', order },
      }).start();
      await settle();
      const screen = checkoutScreen(actor.getSnapshot());
      actor.stop();
      return screen;
    };
    expect(await resumed(payments.pixPending)).toBe('pix-payment');
    expect(await resumed(payments.boletoPending)).toBe('payment');
    expect(await resumed(payments.pixExpired)).toBe('payment');
  });

  it('the sign-up button needs all three: a long enough password, its confirmation, the terms', () => {
    const actor = createActor(provided({ register: fromPromise(() => new Promise(() => {})) }), { input: { at: 'confirmplan', planId: 1 } }).start();
    const can = (holder: typeof holders.valid) => actor.getSnapshot().can({ type: 'SUBMIT', holder });
    expect(can(holders.valid)).toBe(true);
    expect(can({ ...holders.valid, password: 'curta12', confirmation: 'curta12' })).toBe(false);
    expect(can({ ...holders.valid, confirmation: `${holders.valid.password}x` })).toBe(false);
    expect(can({ ...holders.valid, terms: false })).toBe(false);
    actor.stop();
  });
});
