import { and, eq } from 'drizzle-orm';
import type { OrderKind } from '../../shared/schemas/checkout';
import type { Database } from '../db/client';
import { payments } from '../db/schema';

/**
 * The customer's unpaid orders whose card payment the provider is still analysing ("Pagamento em análise"): their
 * rows must not invite a second charge. Asked only when some order is unpaid, so a paid customer's list costs nothing more.
 */
export async function ordersWithPaymentInAnalysis(
  db: Database,
  userId: number,
  kind: OrderKind,
  rows: { statusPagamento: string }[],
): Promise<Set<number>> {
  if (rows.every((row) => row.statusPagamento === 'Pago')) return new Set();
  const found = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.orderKind, kind), eq(payments.status, 'in_process')));
  return new Set(found.map((row) => row.orderId));
}
