import { and, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { isBrandPlan } from '../../shared/catalogue';
import type { OrderKind } from '../../shared/schemas/checkout';
import type { Database } from '../db/client';
import { marcas, payments, servicos } from '../db/schema';
import type { Tx } from './customer-orders';

/** Opens the customer's request for a plan: a brand request for plans 1–2, a service request for 4–6. */
export async function openRequest(tx: Tx | Database, userId: number, planoId: number): Promise<number> {
  if (isBrandPlan(planoId)) {
    const [row] = await tx.insert(marcas).values({ userId, planoId }).returning({ id: marcas.id });
    return row.id;
  }
  const [row] = await tx.insert(servicos).values({ userId, planoId }).returning({ id: servicos.id });
  return row.id;
}

/**
 * An order with a payment under way or done must keep its plan: a boleto issued for Premium
 * would otherwise be paid against an Essencial price.
 */
function withoutLivePayment(db: Database, kind: OrderKind, orderId: typeof marcas.id | typeof servicos.id) {
  return notExists(
    db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.orderKind, kind),
          eq(payments.orderId, orderId),
          inArray(payments.status, ['creating', 'pending', 'in_process', 'approved']),
        ),
      ),
  );
}

/**
 * The caller's unpaid brand request that has no brand name yet, with its plan set to `planoId`, or a
 * new one: going back to choose another plan must not leave abandoned orders behind.
 */
export async function openOrReuseBrandRequest(db: Database, userId: number, planoId: number): Promise<{ id: number; created: boolean }> {
  const [reusable] = await db
    .select({ id: marcas.id })
    .from(marcas)
    .where(and(eq(marcas.userId, userId), eq(marcas.statusPagamento, 'Pendente'), isNull(marcas.nome), withoutLivePayment(db, 'marca', marcas.id)))
    .orderBy(desc(marcas.createdAt), desc(marcas.id))
    .limit(1);
  if (reusable) {
    await db.update(marcas).set({ planoId, updatedAt: new Date() }).where(eq(marcas.id, reusable.id));
    return { id: reusable.id, created: false };
  }
  return { id: await openRequest(db, userId, planoId), created: true };
}

/** The caller's untouched unpaid request for the same service, or a new one. */
export async function openOrReuseServiceRequest(db: Database, userId: number, planoId: number): Promise<{ id: number; created: boolean }> {
  const [reusable] = await db
    .select({ id: servicos.id })
    .from(servicos)
    .where(
      and(
        eq(servicos.userId, userId),
        eq(servicos.planoId, planoId),
        eq(servicos.statusPagamento, 'Pendente'),
        eq(servicos.nome, ''),
        sql`${servicos.dados} = '{}'::jsonb`,
        withoutLivePayment(db, 'servico', servicos.id),
      ),
    )
    .orderBy(desc(servicos.createdAt), desc(servicos.id))
    .limit(1);
  if (reusable) return { id: reusable.id, created: false };
  return { id: await openRequest(db, userId, planoId), created: true };
}
