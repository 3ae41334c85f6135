import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  checkoutMachine,
  checkoutStep,
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutInput,
} from '../../machines/checkout/checkout';
import { checkoutOrderMachine } from '../../machines/checkout/checkout-order';
import { activeStates, type WalkPath, type WalkStep } from '../../machines/tooling/walk';
import { messages } from '../../src/shared/messages';
import { checkoutModel, holders } from '../support/machines/checkout-model';
import { describeModel } from '../support/machines/model';

const context = (step: WalkStep) => step.snapshot.context as CheckoutContext;
const before = (step: WalkStep) => step.previous!.context as CheckoutContext;
const started = (path: WalkPath) => path.input.input as CheckoutInput;
const stateOf = (step: WalkStep) => activeStates(step.snapshot).join(', ');

/** Where the customer is: the state (each has one page, src/web/checkout/checkout-pages.ts) and the message on it. */
function sees(step: WalkStep, state: string, message: string | null = null) {
  expect(stateOf(step)).toBe(state);
  expect(context(step).error).toBe(message);
}

function leaves(
  step: WalkStep,
  finalState: 'done' | 'toLogin' | 'orderMissing' | 'planRefused',
  notice: string | null = null,
) {
  expect(step.snapshot.status).toBe('done');
  expect(stateOf(step)).toBe(finalState);
  expect(context(step).notice).toBe(notice);
}

const unchanged = (step: WalkStep) => {
  expect(step.snapshot.value).toEqual(step.previous!.value);
  expect(context(step)).toEqual(before(step));
};

/** The order's pages open on the page reloaded, or on /payment right after the order was made. */
const onOrder = (step: WalkStep, resumeAt: CheckoutContext['resumeAt'], order = context(step).order) => {
  sees(step, 'order');
  expect(context(step)).toMatchObject({ resumeAt, order });
};

describeModel('checkout machine', {
  ...checkoutModel,
  expectAfter: {
    'xstate.init': (step, path) => {
      const { at, planId, order } = started(path);
      if (at === 'confirmplan' && planId === 3) return leaves(step, 'planRefused', messages.register.planQuotedByChat);
      if (at === 'confirmplan' && planId === undefined)
        return leaves(step, 'planRefused', messages.register.planUnknown);
      if (at === 'confirmplan') return sees(step, 'signUp.form.editing');
      if (at === 'new-marca') return sees(step, 'choosingBrandPlan');
      if (at === 'new-service') return sees(step, 'choosingService');
      if (at === 'new-payment') {
        sees(step, 'newPayment.form.reviewing');
        return expect(context(step).termsAccepted).toBe(true);
      }
      if (!order) return leaves(step, 'orderMissing', messages.orders.notFound);
      onOrder(step, at, order);
    },

    SUBMIT: (step) => {
      const holder = (step.event as Extract<CheckoutEvent, { type: 'SUBMIT' }>).holder;
      const ready = holder.password.length >= 8 && holder.password === holder.confirmation && holder.terms;
      if (!ready) return unchanged(step);
      sees(step, 'signUp.registering');
    },
    'done: register': (step, path) => {
      sees(step, 'signUp.registered');
      expect(context(step).notice).toBe(messages.register.success);
      expect(context(step).order).toEqual({ tipo: started(path).planId === 4 ? 'servico' : 'marca', id: 7 });
    },
    'error: register': (step) => {
      const wording = {
        cpfTaken: messages.register.duplicateCpf,
        emailTaken: messages.register.duplicateEmail,
        offline: messages.register.connection,
        serverError: 'Ocorreu um erro ao processar seu cadastro.',
      }[step.outcome!];
      sees(step, 'signUp.form.failed', wording);
    },
    'after: redirectDelay': (step) => {
      onOrder(step, 'payment');
      expect(context(step).notice).toBeNull();
    },

    CHOOSE: (step) => {
      const { planId } = step.event as Extract<CheckoutEvent, { type: 'CHOOSE' }>;
      const offered = step.previous!.matches('choosingBrandPlan') ? [1, 2] : [4, 5, 6];
      if (!offered.includes(planId)) return unchanged(step);
      sees(step, 'newPayment.form.reviewing');
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
      sees(step, 'newPayment.creating');
    },
    BACK: (step) => {
      if (before(step).planId! <= 2) sees(step, 'choosingBrandPlan');
      else sees(step, 'choosingService');
    },
    // Brand plans make a brand request (PUT /api/marcas/), services a service (POST /api/servicos/).
    'done: createOrder': (step) =>
      onOrder(step, 'payment', { tipo: before(step).planId! <= 2 ? 'marca' : 'servico', id: 7 }),
    'error: createOrder': (step) => {
      if (step.outcome === 'sessionExpired') return leaves(step, 'toLogin');
      const wording = {
        offline: messages.register.connection,
        refused: 'Escolha um serviço: Busca, Oposição ou Recurso.',
      }[step.outcome!];
      sees(step, 'newPayment.form.failed', wording);
    },

    'done: checkoutOrder': (step) => {
      if (step.outcome === 'sessionExpired') return leaves(step, 'toLogin');
      if (step.outcome === 'notFound') return leaves(step, 'orderMissing', messages.orders.notFound);
      leaves(step, 'done');
    },
  },
});

const provided = (overrides: Parameters<typeof checkoutMachine.provide>[0]['actors'] = {}) =>
  checkoutMachine.provide({
    actors: {
      register: fromPromise(async () => ({ orderId: 7, userId: 3 })),
      checkoutOrder: checkoutOrderMachine.provide({ actors: { loadOrder: fromPromise(() => new Promise(() => {})) } }),
      ...overrides,
    },
  });

describe('checkout machine, the sign-up button', () => {
  it('is enabled only with an 8+ character password, a matching confirmation and the terms ticked (each of the three on its own)', () => {
    const actor = createActor(provided({ register: fromPromise(() => new Promise(() => {})) }), {
      input: { at: 'confirmplan', planId: 1 },
    }).start();
    const can = (holder: typeof holders.valid) => actor.getSnapshot().can({ type: 'SUBMIT', holder });
    expect(can(holders.valid)).toBe(true);
    expect(can(holders.shortPassword)).toBe(false);
    expect(can({ ...holders.valid, password: '1234567', confirmation: '1234567' })).toBe(false);
    expect(can({ ...holders.valid, password: '12345678', confirmation: '12345678' })).toBe(true);
    expect(can({ ...holders.valid, confirmation: `${holders.valid.password}x` })).toBe(false);
    expect(can({ ...holders.valid, terms: false })).toBe(false);
    actor.stop();
  });

  it('is disabled while the sign-up is being sent', () => {
    const actor = createActor(provided({ register: fromPromise(() => new Promise(() => {})) }), {
      input: { at: 'confirmplan', planId: 1 },
    }).start();
    actor.send({ type: 'SUBMIT', holder: holders.valid });
    expect(actor.getSnapshot().matches({ signUp: 'registering' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'SUBMIT', holder: holders.valid })).toBe(false);
    actor.stop();
  });
});

describe('checkout machine, timing', () => {
  it('goes to /payment exactly 2 s after "Conta criada com sucesso!"', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(provided(), { input: { at: 'confirmplan', planId: 1 }, clock }).start();
    actor.send({ type: 'SUBMIT', holder: holders.valid });
    await waitFor(actor, (snapshot) => snapshot.context.notice !== null, { timeout: 5000 });
    expect(actor.getSnapshot().context.notice).toBe(messages.register.success);
    clock.increment(1999);
    expect(checkoutStep(actor.getSnapshot())).toBe('signUp');
    clock.increment(1);
    expect(checkoutStep(actor.getSnapshot())).toBe('loading');
    expect((actor.getSnapshot().children.order?.getSnapshot() as { context: object }).context).toMatchObject({
      resumeAt: 'payment',
      order: { tipo: 'marca', id: 7 },
    });
    actor.stop();
  });
});

describe('checkoutStep', () => {
  it("is the checkout's state, the order's while on its pages, and none once the checkout ended", () => {
    const signUp = createActor(provided(), { input: { at: 'confirmplan', planId: 1 } }).start();
    expect(checkoutStep(signUp.getSnapshot())).toBe('signUp');
    signUp.stop();
    const order = createActor(provided(), {
      input: { at: 'ticket-payment', order: { tipo: 'servico', id: 9 } },
    }).start();
    expect(checkoutStep(order.getSnapshot())).toBe('loading');
    order.stop();
    const ended = createActor(checkoutMachine, { input: { at: 'confirmplan', planId: 3 } }).start();
    expect(checkoutStep(ended.getSnapshot())).toBeNull();
  });

  it('follows the order\'s end: "Finalizar requisição" finishes the checkout, an expired session goes to /login', async () => {
    const ending = (end: string) =>
      createMachine({
        initial: 'over',
        output: ({ event }) => event.output,
        states: { over: { type: 'final', output: { end } } },
      });
    for (const [end, value] of [
      ['finished', 'done'],
      ['toLogin', 'toLogin'],
      ['orderMissing', 'orderMissing'],
    ] as const) {
      const actor = createActor(provided({ checkoutOrder: ending(end) as never }), {
        input: { at: 'payment', order: { tipo: 'marca', id: 7 } },
      }).start();
      await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 5000 });
      expect(actor.getSnapshot().value).toBe(value);
    }
  });
});
