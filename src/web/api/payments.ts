import type { PaymentData, PaymentRequest } from '../../shared/schemas/checkout';
import { api } from './client';

/** One payment attempt; its idempotency key makes a repeated request answer the first attempt instead of charging again. */
export const submitPayment = (request: PaymentRequest) =>
  api<PaymentData>('/pagamentos/prod', { method: 'POST', body: request });

/** The attempt as the provider last reported it (the server asks the provider; the browser never sets a status). */
export const getPayment = (id: number) => api<PaymentData>(`/pagamentos/${id}`);
