import { refundIsDue } from '../requests/rejection-refund';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { isPaid, type OrderKind } from '../../shared/schemas/checkout';
import type { AppDeps } from '../context';
import { payments } from '../db/schema';
import { type BackgroundJob, every } from '../jobs/every';
import { findOrder } from '../orders/customer-orders';
import { cancelReplaced } from './cancel-replaced';
import { latestAttempt } from './payment-answer';
import type { PaymentRow } from './payment-data';
import { type PaymentProvider, ProviderError } from './provider';
import { refreshPayment } from './refresh-payment';
import { refundDuplicate } from './settle-payment';
import { settleUnanswered, unansweredAttempts } from './unanswered-attempts';

const BATCH = 200;

export interface ReconcileReport {
  checked: number;
  /** Attempts whose provider's answer was lost (`uncertain`, or `creating` past its time), asked about by reference. */
  unanswered: number;
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
  const report: ReconcileReport = { checked: 0, unanswered: 0, refunds: 0 };
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

  for (const attempt of await unansweredAttempts(deps, provider, now, BATCH)) {
    report.unanswered++;
    await guard(attempt, async () => {
      await settleUnanswered(deps, provider, attempt, now);
    });
  }

  const duplicates = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        mine,
        or(eq(payments.duplicate, true), and(eq(payments.refundDue, true), refundIsDue(now))),
        eq(payments.status, 'approved'),
      ),
    )
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
