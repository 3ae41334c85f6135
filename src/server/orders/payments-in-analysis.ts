import { isPaid, type OrderKind } from '../../shared/schemas/checkout';
import type { Database } from '../db/client';
import { hotQueries } from '../db/hot-queries';

/**
 * The customer's unpaid orders whose card payment the provider is still analysing ("Pagamento em análise"): their
 * rows must not invite a second charge. Asked only when some order is unpaid, so a paid customer's list costs nothing more;
 * kept until the next write where every write is counted (db/hot-queries.ts).
 */
export async function ordersWithPaymentInAnalysis(
  db: Database,
  userId: number,
  kind: OrderKind,
  rows: { statusPagamento: string }[],
): Promise<Set<number>> {
  if (rows.every((row) => isPaid(row.statusPagamento))) return new Set();
  const found = await hotQueries(db).cardsInAnalysis.execute({ userId, kind });
  return new Set(found.map((row) => row.orderId));
}
