import { useSelector } from '@xstate/react';
import { createContext, useCallback, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { orderActorOf, type CheckoutEvent } from '../../../machines/checkout/checkout';
import type { CheckoutOrderEvent, checkoutOrderMachine } from '../../../machines/checkout/checkout-order';
import type { providedCheckoutMachine } from './checkout-on-api';

export type CheckoutActor = ActorRefFrom<typeof providedCheckoutMachine>;
type OrderActor = ActorRefFrom<typeof checkoutOrderMachine>;

/** The running checkout, owned by the checkout's layout route (`routes/_pagamento.tsx`, `routes/_cliente/_contratar.tsx`). */
export const CheckoutContext = createContext<CheckoutActor | null>(null);

function useCheckoutActor(): CheckoutActor {
  const actor = useContext(CheckoutContext);
  if (!actor) throw new Error('useCheckout fora do layout do pagamento');
  return actor;
}

/** The checkout's state and its send, for the pages before an order exists. */
export function useCheckout() {
  const actor = useCheckoutActor();
  const state = useSelector(actor, (snapshot) => snapshot);
  const send = useCallback((event: CheckoutEvent) => actor.send(event), [actor]);
  return { state, send };
}

/** The order's state and its send, for the order's pages (/payment … /confirm-payment), drawn only while it runs. */
export function useCheckoutOrder() {
  const order = useSelector(useCheckoutActor(), (snapshot) => orderActorOf(snapshot)) as OrderActor | undefined;
  if (!order) throw new Error('useCheckoutOrder fora das páginas do pedido');
  const state = useSelector(order, (snapshot) => snapshot);
  const send = useCallback((event: CheckoutOrderEvent) => order.send(event), [order]);
  return { state, send };
}

export type CheckoutOrderSend = ReturnType<typeof useCheckoutOrder>['send'];
