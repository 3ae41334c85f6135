import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  checkoutOrderMachine,
  orderStep,
  type CheckoutOrderContext,
  type CheckoutOrderInput,
  type LoadedOrder,
  type OrderRef,
  type OrderScreen,
} from '../../machines/checkout/checkout-order';
import { activeStates, type WalkPath, type WalkStep } from '../../machines/tooling/walk';
import { messages } from '../../src/shared/messages';
import type { Payment } from '../../machines/checkout/payment';
import { checkoutOrderModel, customerProfile, payments, pixRequest, summary } from '../support/machines/checkout-model';
import { describeModel } from '../support/machines/model';

const context = (step: WalkStep) => step.snapshot.context as CheckoutOrderContext;
const before = (step: WalkStep) => step.previous!.context as CheckoutOrderContext;
const started = (path: WalkPath) => path.input.input as CheckoutOrderInput;
const stateOf = (step: WalkStep) => activeStates(step.snapshot).join(', ');

/** Where the customer is: the state (each has one page, src/web/checkout/checkout-pages.ts) and the message on it. */
function sees(step: WalkStep, state: string, message: string | null = null) {
  expect(stateOf(step)).toBe(state);
  expect(context(step).error).toBe(message);
}

function ends(step: WalkStep, end: 'finished' | 'toLogin' | 'orderMissing') {
  expect(step.snapshot.status).toBe('done');
  expect(stateOf(step)).toBe(end);
  expect(step.snapshot.output).toEqual({ end });
}

/** Where a reload lands for each state the order is in, per page reloaded: a typed URL cannot skip a step. */
const resumesOn: Record<string, Partial<Record<OrderScreen, string>>> = {
  unpaid: {},
  cardRejected: {},
  pixPending: { 'pix-payment': 'awaitingPix.waiting', 'confirm-payment': 'review.reading' },
  boletoPending: { 'ticket-payment': 'awaitingBoleto.waiting', 'confirm-payment': 'review.reading' },
  // A card under analysis offers no new payment: wherever the customer comes back, they read its standing.
  cardInAnalysis: {
    payment: 'review.reading',
    'pix-payment': 'review.reading',
    'ticket-payment': 'review.reading',
    'confirm-payment': 'review.reading',
  },
  // A paid order needs no asking again.
  paid: {
    payment: 'review.shown',
    'pix-payment': 'review.shown',
    'ticket-payment': 'review.shown',
    'confirm-payment': 'review.shown',
  },
};
/** The awaiting page a poll belongs to, as the step before shows. */
const awaitingOf = (step: WalkStep) => (step.previous!.matches('awaitingBoleto') ? 'awaitingBoleto' : 'awaitingPix');
const readingOnReview = (step: WalkStep) => step.previous!.matches({ review: 'reading' });

describeModel('checkout order machine', {
  ...checkoutOrderModel,
  expectAfter: {
    // Any order page first reads the order, showing that page meanwhile.
    'xstate.init': (step, path) => {
      sees(step, 'loading');
      expect(context(step)).toMatchObject({ resumeAt: started(path).resumeAt, order: started(path).order });
    },
    'done: loadOrder': (step) => {
      sees(step, resumesOn[step.outcome!][before(step).resumeAt] ?? 'choosingMethod');
      expect(context(step).summary?.titulo).toBe('Essencial');
      expect(context(step).profile).toEqual(customerProfile);
    },
    'error: loadOrder': (step) => {
      if (step.outcome === 'sessionExpired') return ends(step, 'toLogin');
      if (step.outcome === 'notFound') return ends(step, 'orderMissing');
      sees(step, 'loadFailed', messages.register.connection);
    },
    RETRY: (step) => {
      if (step.previous!.matches('loadFailed')) return sees(step, 'loading');
      // The same request, so the same idempotency key: the server answers the first attempt instead of charging twice.
      sees(step, 'submitting');
      expect(context(step).attempt).toBe(before(step).attempt);
    },

    PAY: (step) => {
      sees(step, 'submitting');
      expect(context(step).attempt).toBe(pixRequest);
    },
    'done: submitPayment': (step) => {
      const expected = {
        pix: ['awaitingPix.waiting', null],
        boleto: ['awaitingBoleto.waiting', null],
        cardApproved: ['review.shown', null],
        cardInAnalysis: ['review.reading', null],
        cardRejected: ['declined', messages.payments.statusDetail.cc_rejected_other_reason],
      }[step.outcome!] as [string, string | null];
      sees(step, ...expected);
    },
    'error: submitPayment': (step) => {
      if (step.outcome === 'sessionExpired') return ends(step, 'toLogin');
      const wording = {
        offline: messages.register.connection,
        refused: 'Este pedido pode ser parcelado em até 10x.',
        serverError: messages.checkout.paymentFailed,
      }[step.outcome!]!;
      sees(step, 'submitFailed', wording);
      expect(context(step).attempt).toBe(before(step).attempt);
    },
    TRY_AGAIN: (step) => {
      sees(step, 'choosingMethod');
      expect(context(step)).toMatchObject({ method: before(step).payment!.metodo, attempt: null });
    },
    CHANGE_METHOD: (step) => {
      sees(step, 'choosingMethod');
      expect(context(step)).toMatchObject({ method: null, attempt: null });
    },

    'after: pollDelay': (step) => sees(step, `${awaitingOf(step)}.checking`),
    'done: checkPayment': (step) => {
      // The order's standing follows the payment's answer, so the review says what the server says now.
      expect(context(step).summary?.statusPagamento).toBe(step.outcome === 'paid' ? 'Pago' : 'Pendente');
      if (step.outcome === 'expired') return sees(step, 'declined', messages.payments.statusDetail.expired);
      if (readingOnReview(step) || step.outcome === 'paid') return sees(step, 'review.shown');
      sees(step, `${awaitingOf(step)}.waiting`);
    },
    'error: checkPayment': (step) => {
      if (readingOnReview(step)) {
        sees(step, 'review.shown');
        return expect(context(step).payment).toBe(before(step).payment);
      }
      sees(step, `${awaitingOf(step)}.waiting`);
    },
    NEXT: (step) => sees(step, 'review.reading'),
    FINISH: (step) => ends(step, 'finished'),
  },
});

const order = { tipo: 'marca', id: 7 } as const;
const provided = (overrides: Parameters<typeof checkoutOrderMachine.provide>[0]['actors'] = {}) =>
  checkoutOrderMachine.provide({
    actors: {
      loadOrder: fromPromise(async () => ({ summary: summary(payments.pixPending), profile: customerProfile })),
      checkPayment: fromPromise(async () => payments.pixPending),
      ...overrides,
    },
  });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const loadsWith = (attempt: Payment | null, statusPagamento: 'Pendente' | 'Pago' = 'Pendente') =>
  fromPromise<LoadedOrder, OrderRef>(async () => ({
    summary: summary(attempt, statusPagamento),
    profile: customerProfile,
  }));

/** The state a page opened on `resumeAt` rests in once the order (and, on the review, its payment) was read. */
async function resumed(
  resumeAt: OrderScreen,
  attempt: Payment | null,
  statusPagamento: 'Pendente' | 'Pago' = 'Pendente',
) {
  const actor = createActor(
    provided({
      loadOrder: loadsWith(attempt, statusPagamento),
      checkPayment: fromPromise(() => new Promise(() => {})),
    }),
    {
      input: { order, resumeAt },
    },
  ).start();
  await settle();
  const step = orderStep(actor.getSnapshot());
  actor.stop();
  return step;
}

describe('checkout order machine, timing', () => {
  it('asks about a pending Pix every 3 s and moves on by itself once it is paid', async () => {
    const clock = new SimulatedClock();
    let answers = 0;
    const actor = createActor(
      provided({ checkPayment: fromPromise(async () => (++answers < 3 ? payments.pixPending : payments.pixPaid)) }),
      {
        input: { order, resumeAt: 'pix-payment' },
        clock,
      },
    ).start();
    await settle();
    expect(orderStep(actor.getSnapshot())).toBe('awaitingPix');
    for (const expected of [1, 2]) {
      clock.increment(3000);
      await settle();
      expect(answers).toBe(expected);
      expect(orderStep(actor.getSnapshot())).toBe('awaitingPix');
    }
    clock.increment(2999);
    await settle();
    expect(answers).toBe(2);
    clock.increment(1);
    await settle();
    expect(orderStep(actor.getSnapshot())).toBe('review');
    actor.stop();
  });

  it('/ticket-payment asks every 3 s about its own boleto and moves on to the review once it is paid', async () => {
    const boletoPaid: Payment = {
      ...payments.boletoPending,
      status: 'approved',
      statusDetail: 'accredited',
      pedido: { ...payments.boletoPending.pedido, statusPagamento: 'Pago' },
    };
    const clock = new SimulatedClock();
    const asked: number[] = [];
    const actor = createActor(
      provided({
        loadOrder: loadsWith(payments.boletoPending),
        checkPayment: fromPromise(
          async ({ input }) => (asked.push(input.id), asked.length < 2 ? payments.boletoPending : boletoPaid),
        ),
      }),
      { input: { order, resumeAt: 'ticket-payment' }, clock },
    ).start();
    await settle();
    clock.increment(3000);
    await settle();
    expect(orderStep(actor.getSnapshot())).toBe('awaitingBoleto');
    clock.increment(3000);
    await settle();
    expect(asked).toEqual([32, 32]);
    expect(orderStep(actor.getSnapshot())).toBe('review');
    expect(actor.getSnapshot().context.summary?.statusPagamento).toBe('Pago');
    actor.stop();
  });
});

describe('checkout order machine, each half of a compound condition', () => {
  const pollOnce = async (answer: Payment) => {
    const clock = new SimulatedClock();
    const actor = createActor(provided({ checkPayment: fromPromise(async () => answer) }), {
      input: { order, resumeAt: 'pix-payment' },
      clock,
    }).start();
    await settle();
    clock.increment(3000);
    await settle();
    const step = orderStep(actor.getSnapshot());
    actor.stop();
    return step;
  };

  it('a Pix counts as paid when the attempt is approved, or when the order says "Pago" though the attempt is not approved', async () => {
    const paidOrder = { ...payments.pixPending.pedido, statusPagamento: 'Pago' as const };
    expect(await pollOnce({ ...payments.pixPending, status: 'approved', statusDetail: 'accredited' })).toBe('review');
    expect(await pollOnce({ ...payments.pixPending, pedido: paidOrder })).toBe('review');
    expect(await pollOnce(payments.pixPending)).toBe('awaitingPix');
  });

  it('/pix-payment resumes only for a Pix still awaited: a boleto awaited, a Pix expired, or /payment reloaded, go to /payment', async () => {
    expect(await resumed('pix-payment', payments.pixPending)).toBe('awaitingPix');
    expect(await resumed('pix-payment', payments.boletoPending)).toBe('choosingMethod');
    expect(await resumed('pix-payment', payments.pixExpired)).toBe('choosingMethod');
    expect(await resumed('payment', payments.pixPending)).toBe('choosingMethod');
  });

  it('/ticket-payment resumes only for a boleto still awaited', async () => {
    expect(await resumed('ticket-payment', payments.boletoPending)).toBe('awaitingBoleto');
    expect(await resumed('ticket-payment', payments.pixPending)).toBe('choosingMethod');
    expect(
      await resumed('ticket-payment', { ...payments.boletoPending, status: 'cancelled', statusDetail: 'expired' }),
    ).toBe('choosingMethod');
  });

  it('/confirm-payment resumes for an approved attempt or one in analysis, and for an order "Pago" whose attempt is not approved', async () => {
    expect(await resumed('confirm-payment', payments.cardApproved)).toBe('review');
    expect(await resumed('confirm-payment', payments.cardInAnalysis)).toBe('review');
    expect(await resumed('confirm-payment', payments.cardRejected)).toBe('choosingMethod');
    expect(await resumed('confirm-payment', payments.cardRejected, 'Pago')).toBe('review');
    expect(await resumed('payment', null, 'Pago')).toBe('review');
  });

  it('/confirm-payment reads the payment again on opening: a boleto paid after the order was read shows as paid', async () => {
    const boletoPaid: Payment = {
      ...payments.boletoPending,
      status: 'approved',
      statusDetail: 'accredited',
      pedido: { ...payments.boletoPending.pedido, statusPagamento: 'Pago' },
    };
    const actor = createActor(
      provided({ loadOrder: loadsWith(payments.boletoPending), checkPayment: fromPromise(async () => boletoPaid) }),
      {
        input: { order, resumeAt: 'confirm-payment' },
      },
    ).start();
    await settle();
    await settle();
    expect(actor.getSnapshot().matches({ review: 'shown' })).toBe(true);
    expect(actor.getSnapshot().context.summary?.statusPagamento).toBe('Pago');
    actor.stop();
  });
});
