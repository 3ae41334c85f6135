import { and, eq, inArray } from 'drizzle-orm';
import { isBrandPlan } from '../../shared/catalogue';
import type { OrderKind } from '../../shared/schemas/checkout';
import type { Database, Tx } from '../db/client';
import { marcas, payments, servicos } from '../db/schema';

/**
 * Opens the customer's request for a plan: a brand request for plans 1–2, a service request for 4–6. It is
 * their open draft, which choosing a plan again reuses (see openOrReuse… below).
 */
export async function openRequest(tx: Tx | Database, userId: number, planoId: number): Promise<number> {
  if (isBrandPlan(planoId)) {
    const [row] = await tx.insert(marcas).values({ userId, planoId, draft: true }).returning({ id: marcas.id });
    return row.id;
  }
  const [row] = await tx.insert(servicos).values({ userId, planoId, draft: true }).returning({ id: servicos.id });
  return row.id;
}

/**
 * An order with a payment under way or done must keep its plan: a boleto issued for Premium
 * would otherwise be paid against an Essencial price.
 */
async function hasLivePayment(db: Database, kind: OrderKind, orderId: number): Promise<boolean> {
  const [live] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderKind, kind),
        eq(payments.orderId, orderId),
        inArray(payments.status, ['creating', 'pending', 'in_process', 'approved']),
      ),
    )
    .limit(1);
  return Boolean(live);
}

/** How many times a request re-reads the draft after losing the race to open it; one retry is what a race costs. */
const ATTEMPTS = 3;

/**
 * The customer's open draft, reused while untouched (unpaid, unnamed, nothing being paid) with its plan set
 * to `planoId`, or a new one. The database holds at most one draft per customer (a partial unique index),
 * so simultaneous calls open one order: the losers of the insert reuse the winner's row. A draft that moved
 * on (paid, named, being paid) is let go first.
 */
export async function openOrReuseBrandRequest(
  db: Database,
  userId: number,
  planoId: number,
): Promise<{ id: number; created: boolean }> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const [draft] = await db
      .select()
      .from(marcas)
      .where(and(eq(marcas.userId, userId), eq(marcas.draft, true)));
    if (draft) {
      if (
        draft.statusPagamento === 'Pendente' &&
        draft.nome === null &&
        !(await hasLivePayment(db, 'marca', draft.id))
      ) {
        await db.update(marcas).set({ planoId, updatedAt: new Date() }).where(eq(marcas.id, draft.id));
        return { id: draft.id, created: false };
      }
      await db.update(marcas).set({ draft: false }).where(eq(marcas.id, draft.id));
    }
    const [created] = await db
      .insert(marcas)
      .values({ userId, planoId, draft: true })
      .onConflictDoNothing()
      .returning({ id: marcas.id });
    if (created) return { id: created.id, created: true };
  }
  throw new Error(`rascunho de marca do usuário ${userId} disputado demais`);
}

/** The same for services: one open draft per customer and service. */
export async function openOrReuseServiceRequest(
  db: Database,
  userId: number,
  planoId: number,
): Promise<{ id: number; created: boolean }> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const [draft] = await db
      .select()
      .from(servicos)
      .where(and(eq(servicos.userId, userId), eq(servicos.planoId, planoId), eq(servicos.draft, true)));
    if (draft) {
      const untouched =
        draft.statusPagamento === 'Pendente' && draft.nome === '' && Object.keys(draft.dados ?? {}).length === 0;
      if (untouched && !(await hasLivePayment(db, 'servico', draft.id))) return { id: draft.id, created: false };
      await db.update(servicos).set({ draft: false }).where(eq(servicos.id, draft.id));
    }
    const [created] = await db
      .insert(servicos)
      .values({ userId, planoId, draft: true })
      .onConflictDoNothing()
      .returning({ id: servicos.id });
    if (created) return { id: created.id, created: true };
  }
  throw new Error(`rascunho de serviço do usuário ${userId} disputado demais`);
}
