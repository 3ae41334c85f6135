import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { payments } from '../db/schema';
import type { PaymentRow } from './payment-data';
import type { ProviderPayment } from './provider';

/** Stores what the provider made of a claimed attempt (its id, Pix code, boleto line), once; the status is settled after. */
export async function recordCharge(
  deps: Pick<AppDeps, 'db'>,
  claimed: PaymentRow,
  view: ProviderPayment,
): Promise<PaymentRow> {
  const [stored] = await deps.db
    .update(payments)
    .set({
      providerPaymentId: view.providerPaymentId,
      status: 'pending',
      paymentMethodId: view.paymentMethodId || claimed.paymentMethodId,
      expiresAt: view.expiresAt,
      pixQrCode: view.pix?.qrCode ?? null,
      pixQrCodeBase64: view.pix?.qrCodeBase64 ?? null,
      boletoLine: view.boleto?.digitableLine ?? null,
      boletoUrl: view.boleto?.url ?? null,
      checkedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(payments.id, claimed.id), eq(payments.status, 'creating')))
    .returning();
  return stored ?? (await deps.db.select().from(payments).where(eq(payments.id, claimed.id)))[0]!;
}
