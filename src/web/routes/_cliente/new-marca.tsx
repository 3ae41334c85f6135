import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { LazyCheckoutPage } from '../../checkout/LazyCheckoutPage';

const customerArea = getRouteApi('/_cliente');

export const Route = createFileRoute('/_cliente/new-marca')({
  component: function NewBrandRoute() {
    return <LazyCheckoutPage input={{ at: 'new-marca', profile: customerArea.useLoaderData() }} framed={false} />;
  },
});
