import type { PgColumn } from 'drizzle-orm/pg-core';
import { entryTitle } from '../../shared/catalogue';
import { ADMIN_PAGE_SIZE, type AdminServiceRow, type ListQuery } from '../../shared/schemas/admin';
import type { Database } from '../db/client';
import { servicos } from '../db/schema';
import { holdersOf, unknownHolder } from './holders-of';
import { findPage, rowsInOrder } from './matches';
import { orderByOf, pageOf } from './paging';
import { searchCondition } from './search';

const sortColumns: Record<string, PgColumn> = {
  id: servicos.id,
  servico: servicos.planoId,
  status: servicos.status,
  pagamento: servicos.statusPagamento,
};

export async function listServices(db: Database, query: ListQuery) {
  const porPagina = ADMIN_PAGE_SIZE.servicos;
  const where = searchCondition(query.busca, servicos.busca, { column: servicos.planoId, kind: 'servico' });
  const { ids, counted } = await findPage(
    db,
    servicos,
    servicos.id,
    where,
    orderByOf(sortColumns, query, servicos.id),
    { pagina: query.pagina, porPagina },
  );
  const rows = await rowsInOrder(
    ids,
    (byId) => db.select().from(servicos).where(byId),
    (row) => row.id,
    servicos.id,
  );
  const holders = await holdersOf(
    db,
    rows.map((row) => row.userId),
  );
  return pageOf(
    rows.map((row) => toServiceRow(row, holders.get(row.userId) ?? unknownHolder(row.userId))),
    counted,
    query.pagina,
    porPagina,
  );
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function toServiceRow(
  servico: typeof servicos.$inferSelect,
  titular: AdminServiceRow['titular'],
): AdminServiceRow {
  return {
    id: servico.id,
    num_protocolo: servico.numProtocolo,
    // The spec: plano_id names the service when nome is empty.
    nome: servico.nome || entryTitle(servico.planoId),
    plano_id: servico.planoId,
    servico: entryTitle(servico.planoId),
    nome_marca: text(servico.dados.nome_marca),
    status: servico.status,
    status_pagamento: servico.statusPagamento,
    titular,
  };
}

export const segmentOf = (servico: typeof servicos.$inferSelect) => text(servico.dados.segmento);
