import { createFileRoute } from '@tanstack/react-router';
import { LazyBrandOrders, LazyOrdersLoadError } from '../../customer/LazyOrders';

export const Route = createFileRoute('/_cliente/home')({
  loader: () => import('../../api/orders').then((orders) => orders.listBrands()),
  // Read afresh on every visit: a payment made meanwhile must show, not a cached list.
  gcTime: 0,
  errorComponent: LazyOrdersLoadError,
  component: function HomeRoute() {
    return <LazyBrandOrders brands={Route.useLoaderData().marcas} />;
  },
});
