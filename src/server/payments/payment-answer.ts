import { and, desc, eq, notInArray } from 'drizzle-orm';
import { unansweredStatuses } from '../../shared/payments/status';
import type { OrderKind, PaymentData } from '../../shared/schemas/checkout';
import type { Database } from '../db/client';
import { payments } from '../db/schema';
import { findOrder } from '../orders/customer-orders';
import { type PaymentRow, toPaymentData } from './payment-data';

/** The attempt's payment data with its order's current payment status. */
export async function paymentAnswer(db: Database, attempt: PaymentRow): Promise<PaymentData> {
  const order = await findOrder(db, attempt.orderKind as OrderKind, attempt.orderId);
  return toPaymentData(attempt, order?.statusPagamento ?? 'Pendente');
}

/** The order's newest attempt the provider has answered, if any. */
export async function latestAttempt(db: Database, kind: OrderKind, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderKind, kind),
        eq(payments.orderId, orderId),
        notInArray(payments.status, [...unansweredStatuses]),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}
