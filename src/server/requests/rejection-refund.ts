import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import { rejectionMoney, type RejectionMoney } from '../../shared/rejection-refund';
import { isPaid, type OrderKind } from '../../shared/schemas/checkout';
import { needsPowerOfAttorney } from '../../shared/schemas/service-request';
import { type AppDeps } from '../context';
import type { Database, Tx } from '../db/client';
import { payments } from '../db/schema';
import { REVERSED_STATUS } from '../orders/customer-orders';
import type { PaymentRow } from '../payments/payment-data';
import type { PaymentProvider } from '../payments/provider';
import { refundDuplicate } from '../payments/settle-payment';

/** What decides a rejection's money: the payment status and the INPI protocol. */
export interface RejectedRequest {
  statusPagamento: string;
  planoId: number;
  /** A brand's protocolo, a service's numProtocolo. */
  protocolo: string | null;
}

/**
 * Filed at the INPI: a brand with its protocol recorded, an Oposição or a Recurso with theirs. A Busca is never filed
 * (its protocol is only our record), so it is always "before filing".
 */
export const filedAtInpi = (kind: OrderKind, request: RejectedRequest) =>
  Boolean(request.protocolo) && (kind === 'marca' || needsPowerOfAttorney(request.planoId));

/** The money rule for this request as it is now (its refund may already have made it Estornado). */
export const moneyOnRejection = (kind: OrderKind, request: RejectedRequest): RejectionMoney =>
  rejectionMoney({
    paid: isPaid(request.statusPagamento) || request.statusPagamento === REVERSED_STATUS,
    filed: filedAtInpi(kind, request),
  });

/**
 * Inside the rejection's transaction: marks the order's approved payment as owed back (refundDue), when the rule says
 * a refund, to be asked from `notBefore` on (the end of the grace period in which staff may undo the rejection).
 * Marking is idempotent (a second rejection finds it marked, or already refunded), and the reconciliation job asks
 * for the refund once it is due, and again while the provider cannot be reached.
 */
export async function markRejectionRefund(
  tx: Tx,
  kind: OrderKind,
  id: number,
  request: RejectedRequest,
  notBefore?: Date,
) {
  if (moneyOnRejection(kind, request) !== 'refund') return [];
  return tx
    .update(payments)
    .set({
      refundDue: true,
      refundAfter: notBefore ?? null,
      closedReason: messages.rejectionRefundReason,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(payments.orderKind, kind),
        eq(payments.orderId, id),
        eq(payments.status, 'approved'),
        eq(payments.duplicate, false),
      ),
    )
    .returning();
}

/** An owed refund that may be asked of the provider now: its grace period, if any, is over. */
export const refundIsDue = (now: Date): SQL => or(isNull(payments.refundAfter), lte(payments.refundAfter, now))!;

/**
 * After the rejection is saved: asks the provider for the refunds (the same path as a duplicate's, with its
 * idempotency key, so a retry never refunds twice). A provider that cannot be reached is tried again by the
 * reconciliation job.
 */
export async function refundRejected(deps: AppDeps, provider: PaymentProvider | undefined, owed: PaymentRow[]) {
  if (!provider) return;
  const now = new Date();
  // One still in its grace period is asked by the reconciliation job once the grace is over.
  for (const attempt of owed.filter((row) => !row.refundAfter || row.refundAfter <= now))
    await refundDuplicate(deps, provider, attempt);
}

/** Whether a refund was asked for this order (or may be asked now): its rejection can no longer be undone. */
export async function refundAsked(db: Database | Tx, kind: OrderKind, id: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderKind, kind), eq(payments.orderId, id), eq(payments.refundDue, true), refundIsDue(now)))
    .limit(1);
  return Boolean(row);
}

/** An undone rejection owes nothing back: the refunds still waiting out the grace period are dropped. */
export async function cancelPendingRefund(tx: Tx, kind: OrderKind, id: number, now: Date) {
  await tx
    .update(payments)
    .set({ refundDue: false, refundAfter: null, closedReason: null, updatedAt: now })
    .where(
      and(
        eq(payments.orderKind, kind),
        eq(payments.orderId, id),
        eq(payments.refundDue, true),
        eq(payments.status, 'approved'),
        gt(payments.refundAfter, now),
      ),
    );
}
