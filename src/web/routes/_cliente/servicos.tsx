import { createFileRoute } from '@tanstack/react-router';
import { LazyOrdersLoadError, LazyServiceOrders } from '../../customer/LazyOrders';

export const Route = createFileRoute('/_cliente/servicos')({
  loader: () => import('../../api/orders').then((orders) => orders.listServices()),
  // Read afresh on every visit: a payment made meanwhile must show, not a cached list.
  gcTime: 0,
  errorComponent: LazyOrdersLoadError,
  component: function ServicesRoute() {
    return <LazyServiceOrders services={Route.useLoaderData().servicos} />;
  },
});
