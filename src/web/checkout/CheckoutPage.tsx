import type { CheckoutInput } from '../../../machines/checkout';
import { CheckoutPageFrame } from './CheckoutPageFrame';
import { CheckoutView } from './CheckoutView';

/** A checkout page: in the site's frame, or bare inside the customer area's shell. */
export default function CheckoutPage({ input, framed }: { input: CheckoutInput; framed: boolean }) {
  const view = <CheckoutView input={input} />;
  return framed ? <CheckoutPageFrame>{view}</CheckoutPageFrame> : view;
}
