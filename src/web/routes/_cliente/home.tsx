import { createFileRoute } from '@tanstack/react-router';
import { OrdersPlaceholder } from '../../screens/customer/OrdersPlaceholder';

export const Route = createFileRoute('/_cliente/home')({
  component: () => (
    <OrdersPlaceholder
      title="Minhas marcas"
      columns={['Plano', 'Marca', 'Pagamento', 'Status', 'Ação']}
      empty="Você ainda não tem pedidos de registro de marca."
      action="Contratar novo plano"
      actionTo="/new-marca"
    />
  ),
});
