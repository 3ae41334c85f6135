import { and, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { entryTitle } from '../../shared/catalogue';
import { ADMIN_PAGE_SIZE, type AdminBrandRow, type ListQuery } from '../../shared/schemas/admin';
import type { Database } from '../db/client';
import { marcas } from '../db/schema';
import { countUpTo } from './count';
import { holdersOf, unknownHolder } from './holders-of';
import { beyondMatches, offsetOf, orderByOf, pageOf } from './paging';
import { searchCondition } from './search';

const sortColumns: Record<string, PgColumn> = {
  id: marcas.id,
  protocolo: marcas.protocolo,
  plano: marcas.planoId,
  status: marcas.status,
  pagamento: marcas.statusPagamento,
};

/** The spec hides brand requests whose payment is still Pendente: staff only work on paid ones. */
const paidOnly = ne(marcas.statusPagamento, 'Pendente');

export async function listBrands(db: Database, query: ListQuery) {
  const porPagina = ADMIN_PAGE_SIZE.marcas;
  const where: SQL | undefined = and(paidOnly, searchCondition(query.busca, marcas.busca, { column: marcas.planoId, kind: 'marca' }));
  const total = await countUpTo(db, marcas, where);
  if (beyondMatches(total, query.pagina, porPagina)) return pageOf([], total, query.pagina, porPagina);
  const rows = await db
    .select()
    .from(marcas)
    .where(where)
    .orderBy(...orderByOf(sortColumns, query, marcas.id, { fewMatches: total.exact }))
    .limit(porPagina)
    .offset(offsetOf(query.pagina, porPagina));
  const holders = await holdersOf(db, rows.map((row) => row.userId));
  return pageOf(rows.map((row) => toBrandRow(row, holders.get(row.userId) ?? unknownHolder(row.userId))), total, query.pagina, porPagina);
}

export function toBrandRow(marca: typeof marcas.$inferSelect, titular: AdminBrandRow['titular']): AdminBrandRow {
  return {
    ID: marca.id,
    protocolo: marca.protocolo,
    processoInpi: marca.processoInpi,
    PlanoID: marca.planoId,
    plano: entryTitle(marca.planoId),
    Status: marca.status,
    Status_pagamento: marca.statusPagamento,
    Nome: marca.nome,
    titular,
  };
}

