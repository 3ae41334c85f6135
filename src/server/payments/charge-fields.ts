import type { payments } from '../db/schema';
import type { PaymentRow } from './payment-data';
import type { ProviderPayment } from './provider';

/**
 * What the provider made of an attempt (its id, Pix code, boleto line): written once, in the same statement as the
 * provider's status for it, so no reader ever sees a charge without its status.
 */
export function chargeFields(attempt: PaymentRow, view: ProviderPayment): Partial<typeof payments.$inferInsert> {
  return {
    providerPaymentId: view.providerPaymentId,
    paymentMethodId: view.paymentMethodId || attempt.paymentMethodId,
    expiresAt: view.expiresAt,
    pixQrCode: view.pix?.qrCode ?? null,
    pixQrCodeBase64: view.pix?.qrCodeBase64 ?? null,
    boletoLine: view.boleto?.digitableLine ?? null,
    boletoUrl: view.boleto?.url ?? null,
    checkedAt: new Date(),
  };
}
