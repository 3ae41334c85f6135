import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/**
 * Counting every match of a broad search over 100,000 rows costs more than finding the page itself, so
 * counting stops past this many: the list then says "mais de 10.000" and keeps offering the next page.
 */
export const COUNT_CAP = 10_000;

export interface Counted {
  total: number;
  exact: boolean;
}

export async function countUpTo(db: Database, table: PgTable, where: SQL | undefined): Promise<Counted> {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matches');
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(matches);
  return total > COUNT_CAP ? { total: COUNT_CAP, exact: false } : { total, exact: true };
}
