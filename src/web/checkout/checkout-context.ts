import { useSelector } from '@xstate/react';
import { createContext, useCallback, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CheckoutEvent } from '../../../machines/checkout';
import type { providedCheckoutMachine } from './checkout-actors';

export type CheckoutActor = ActorRefFrom<typeof providedCheckoutMachine>;

/** The running checkout, owned by the checkout's layout route (`routes/_pagamento.tsx`, `routes/_cliente/_contratar.tsx`). */
export const CheckoutContext = createContext<CheckoutActor | null>(null);

/** The checkout's state and its send, for the checkout's pages. */
export function useCheckout() {
  const actor = useContext(CheckoutContext);
  if (!actor) throw new Error('useCheckout fora do layout do pagamento');
  const state = useSelector(actor, (snapshot) => snapshot);
  const send = useCallback((event: CheckoutEvent) => actor.send(event), [actor]);
  return { state, send };
}

export type CheckoutState = ReturnType<typeof useCheckout>['state'];
export type CheckoutSend = ReturnType<typeof useCheckout>['send'];
