import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { isAwaitingPayment } from '../../shared/payments/status';
import { type AppDeps, linesOf } from '../context';
import { payments } from '../db/schema';
import type { PaymentRow } from './payment-data';
import { type PaymentProvider, ProviderError } from './provider';
import { settlePayment } from './settle-payment';

/**
 * While an attempt awaits payment, asks its provider for news: the Pix screen polls, and a webhook
 * may be late or lost. Only one caller per interval gets to ask, however many screens poll.
 */
export async function refreshPayment(
  deps: AppDeps,
  provider: PaymentProvider,
  attempt: PaymentRow,
  now = new Date(),
): Promise<PaymentRow> {
  if (!isAwaitingPayment(attempt.status) || attempt.provider !== provider.name) return attempt;
  if (provider.pollIntervalMs > 0) {
    const cutoff = new Date(now.getTime() - provider.pollIntervalMs);
    const [claimed] = await deps.db
      .update(payments)
      .set({ checkedAt: now })
      .where(and(eq(payments.id, attempt.id), or(isNull(payments.checkedAt), lt(payments.checkedAt, cutoff))))
      .returning({ id: payments.id });
    if (!claimed) return attempt;
  }
  try {
    const view = await provider.lookup(attempt);
    return view ? await settlePayment(deps, provider, attempt, view) : attempt;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    linesOf(deps).warn(`[pagamentos] consulta da tentativa ${attempt.id} falhou: ${error.message}`);
    return attempt;
  }
}
