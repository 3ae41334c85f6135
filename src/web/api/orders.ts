import type { OrderSummary } from '../../../machines/checkout/payment';
import type {
  CustomerBrand,
  CustomerService,
  OrderCreated,
  OrderKind,
  OrderSummary as OrderSummaryAnswer,
} from '../../shared/schemas/checkout';
import { api } from './client';
import { paymentOf } from './payments';

export const listBrands = () => api<{ marcas: CustomerBrand[] }>('/marcas/');

export const listServices = () => api<{ servicos: CustomerService[] }>('/servicos/');

/** Opens (or reuses the unpaid) brand request for plan 1 or 2. */
export const createBrandOrder = (planoID: number) =>
  api<OrderCreated>('/marcas/', { method: 'PUT', body: { planoID } });

/** Opens (or reuses the untouched) service request for plan 4, 5 or 6. */
export const createServiceOrder = (planId: number) =>
  api<OrderCreated>('/servicos/', { method: 'POST', body: { plano_id: planId } });

const orderSummaryOf = ({ pagamento, ...order }: OrderSummaryAnswer): OrderSummary => ({
  ...order,
  pagamento: pagamento && paymentOf(pagamento),
});

export const getOrderSummary = (tipo: OrderKind, id: number) =>
  api<OrderSummaryAnswer>(`/pedidos/${tipo}/${id}`).then(orderSummaryOf);
