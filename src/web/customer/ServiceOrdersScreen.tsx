import type { CustomerService } from '../../../machines/customer-rows/customer-rows';
import { protocolOf, serviceName, serviceRowAction } from './order-rows';
import { OrdersList, PaymentBadge } from './OrdersList';
import { usePageTitle } from '../use-page-title';

/** /servicos: the customer's service requests. */
export function ServiceOrdersScreen({ services }: { services: CustomerService[] }) {
  usePageTitle('Meus serviços');
  return (
    <OrdersList
      title="Meus serviços"
      columns={['Protocolo', 'Serviço', 'Status', 'Pagamento', 'Ação']}
      rows={services.map((service) => ({
        key: service.id,
        cells: [
          protocolOf(service),
          serviceName(service),
          service.status,
          <PaymentBadge key="pagamento" status={service.statusPagamento} />,
        ],
        action: serviceRowAction(service),
      }))}
      empty="Você ainda não contratou serviços."
      action="Contratar novo serviço"
      actionTo="/new-service"
    />
  );
}
