import { and, asc, eq, gte, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { inpiDespachos, marcas, users } from '../db/schema';

/** Whose deadlines: some marks, every mark of a customer, or all of them (staff). */
export type DeadlineOwner = { marcaIds: number[] } | { userId: number } | 'todos';

/**
 * The deadlines still open on `today`, the soonest first: terms of the INPI's despachos that no later despacho
 * resolved and whose end (the extraordinary one, when there is one) has not passed. The staff queue, the customer's
 * next deadline and the calendar feed all read this; another kind of deadline joins them here.
 */
export async function openDeadlines(db: Database, owner: DeadlineOwner, today: string, limit?: number) {
  const handler = alias(users, 'handler');
  const whose: SQL | undefined =
    owner === 'todos'
      ? undefined
      : 'userId' in owner
        ? eq(marcas.userId, owner.userId)
        : inArray(inpiDespachos.marcaId, owner.marcaIds);
  const query = db
    .select({ despacho: inpiDespachos, marca: marcas.nome, cliente: users.fullName, tratadoPor: handler.fullName })
    .from(inpiDespachos)
    .innerJoin(marcas, eq(marcas.id, inpiDespachos.marcaId))
    .innerJoin(users, eq(users.id, marcas.userId))
    .leftJoin(handler, eq(handler.id, inpiDespachos.handledBy))
    .where(
      and(
        whose,
        isNotNull(inpiDespachos.dueDate),
        isNull(inpiDespachos.closedAt),
        // A concession fee can still be paid in the extraordinary term.
        gte(sql`coalesce(${inpiDespachos.dueExtraDate}, ${inpiDespachos.dueDate})`, today),
      ),
    )
    .orderBy(asc(inpiDespachos.dueDate), asc(inpiDespachos.id));
  return limit === undefined ? query : query.limit(limit);
}

export type OpenDeadline = Awaited<ReturnType<typeof openDeadlines>>[number];
