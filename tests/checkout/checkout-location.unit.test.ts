import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { checkoutMachine, type CheckoutContext, type CheckoutInput } from '../../machines/checkout/checkout';
import { checkoutOrderMachine } from '../../machines/checkout/checkout-order';
import { messages } from '../../src/shared/messages';
import type { OrderKind } from '../../src/shared/schemas/checkout';
import { checkoutExit } from '../../src/web/checkout/checkout-exit';
import { inputLocation, sameLocation, snapshotLocation } from '../../src/web/checkout/checkout-location';
import { orderRefOf, orderSearchSchema, planSearchSchema } from '../../src/web/checkout/checkout-search';

const started = (input: CheckoutInput) =>
  createActor(
    checkoutMachine.provide({
      actors: {
        checkoutOrder: checkoutOrderMachine.provide({
          actors: { loadOrder: fromPromise(() => new Promise(() => {})) },
        }),
        register: fromPromise(() => new Promise(() => {})),
      },
    }),
    { input },
  )
    .start()
    .getSnapshot();

describe('the URL of each checkout state', () => {
  it('carries the plan on /confirmplan and /new-payment, and the order on the order pages', () => {
    expect(inputLocation({ at: 'confirmplan', planId: 2 })).toEqual({ to: '/confirmplan', search: { planId: 2 } });
    expect(inputLocation({ at: 'new-marca' })).toEqual({ to: '/new-marca', search: {} });
    expect(inputLocation({ at: 'pix-payment', order: { tipo: 'servico', id: 3 } })).toEqual({
      to: '/pix-payment',
      search: { tipo: 'servico', id: 3 },
    });
  });

  it('is where the page that started it is, so the page keeps the running checkout', () => {
    for (const input of [
      { at: 'confirmplan', planId: 1 },
      { at: 'payment', order: { tipo: 'marca', id: 5 } },
      { at: 'confirm-payment', order: { tipo: 'servico', id: 8 } },
    ] satisfies CheckoutInput[]) {
      expect(sameLocation(snapshotLocation(started(input))!, inputLocation(input))).toBe(true);
    }
  });

  it('tells apart two orders on the same page', () => {
    expect(
      sameLocation(
        inputLocation({ at: 'payment', order: { tipo: 'marca', id: 5 } }),
        inputLocation({ at: 'payment', order: { tipo: 'marca', id: 6 } }),
      ),
    ).toBe(false);
    expect(
      sameLocation(
        inputLocation({ at: 'payment', order: { tipo: 'marca', id: 5 } }),
        inputLocation({ at: 'payment', order: { tipo: 'servico', id: 5 } }),
      ),
    ).toBe(false);
  });

  it('has none once the checkout ended; the exit says where to go and what to say', () => {
    const refused = started({ at: 'confirmplan', planId: 3 });
    expect(snapshotLocation(refused)).toBeNull();
    expect(checkoutExit(refused)).toEqual({
      to: '/',
      hash: 'planos',
      toast: { color: 'red', message: messages.register.planQuotedByChat },
      signOut: false,
    });
    expect(checkoutExit(started({ at: 'payment' }))).toEqual({
      to: '/home',
      toast: { color: 'red', message: messages.orders.notFound },
      signOut: false,
    });
    expect(checkoutExit(started({ at: 'payment', order: { tipo: 'marca', id: 1 } }))).toBeNull();
  });

  it('"Finalizar requisição" goes back to the list the order belongs to: /servicos for a service, /home for a brand', () => {
    const finished = (tipo: OrderKind) => ({
      status: 'done',
      value: 'done',
      context: { order: { tipo, id: 3 } } as CheckoutContext,
    });
    expect(checkoutExit(finished('servico'))).toEqual({ to: '/servicos', toast: null, signOut: false });
    expect(checkoutExit(finished('marca'))).toEqual({ to: '/home', toast: null, signOut: false });
  });
});

describe('checkout search params', () => {
  it('keeps a numeric plan id and drops anything else', () => {
    expect(v.parse(planSearchSchema, { planId: 2 })).toEqual({ planId: 2 });
    expect(v.parse(planSearchSchema, { planId: 'Premium' })).toEqual({ planId: undefined });
    expect(v.parse(planSearchSchema, { planId: 1.5 })).toEqual({ planId: undefined });
  });

  it('reads an order only with a known kind and a positive id', () => {
    expect(orderRefOf(v.parse(orderSearchSchema, { tipo: 'marca', id: 4 }))).toEqual({ tipo: 'marca', id: 4 });
    expect(orderRefOf(v.parse(orderSearchSchema, { tipo: 'pedido', id: 4 }))).toBeUndefined();
    expect(orderRefOf(v.parse(orderSearchSchema, { tipo: 'servico', id: -1 }))).toBeUndefined();
    expect(orderRefOf(v.parse(orderSearchSchema, {}))).toBeUndefined();
  });
});

describe('"Finalizar requisição"', () => {
  const finished = (tipo: OrderKind) => {
    const snapshot = started({ at: 'confirm-payment', order: { tipo, id: 4 } });
    return { ...snapshot, status: 'done', value: 'done' } as typeof snapshot;
  };

  it('lands a paid service on /servicos, where it is finished, and a brand on /home', () => {
    expect(checkoutExit(finished('servico'))).toEqual({ to: '/servicos', toast: null, signOut: false });
    expect(checkoutExit(finished('marca'))).toEqual({ to: '/home', toast: null, signOut: false });
  });
});
