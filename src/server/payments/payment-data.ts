import {
  paymentStatusLabel,
  type OrderKind,
  type PaymentData,
  type PaymentMethodChoice,
  type ProviderPaymentStatus,
} from '../../shared/schemas/checkout';
import type { payments } from '../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

/** The spec's "payment data" of one attempt, in Mercado Pago's field names. */
export function toPaymentData(row: PaymentRow, orderStatus: string): PaymentData {
  const data: PaymentData = {
    id: row.publicId!,
    status: row.status as ProviderPaymentStatus,
    status_detail: row.statusDetail,
    payment_method_id: row.paymentMethodId,
    metodo: row.method as PaymentMethodChoice,
    installments: row.installments,
    transaction_amount: row.amountCents / 100,
    date_of_expiration: row.expiresAt?.toISOString() ?? null,
    pedido: {
      id: row.orderId,
      tipo: row.orderKind as OrderKind,
      statusPagamento: paymentStatusLabel(orderStatus),
    },
  };
  if (row.pixQrCode)
    data.point_of_interaction = {
      transaction_data: { qr_code: row.pixQrCode, qr_code_base64: row.pixQrCodeBase64 ?? '' },
    };
  if (row.boletoLine) data.digitable_line = row.boletoLine;
  if (row.boletoUrl) data.link = row.boletoUrl;
  return data;
}
