import { createFileRoute, redirect } from '@tanstack/react-router';
import { orderRefOf, orderSearchSchema } from '../checkout/checkout-search';
import { LazyCheckoutPage } from '../checkout/LazyCheckoutPage';
import { getToken } from '../session';

export const Route = createFileRoute('/confirm-payment')({
  validateSearch: orderSearchSchema,
  beforeLoad: () => {
    if (!getToken()) throw redirect({ to: '/login' });
  },
  component: function ConfirmPaymentRoute() {
    const order = orderRefOf(Route.useSearch());
    return <LazyCheckoutPage input={{ at: 'confirm-payment', order }} framed />;
  },
});
