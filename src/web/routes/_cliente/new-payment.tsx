import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { planSearchSchema } from '../../checkout/checkout-search';
import { LazyCheckoutPage } from '../../checkout/LazyCheckoutPage';

const customerArea = getRouteApi('/_cliente');

export const Route = createFileRoute('/_cliente/new-payment')({
  validateSearch: planSearchSchema,
  component: function NewPaymentRoute() {
    const { planId } = Route.useSearch();
    return <LazyCheckoutPage input={{ at: 'new-payment', planId, profile: customerArea.useLoaderData() }} framed={false} />;
  },
});
