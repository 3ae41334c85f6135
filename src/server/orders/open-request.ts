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
        inArray(payments.status, ['creating', 'uncertain', 'pending', 'in_process', 'approved']),
      ),
    )
    .limit(1);
  return Boolean(live);
}

/** How many times a request re-reads the draft after losing the race to open it; one retry is what a race costs. */
const ATTEMPTS = 3;

/** How one kind of request keeps its customer's open draft. */
interface Drafts<Row extends { id: number; statusPagamento: string }> {
  kind: OrderKind;
  find: () => Promise<Row | undefined>;
  /** Nothing typed into it yet (a payment under way is checked apart). */
  untouched: (draft: Row) => boolean;
  /** What reusing it changes (a brand draft takes the newly chosen plan). */
  reuse: (id: number) => Promise<unknown>;
  letGo: (id: number) => Promise<unknown>;
  /** Inserts a new draft, or nothing when another call's draft won the unique index. */
  insert: () => Promise<{ id: number } | undefined>;
}

/**
 * The customer's open draft, reused while untouched (unpaid, nothing typed, nothing being paid), or a new one. The
 * database holds at most one draft per customer (a partial unique index), so simultaneous calls open one order:
 * the losers of the insert reuse the winner's row. A draft that moved on (paid, named, being paid) is let go first.
 */
async function openOrReuse<Row extends { id: number; statusPagamento: string }>(
  db: Database,
  drafts: Drafts<Row>,
  who: string,
): Promise<{ id: number; created: boolean }> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const draft = await drafts.find();
    if (draft) {
      const reusable =
        draft.statusPagamento === 'Pendente' &&
        drafts.untouched(draft) &&
        !(await hasLivePayment(db, drafts.kind, draft.id));
      if (reusable) {
        await drafts.reuse(draft.id);
        return { id: draft.id, created: false };
      }
      await drafts.letGo(draft.id);
    }
    const created = await drafts.insert();
    if (created) return { id: created.id, created: true };
  }
  throw new Error(`rascunho de ${who} disputado demais`);
}

/** The customer's brand draft, with its plan set to `planoId`: one per customer. */
export function openOrReuseBrandRequest(db: Database, userId: number, planoId: number) {
  return openOrReuse(
    db,
    {
      kind: 'marca',
      find: async () => {
        const [row] = await db
          .select()
          .from(marcas)
          .where(and(eq(marcas.userId, userId), eq(marcas.draft, true)));
        return row;
      },
      untouched: (draft) => draft.nome === null,
      reuse: (id) => db.update(marcas).set({ planoId, updatedAt: new Date() }).where(eq(marcas.id, id)),
      letGo: (id) => db.update(marcas).set({ draft: false }).where(eq(marcas.id, id)),
      insert: async () => {
        const [row] = await db
          .insert(marcas)
          .values({ userId, planoId, draft: true })
          .onConflictDoNothing()
          .returning({ id: marcas.id });
        return row;
      },
    },
    `marca do usuário ${userId}`,
  );
}

/** The same for services: one open draft per customer and service. */
export function openOrReuseServiceRequest(db: Database, userId: number, planoId: number) {
  return openOrReuse(
    db,
    {
      kind: 'servico',
      find: async () => {
        const [row] = await db
          .select()
          .from(servicos)
          .where(and(eq(servicos.userId, userId), eq(servicos.planoId, planoId), eq(servicos.draft, true)));
        return row;
      },
      untouched: (draft) => draft.nome === '' && Object.keys(draft.dados ?? {}).length === 0,
      reuse: async () => undefined,
      letGo: (id) => db.update(servicos).set({ draft: false }).where(eq(servicos.id, id)),
      insert: async () => {
        const [row] = await db
          .insert(servicos)
          .values({ userId, planoId, draft: true })
          .onConflictDoNothing()
          .returning({ id: servicos.id });
        return row;
      },
    },
    `serviço do usuário ${userId}`,
  );
}
