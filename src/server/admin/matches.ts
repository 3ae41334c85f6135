import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { offsetOf } from './paging';

/**
 * Counting stops past this many matches: the list then says "mais de 1.000 resultados" and keeps offering
 * the next page. Two hundred pages are more than anyone reads before narrowing the search, and counting
 * every match of a broad search over 100,000 rows would cost more than finding the page.
 */
export const COUNT_CAP = 1_000;

export interface Counted {
  total: number;
  exact: boolean;
}

/**
 * The ids of one page and the (capped) count, from one scan: the first COUNT_CAP + 1 matches in list order
 * give both the count and, for every page within them, the page itself. A search the trigram index cannot
 * narrow (number fragments, short words) is then rechecked once instead of once to count and once for the
 * page. Only a page past the counted matches costs a second, OFFSET query.
 */
export async function findPage(
  db: Database,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  orderBy: SQL[],
  page: { pagina: number; porPagina: number },
): Promise<{ ids: number[]; counted: Counted }> {
  const offset = offsetOf(page.pagina, page.porPagina);
  const found = await db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...orderBy)
    .limit(COUNT_CAP + 1);
  const counted = found.length > COUNT_CAP ? { total: COUNT_CAP, exact: false } : { total: found.length, exact: true };
  if (counted.exact || offset + page.porPagina <= COUNT_CAP) {
    return { ids: found.slice(offset, offset + page.porPagina).map((row) => row.id as number), counted };
  }
  const deeper = await db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.porPagina)
    .offset(offset);
  return { ids: deeper.map((row) => row.id as number), counted };
}

/** The rows of a page, read by id and put back in the page's order. */
export async function rowsInOrder<Row>(
  ids: number[],
  read: (where: SQL) => Promise<Row[]>,
  idOf: (row: Row) => number,
  id: PgColumn,
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await read(inArray(id, ids))).map((row) => [idOf(row), row]));
  return ids.flatMap((one) => byId.get(one) ?? []);
}
