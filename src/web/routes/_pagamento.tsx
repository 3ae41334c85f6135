import { createFileRoute } from '@tanstack/react-router';
import { checkoutSearchSchema } from '../checkout/checkout-search';
import { LazyCheckoutLayout } from '../checkout/LazyCheckoutLayout';

/** The checkout's pages in the site's frame (/confirmplan, /payment … /confirm-payment): this layout owns the running checkout. */
export const Route = createFileRoute('/_pagamento')({
  validateSearch: checkoutSearchSchema,
  component: function CheckoutRoute() {
    return <LazyCheckoutLayout framed />;
  },
});
