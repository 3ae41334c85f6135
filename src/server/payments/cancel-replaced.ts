import { and, eq, inArray, ne } from 'drizzle-orm';
import { type AppDeps, linesOf } from '../context';
import { payments } from '../db/schema';
import type { PaymentRow } from './payment-data';
import { type PaymentProvider, ProviderError } from './provider';
import { settlePayment } from './settle-payment';

export const REPLACED_REASON = 'substituído por um pagamento mais novo do mesmo pedido';

/**
 * Cancels one replaced Pix or boleto at the provider. When the provider will not cancel it (the customer
 * paid it meanwhile), its word is asked and settled: an approval then becomes a duplicate and is refunded.
 */
export async function cancelReplaced(
  deps: AppDeps,
  provider: PaymentProvider,
  attempt: PaymentRow,
  reason = REPLACED_REASON,
): Promise<PaymentRow> {
  if (attempt.provider !== provider.name) return attempt;
  try {
    const view = await provider.cancel(attempt);
    if (!view) return attempt;
    await deps.db.update(payments).set({ closedReason: reason }).where(eq(payments.id, attempt.id));
    return await settlePayment(deps, provider, attempt, view);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    linesOf(deps).warn(`[pagamentos] não foi possível cancelar a tentativa ${attempt.id}: ${error.message}`);
    if (error.kind !== 'refused') return attempt;
    const view = await provider.lookup(attempt).catch(() => null);
    return view ? settlePayment(deps, provider, attempt, view) : attempt;
  }
}

/** Every still-payable Pix or boleto of the order other than `keep`: a new attempt replaces them. (A card in review is left to finish: if it is approved too, it is refunded as a duplicate.) */
export async function cancelOtherAttempts(deps: AppDeps, provider: PaymentProvider, keep: PaymentRow): Promise<void> {
  const others = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderKind, keep.orderKind),
        eq(payments.orderId, keep.orderId),
        ne(payments.id, keep.id),
        inArray(payments.status, ['pending', 'in_process']),
        inArray(payments.method, ['pix', 'boleto']),
      ),
    );
  for (const attempt of others) await cancelReplaced(deps, provider, attempt);
}
