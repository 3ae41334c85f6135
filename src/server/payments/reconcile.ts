import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { isPaid, type OrderKind } from '../../shared/schemas/checkout';
import type { AppDeps } from '../context';
import { payments } from '../db/schema';
import { type BackgroundJob, every } from '../jobs/every';
import { findOrder } from '../orders/customer-orders';
import { cancelReplaced } from './cancel-replaced';
import { latestAttempt } from './payment-answer';
import type { PaymentRow } from './payment-data';
import { type PaymentProvider, ProviderError } from './provider';
import { recordCharge } from './record-charge';
import { refreshPayment } from './refresh-payment';
import { refundDuplicate, settlePayment } from './settle-payment';

/** An attempt still "creating" after this long lost its charge answer (the process stopped mid-call). */
export const ORPHAN_AFTER_MS = 2 * 60 * 1000;
const BATCH = 200;

export interface ReconcileReport {
  checked: number;
  orphans: number;
  refunds: number;
}

/** An attempt awaiting payment: a replaced Pix or boleto (or one on a paid order) is cancelled; any other is asked about. */
async function reconcileAwaiting(
  deps: AppDeps,
  provider: PaymentProvider,
  attempt: PaymentRow,
  now: Date,
): Promise<void> {
  const kind = attempt.orderKind as OrderKind;
  const [order, latest] = await Promise.all([
    findOrder(deps.db, kind, attempt.orderId),
    latestAttempt(deps.db, kind, attempt.orderId),
  ]);
  // An order gone (its account was deleted) leaves nothing to pay for.
  const replaced = !order || isPaid(order.statusPagamento) || latest?.id !== attempt.id;
  if (replaced && (attempt.method === 'pix' || attempt.method === 'boleto'))
    await cancelReplaced(deps, provider, attempt);
  else await refreshPayment(deps, provider, attempt, now);
}

/** A charge whose answer never got stored: adopt the provider's payment for it, or drop the claim when it made none. */
async function reconcileOrphan(deps: AppDeps, provider: PaymentProvider, attempt: PaymentRow): Promise<void> {
  const view = await provider.findByReference(attempt, `${attempt.orderKind}:${attempt.orderId}`);
  if (!view) {
    await deps.db.delete(payments).where(and(eq(payments.id, attempt.id), eq(payments.status, 'creating')));
    return;
  }
  await settlePayment(deps, provider, await recordCharge(deps, attempt, view), view);
}

/**
 * One reconciliation pass: asks the provider about every attempt that still awaits its word, so a lost
 * webhook or a stopped process never leaves money unaccounted for. Runs on a schedule; tests call it once.
 */
export async function reconcilePayments(
  deps: AppDeps,
  provider: PaymentProvider,
  options: { now?: Date } = {},
): Promise<ReconcileReport> {
  const now = options.now ?? new Date();
  const report: ReconcileReport = { checked: 0, orphans: 0, refunds: 0 };
  const mine = eq(payments.provider, provider.name);
  const guard = async (attempt: PaymentRow, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      console.warn(`[conciliação] tentativa ${attempt.id}: ${error.message}`);
    }
  };

  const awaiting = await deps.db
    .select()
    .from(payments)
    .where(and(mine, inArray(payments.status, ['pending', 'in_process'])))
    .orderBy(sql`${payments.checkedAt} asc nulls first`)
    .limit(BATCH);
  for (const attempt of awaiting) {
    report.checked++;
    await guard(attempt, () => reconcileAwaiting(deps, provider, attempt, now));
  }

  const orphans = await deps.db
    .select()
    .from(payments)
    .where(
      and(mine, eq(payments.status, 'creating'), lt(payments.createdAt, new Date(now.getTime() - ORPHAN_AFTER_MS))),
    )
    .orderBy(asc(payments.id))
    .limit(BATCH);
  for (const attempt of orphans) {
    report.orphans++;
    await guard(attempt, () => reconcileOrphan(deps, provider, attempt));
  }

  const duplicates = await deps.db
    .select()
    .from(payments)
    .where(and(mine, or(eq(payments.duplicate, true), eq(payments.refundDue, true)), eq(payments.status, 'approved')))
    .limit(BATCH);
  for (const attempt of duplicates) {
    report.refunds++;
    await refundDuplicate(deps, provider, attempt);
  }
  return report;
}

export function startReconciliation(deps: AppDeps, provider: PaymentProvider, intervalMs = 60_000): BackgroundJob {
  return every(intervalMs, 'conciliação', () => reconcilePayments(deps, provider));
}
