import { createActor, type ActorRefFrom } from 'xstate';
import type { CheckoutInput } from '../../../machines/checkout';
import { createFlowSession } from '../flows/flow-session';
import { providedCheckoutMachine } from './checkout-actors';
import { inputLocation, sameLocation, snapshotLocation } from './checkout-location';

export type CheckoutActor = ActorRefFrom<typeof providedCheckoutMachine>;

const session = createFlowSession<CheckoutActor>();

/**
 * The running checkout when it is active at the page's address; otherwise a new one from that address (a
 * reload, a typed URL, the back button), which resumes from the server.
 */
export function checkoutFor(input: CheckoutInput): CheckoutActor {
  return session.resumeOrStart(
    (running) => {
      const snapshot = running.getSnapshot();
      const there = snapshotLocation(snapshot);
      return snapshot.status === 'active' && !!there && sameLocation(there, inputLocation(input));
    },
    () => createActor(providedCheckoutMachine, { input }),
  );
}

export const claimExit = session.claimExit;
export const holdCheckout = session.hold;
