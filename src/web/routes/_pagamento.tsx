import { createFileRoute } from '@tanstack/react-router';
import { checkoutSearchSchema } from '../checkout/checkout-search';
import { LazyCheckoutLayout } from '../checkout/LazyCheckoutLayout';

/** The checkout's pages in the site's frame (/confirmplan, /payment … /confirm-payment): this layout owns the running checkout. */
export const Route = createFileRoute('/_pagamento')({
  validateSearch: checkoutSearchSchema,
  // The router shows its pending page (frame and loader) until the checkout's code is here: never a blank screen.
  loader: () => import('../checkout/CheckoutLayout').then(() => undefined),
  component: function CheckoutRoute() {
    return <LazyCheckoutLayout framed />;
  },
});
