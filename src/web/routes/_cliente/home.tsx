import { createFileRoute } from '@tanstack/react-router';
import { OrdersLoadError } from '../../components/checkout/OrdersLoadError';
import { BrandOrdersScreen } from '../../screens/checkout/BrandOrdersScreen';

export const Route = createFileRoute('/_cliente/home')({
  loader: () => import('../../api/orders').then((orders) => orders.listBrands()),
  // Read afresh on every visit: a payment made meanwhile must show, not a cached list.
  gcTime: 0,
  errorComponent: OrdersLoadError,
  component: function HomeRoute() {
    return <BrandOrdersScreen brands={Route.useLoaderData().marcas} />;
  },
});
