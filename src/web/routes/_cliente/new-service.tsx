import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { LazyCheckoutPage } from '../../checkout/LazyCheckoutPage';

const customerArea = getRouteApi('/_cliente');

export const Route = createFileRoute('/_cliente/new-service')({
  component: function NewServiceRoute() {
    return <LazyCheckoutPage input={{ at: 'new-service', profile: customerArea.useLoaderData() }} framed={false} />;
  },
});
