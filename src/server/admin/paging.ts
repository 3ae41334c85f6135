import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AdminPage, ListQuery } from '../../shared/schemas/admin';

/** A page of a list; past the end it has no rows (the screen then shows the empty message). */
export function pageOf<Item>(items: Item[], total: number, pagina: number, porPagina: number): AdminPage<Item> {
  return { itens: items, pagina, totalPaginas: Math.max(1, Math.ceil(total / porPagina)), total, porPagina };
}

export const offsetOf = (pagina: number, porPagina: number) => (pagina - 1) * porPagina;

/**
 * ORDER BY a whitelisted column (newest first by default), the id breaking ties so that pages never
 * overlap or skip a row.
 */
export function orderByOf(columns: Record<string, PgColumn>, query: ListQuery, id: PgColumn, defaultDirection: 'asc' | 'desc' = 'desc'): SQL[] {
  const direction = query.direcao ?? (query.ordem ? 'asc' : defaultDirection);
  const by = direction === 'asc' ? asc : desc;
  const column = query.ordem ? columns[query.ordem] : undefined;
  return column && column !== id ? [by(column), by(id)] : [by(id)];
}
