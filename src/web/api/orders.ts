import type {
  CustomerBrand,
  CustomerService,
  OrderCreated,
  OrderKind,
  OrderSummary,
} from '../../shared/schemas/checkout';
import { api } from './client';

export const listBrands = () => api<{ marcas: CustomerBrand[] }>('/marcas/');

export const listServices = () => api<{ servicos: CustomerService[] }>('/servicos/');

/** Opens (or reuses the unpaid) brand request for plan 1 or 2. */
export const createBrandOrder = (planoID: number) =>
  api<OrderCreated>('/marcas/', { method: 'PUT', body: { planoID } });

/** Opens (or reuses the untouched) service request for plan 4, 5 or 6. */
export const createServiceOrder = (plano_id: number) =>
  api<OrderCreated>('/servicos/', { method: 'POST', body: { plano_id } });

export const getOrderSummary = (tipo: OrderKind, id: number) => api<OrderSummary>(`/pedidos/${tipo}/${id}`);
