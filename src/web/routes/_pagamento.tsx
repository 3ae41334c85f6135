import { createFileRoute } from '@tanstack/react-router';
import { checkoutSearchSchema } from '../checkout/checkout-search';
import { LazyCheckoutLayout } from '../checkout/LazyCheckoutLayout';

/** The checkout's pages in the site's frame (/confirmplan, /payment … /confirm-payment): this layout owns the running checkout. */
export const Route = createFileRoute('/_pagamento')({
  validateSearch: checkoutSearchSchema,
  // The router shows its pending page (frame and loader) until the checkout's code is here: never a blank screen.
  // Imported, not named: the route's own file is in every page's code, and the checkout's would come with it.
  loader: () => import('../checkout/LazyCheckoutLayout').then((module) => module.checkoutLayoutLoaded),
  component: function CheckoutRoute() {
    return <LazyCheckoutLayout framed />;
  },
});
