import { createActor, type ActorRefFrom } from 'xstate';
import type { CheckoutInput } from '../../../../machines/checkout';
import { providedCheckoutMachine } from './checkout-actors';
import { inputLocation, sameLocation, snapshotLocation } from './checkout-location';

export type CheckoutActor = ActorRefFrom<typeof providedCheckoutMachine>;

/**
 * One checkout runs at a time and outlives the page that started it: when its state moves to another
 * page, that page finds it here and carries on. A page whose address the running checkout is not at
 * (a reload, a typed URL, the back button) starts a new one from its address, which resumes from the server.
 */
let current: CheckoutActor | null = null;

export function checkoutFor(input: CheckoutInput): CheckoutActor {
  if (current) {
    const snapshot = current.getSnapshot();
    const there = snapshotLocation(snapshot);
    if (snapshot.status === 'active' && there && sameLocation(there, inputLocation(input))) return current;
    current.stop();
  }
  current = createActor(providedCheckoutMachine, { input });
  current.start();
  return current;
}

/** An ended checkout's exit is followed once, even when React runs the effect twice. */
const followedExits = new WeakSet<CheckoutActor>();

export function claimExit(actor: CheckoutActor): boolean {
  if (followedExits.has(actor)) return false;
  followedExits.add(actor);
  return true;
}

let holders = 0;
let stopTimer: ReturnType<typeof setTimeout> | undefined;
// Long enough for the next checkout page to load its code and find the checkout; short enough to stop a
// Pix poll soon after the customer walked away from the checkout.
const RELEASE_AFTER_MS = 5000;

/** Keeps the checkout running while a checkout page shows it; the last page to go stops it a moment later. */
export function holdCheckout(actor: CheckoutActor): () => void {
  holders += 1;
  clearTimeout(stopTimer);
  return () => {
    holders -= 1;
    if (holders > 0) return;
    stopTimer = setTimeout(() => {
      if (holders > 0 || current !== actor) return;
      actor.stop();
      current = null;
    }, RELEASE_AFTER_MS);
  };
}
