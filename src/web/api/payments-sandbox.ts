import type { PaymentData } from '../../shared/schemas/checkout';
import { api } from './client';
import { paymentOf } from './payments';

/** The sandbox bank paying the signed-in customer's current Pix or boleto. */
export const simulateSandboxPayment = (paymentId: number) =>
  api<PaymentData>(`/pagamentos/sandbox/${paymentId}/pagar`, { method: 'POST' }).then(paymentOf);
