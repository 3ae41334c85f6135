import { createFileRoute } from '@tanstack/react-router';
import { OrdersPlaceholder } from '../../screens/customer/OrdersPlaceholder';

export const Route = createFileRoute('/_cliente/servicos')({
  component: () => (
    <OrdersPlaceholder
      title="Meus serviços"
      columns={['Protocolo', 'Serviço', 'Status', 'Pagamento', 'Ação']}
      empty="Você ainda não contratou serviços."
      action="Contratar novo serviço"
      actionTo="/new-service"
    />
  ),
});
