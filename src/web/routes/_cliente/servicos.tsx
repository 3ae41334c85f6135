import { createFileRoute } from '@tanstack/react-router';
import { OrdersLoadError } from '../../components/checkout/OrdersLoadError';
import { ServiceOrdersScreen } from '../../screens/checkout/ServiceOrdersScreen';

export const Route = createFileRoute('/_cliente/servicos')({
  loader: () => import('../../api/orders').then((orders) => orders.listServices()),
  // Read afresh on every visit: a payment made meanwhile must show, not a cached list.
  gcTime: 0,
  errorComponent: OrdersLoadError,
  component: function ServicesRoute() {
    return <ServiceOrdersScreen services={Route.useLoaderData().servicos} />;
  },
});
