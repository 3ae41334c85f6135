import type { CheckoutSend, CheckoutState } from './use-checkout';

/** Every checkout screen gets the machine's state and its send. */
export interface CheckoutScreenProps {
  state: CheckoutState;
  send: CheckoutSend;
}
