import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AdminPage, ListQuery } from '../../shared/schemas/admin';
import type { Counted } from './count';

/**
 * A page of a list; past the end it has no rows (the screen then shows the empty message). When the count
 * stopped at its cap, a full page means there may be another one.
 */
export function pageOf<Item>(items: Item[], counted: Counted | number, pagina: number, porPagina: number): AdminPage<Item> {
  const { total, exact } = typeof counted === 'number' ? { total: counted, exact: true } : counted;
  const countedPages = Math.max(1, Math.ceil(total / porPagina));
  const totalPaginas = !exact && pagina >= countedPages && items.length === porPagina ? pagina + 1 : countedPages;
  return { itens: items, pagina, totalPaginas, total, totalExato: exact, porPagina };
}

export const offsetOf = (pagina: number, porPagina: number) => (pagina - 1) * porPagina;

/** No row can be on this page (nothing matched, or the page is past the end): the page query is skipped. */
export const beyondMatches = (counted: Counted, pagina: number, porPagina: number) => counted.exact && offsetOf(pagina, porPagina) >= counted.total;

/**
 * ORDER BY a whitelisted column (newest first by default), the id breaking ties so that pages never
 * overlap or skip a row. When the matches were counted exactly (at most COUNT_CAP), the order is by an
 * expression: the planner then fetches the matches through the search index and sorts those few, instead
 * of walking the whole table in index order hoping to meet five matches (slow when there are almost none).
 */
export function orderByOf(
  columns: Record<string, PgColumn>,
  query: ListQuery,
  id: PgColumn,
  options: { defaultDirection?: 'asc' | 'desc'; fewMatches?: boolean } = {},
): SQL[] {
  const direction = query.direcao ?? (query.ordem ? 'asc' : (options.defaultDirection ?? 'desc'));
  const by = direction === 'asc' ? asc : desc;
  const column = query.ordem ? columns[query.ordem] : undefined;
  const idOrder = options.fewMatches ? by(sql`${id} + 0`) : by(id);
  return column && column !== id ? [by(column), idOrder] : [idOrder];
}
