import { and, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { entryTitle } from '../../shared/catalogue';
import { ADMIN_PAGE_SIZE, type AdminBrandRow, type ListQuery } from '../../shared/schemas/admin';
import type { Database } from '../db/client';
import { marcas } from '../db/schema';
import { holdersOf, unknownHolder } from './holders-of';
import { findPage, rowsInOrder } from './matches';
import { orderByOf, pageOf } from './paging';
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
  const where: SQL | undefined = and(
    paidOnly,
    searchCondition(query.busca, marcas.busca, { column: marcas.planoId, kind: 'marca' }),
  );
  const { ids, counted } = await findPage(db, marcas, marcas.id, where, orderByOf(sortColumns, query, marcas.id), {
    pagina: query.pagina,
    porPagina,
  });
  const rows = await rowsInOrder(
    ids,
    (byId) => db.select().from(marcas).where(byId),
    (row) => row.id,
    marcas.id,
  );
  const holders = await holdersOf(
    db,
    rows.map((row) => row.userId),
  );
  return pageOf(
    rows.map((row) => toBrandRow(row, holders.get(row.userId) ?? unknownHolder(row.userId))),
    counted,
    query.pagina,
    porPagina,
  );
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
