import { and, eq, ne } from 'drizzle-orm';
import { type OrderKind, PAID } from '../../shared/schemas/checkout';
import type { Database, Tx } from '../db/client';
import { marcas, servicos } from '../db/schema';

/** What checkout and payments need to know of a brand or service request. */
export interface CustomerOrder {
  kind: OrderKind;
  id: number;
  userId: number;
  planoId: number;
  statusPagamento: string;
}

const tableOf = (kind: OrderKind) => (kind === 'marca' ? marcas : servicos);

export async function findOrder(db: Database | Tx, kind: OrderKind, id: number): Promise<CustomerOrder | undefined> {
  const table = tableOf(kind);
  const [row] = await db
    .select({ id: table.id, userId: table.userId, planoId: table.planoId, statusPagamento: table.statusPagamento })
    .from(table)
    .where(eq(table.id, id));
  return row && { kind, ...row };
}

/** The order, only when it belongs to the user: someone else's order looks exactly like a missing one. */
export async function findOwnOrder(
  db: Database,
  kind: OrderKind,
  id: number,
  userId: number,
): Promise<CustomerOrder | undefined> {
  const order = await findOrder(db, kind, id);
  return order?.userId === userId ? order : undefined;
}

/** Marks the order paid; true only for the one caller that changed it, so its e-mail goes out once. */
export async function markOrderPaid(db: Database | Tx, kind: OrderKind, id: number): Promise<boolean> {
  const table = tableOf(kind);
  const changed = await db
    .update(table)
    .set({ statusPagamento: PAID, updatedAt: new Date() })
    .where(and(eq(table.id, id), ne(table.statusPagamento, PAID)))
    .returning({ id: table.id });
  return changed.length > 0;
}

/** The order's payment status once the money of its approval went back (refund or chargeback): no longer paid. */
export const REVERSED_STATUS = 'Estornado';

/** Takes "Pago" away from the order; true only for the one caller that changed it. */
export async function markOrderReversed(db: Database | Tx, kind: OrderKind, id: number): Promise<boolean> {
  const table = tableOf(kind);
  const changed = await db
    .update(table)
    .set({ statusPagamento: REVERSED_STATUS, updatedAt: new Date() })
    .where(and(eq(table.id, id), eq(table.statusPagamento, PAID)))
    .returning({ id: table.id });
  return changed.length > 0;
}
