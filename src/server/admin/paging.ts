import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AdminPage, ListQuery } from '../../shared/schemas/admin';
import type { Counted } from './matches';

/**
 * A page of a list; past the end it has no rows (the screen then shows the empty message).
 */
export function pageOf<Item>(
  items: Item[],
  counted: Counted | number,
  pagina: number,
  porPagina: number,
): AdminPage<Item> {
  const { total, exact } = typeof counted === 'number' ? { total: counted, exact: true } : counted;
  const countedPages = Math.max(1, Math.ceil(total / porPagina));
  // Past the counted pages the page itself tells: full, there may be another; part full, it is the last.
  const beyondCount = !exact && pagina >= countedPages && items.length > 0;
  const totalPaginas = beyondCount ? (items.length === porPagina ? pagina + 1 : pagina) : countedPages;
  // A part-full page past the cap is the last one: the count is then known exactly.
  if (beyondCount && items.length < porPagina) {
    return {
      itens: items,
      pagina,
      totalPaginas,
      total: (pagina - 1) * porPagina + items.length,
      totalExato: true,
      porPagina,
    };
  }
  return { itens: items, pagina, totalPaginas, total, totalExato: exact, porPagina };
}

export const offsetOf = (pagina: number, porPagina: number) => (pagina - 1) * porPagina;

/**
 * ORDER BY a whitelisted column (newest first by default), the id breaking ties so that pages never
 * overlap or skip a row.
 */
export function orderByOf(
  columns: Record<string, PgColumn>,
  query: ListQuery,
  id: PgColumn,
  options: { defaultDirection?: 'asc' | 'desc' } = {},
): SQL[] {
  const direction = query.direcao ?? (query.ordem ? 'asc' : (options.defaultDirection ?? 'desc'));
  const by = direction === 'asc' ? asc : desc;
  const column = query.ordem ? columns[query.ordem] : undefined;
  return column && column !== id ? [by(column), by(id)] : [by(id)];
}
