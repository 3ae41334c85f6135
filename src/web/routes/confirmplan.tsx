import { createFileRoute, redirect } from '@tanstack/react-router';
import { planSearchSchema } from '../checkout/checkout-search';
import { LazyCheckoutPage } from '../checkout/LazyCheckoutPage';
import { getToken } from '../session';

export const Route = createFileRoute('/confirmplan')({
  validateSearch: planSearchSchema,
  // A customer who is already signed in confirms the plan in the customer area instead of signing up again.
  beforeLoad: ({ search }) => {
    if (getToken()) throw redirect({ to: '/new-payment', search: { planId: search.planId } });
  },
  component: function ConfirmPlanRoute() {
    const { planId } = Route.useSearch();
    return <LazyCheckoutPage input={{ at: 'confirmplan', planId }} framed />;
  },
});
