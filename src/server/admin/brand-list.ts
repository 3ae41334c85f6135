import { and, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { entryTitle } from '../../shared/catalogue';
import { ADMIN_PAGE_SIZE, type AdminBrandRow, type ListQuery } from '../../shared/schemas/admin';
import type { Database } from '../db/client';
import { marcas } from '../db/schema';
import { holdersOf, unknownHolder, type RowHolder } from './holders-of';
import { findPage, rowsInOrder } from './matches';
import { orderByOf, pageOf } from './paging';
import { queueConditions, queueFacts, queueOrder, staffIdsOf } from './queue';
import { searchCondition } from './search';

const sortColumns: Record<string, PgColumn> = {
  id: marcas.id,
  protocolo: marcas.protocolo,
  plano: marcas.planoId,
  status: marcas.status,
  pagamento: marcas.statusPagamento,
  enviado: marcas.confirmadoEm,
};

/** The spec hides brand requests whose payment is still Pendente: staff only work on paid ones. */
const paidOnly = ne(marcas.statusPagamento, 'Pendente');

/** The list's WHERE and ORDER BY for a query: the page and the CSV export read the same rows. */
export function brandListQuery(query: ListQuery, callerId: number): { where: SQL | undefined; order: SQL[] } {
  return {
    where: and(
      paidOnly,
      searchCondition(query.busca, marcas.busca, { column: marcas.planoId, kind: 'marca' }),
      ...queueConditions('marca', marcas, query, callerId),
    ),
    order: queueOrder(query, marcas) ?? orderByOf(sortColumns, query, marcas.id),
  };
}

/** The brand requests of one page, filtered as the work queue asks; `callerId` answers "responsavel=eu". */
export async function listBrands(db: Database, query: ListQuery, callerId = 0) {
  const porPagina = query.porPagina ?? ADMIN_PAGE_SIZE.marcas;
  const { where, order } = brandListQuery(query, callerId);
  const { ids, counted } = await findPage(db, marcas, marcas.id, where, order, { pagina: query.pagina, porPagina });
  const rows = await rowsInOrder(
    ids,
    (byId) => db.select().from(marcas).where(byId),
    (row) => row.id,
    marcas.id,
  );
  const holders = await holdersOf(db, [...rows.map((row) => row.userId), ...staffIdsOf(rows)]);
  return pageOf(
    rows.map((row) => toBrandRow(row, holders.get(row.userId) ?? unknownHolder(row.userId), holders)),
    counted,
    query.pagina,
    porPagina,
  );
}

export function toBrandRow(
  marca: typeof marcas.$inferSelect,
  titular: AdminBrandRow['titular'],
  staff: Map<number, RowHolder> = new Map(),
): AdminBrandRow {
  return {
    ...queueFacts(marca, staff),
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
