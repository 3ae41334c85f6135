import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { CheckoutEvent, CheckoutInput } from '../../../machines/checkout';
import { clearSession } from '../session';
import { toast } from '../ui/toast';
import { checkoutExit, inputLocation, sameLocation, snapshotLocation } from './checkout-location';
import { checkoutFor, claimExit, holdCheckout } from './checkout-session';

/**
 * Runs the checkout for the page at `input` (its URL and, in the customer area, the profile), and keeps the
 * URL on the state: when the state belongs on another page, it goes there; when the checkout ends, it follows it out.
 */
export function useCheckout(input: CheckoutInput) {
  const here = inputLocation(input);
  const hereKey = JSON.stringify(here);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new address is a new checkout page; the input follows it
  const actor = useMemo(() => checkoutFor(input), [hereKey]);
  const state = useSelector(actor, (snapshot) => snapshot);
  const send = useCallback((event: CheckoutEvent) => actor.send(event), [actor]);
  const navigate = useNavigate();
  const previous = useRef(state);

  useEffect(() => holdCheckout(actor), [actor]);

  useEffect(() => {
    // Where a reload or a typed URL lands after the order was read, the address is replaced, not stacked.
    const resumed = previous.current.matches({ order: 'loading' });
    previous.current = state;
    const exit = checkoutExit(state);
    if (exit) {
      if (!claimExit(actor)) return;
      if (exit.signOut) clearSession();
      if (exit.notice) toast({ color: 'red', message: exit.notice });
      void navigate({ to: exit.to, hash: exit.hash });
      return;
    }
    const there = snapshotLocation(state);
    if (there && !sameLocation(there, JSON.parse(hereKey))) {
      void navigate({ to: there.to, search: there.search, replace: resumed } as never);
    }
  }, [state, actor, navigate, hereKey]);

  return [state, send] as const;
}

export type CheckoutState = ReturnType<typeof useCheckout>[0];
export type CheckoutSend = ReturnType<typeof useCheckout>[1];
