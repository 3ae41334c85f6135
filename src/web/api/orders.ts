import type { OrderSummary } from '../../../machines/checkout/payment';
import type { CustomerService } from '../../../machines/customer-rows/customer-rows';
import { serviceAnswersOf } from '../../../machines/service-request/service-answers';
import type {
  CustomerBrand,
  CustomerService as CustomerServiceAnswer,
  OrderCreated,
  OrderKind,
  OrderSummary as OrderSummaryAnswer,
} from '../../shared/schemas/checkout';
import { api } from './client';
import { paymentOf } from './payments';

export const listBrands = () => api<{ marcas: CustomerBrand[] }>('/marcas/');

/** One of the customer's services in camelCase. */
const customerServiceOf = ({
  num_protocolo,
  plano_id,
  status_pagamento,
  procuracao_assinada,
  dados,
  ...service
}: CustomerServiceAnswer): CustomerService => ({
  ...service,
  numProtocolo: num_protocolo,
  planId: plano_id,
  statusPagamento: status_pagamento,
  procuracaoAssinada: procuracao_assinada,
  dados: serviceAnswersOf(dados),
});

export const listServices = () =>
  api<{ servicos: CustomerServiceAnswer[] }>('/servicos/').then((answer) => ({
    servicos: answer.servicos.map(customerServiceOf),
  }));

/**
 * Opens (or reuses the unpaid, untouched) brand request for plan 1 or 2, or service request for plan 4, 5 or 6;
 * the answer's marcaID named orderId past this edge.
 */
export const createOrder = (kind: OrderKind, planId: number) =>
  (kind === 'marca'
    ? api<OrderCreated>('/marcas/', { method: 'PUT', body: { planoID: planId } })
    : api<OrderCreated>('/servicos/', { method: 'POST', body: { plano_id: planId } })
  ).then(({ marcaID }) => ({ orderId: marcaID }));

const orderSummaryOf = ({ pagamento, planoID, ...order }: OrderSummaryAnswer): OrderSummary => ({
  ...order,
  planId: planoID,
  pagamento: pagamento && paymentOf(pagamento),
});

export const getOrderSummary = (tipo: OrderKind, id: number) =>
  api<OrderSummaryAnswer>(`/pedidos/${tipo}/${id}`).then(orderSummaryOf);
