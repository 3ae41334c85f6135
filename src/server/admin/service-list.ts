import { and, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { serviceAnswersOf } from '../../../machines/service-request/service-answers';
import { entryTitle } from '../../shared/catalogue';
import { ADMIN_PAGE_SIZE, type AdminServiceRow, type ListQuery } from '../../shared/schemas/admin';
import type { Database } from '../db/client';
import { servicos } from '../db/schema';
import { holdersOf, unknownHolder, type RowHolder } from './holders-of';
import { findPage, rowsInOrder } from './matches';
import { orderByOf, pageOf } from './paging';
import { queueConditions, queueFacts, queueOrder, staffIdsOf } from './queue';
import { searchCondition } from './search';

const sortColumns: Record<string, PgColumn> = {
  id: servicos.id,
  servico: servicos.planoId,
  status: servicos.status,
  pagamento: servicos.statusPagamento,
  enviado: servicos.confirmadoEm,
};

/** The list's WHERE and ORDER BY for a query: the page and the CSV export read the same rows. */
export function serviceListQuery(query: ListQuery, callerId: number): { where: SQL | undefined; order: SQL[] } {
  return {
    where: and(
      searchCondition(query.busca, servicos.busca, { column: servicos.planoId, kind: 'servico' }),
      ...queueConditions('servico', servicos, query, callerId),
    ),
    order: queueOrder(query, servicos) ?? orderByOf(sortColumns, query, servicos.id),
  };
}

/** The service requests of one page, filtered as the work queue asks; `callerId` answers "responsavel=eu". */
export async function listServices(db: Database, query: ListQuery, callerId = 0) {
  const porPagina = query.porPagina ?? ADMIN_PAGE_SIZE.servicos;
  const { where, order } = serviceListQuery(query, callerId);
  const { ids, counted } = await findPage(db, servicos, servicos.id, where, order, {
    pagina: query.pagina,
    porPagina,
  });
  const rows = await rowsInOrder(
    ids,
    (byId) => db.select().from(servicos).where(byId),
    (row) => row.id,
    servicos.id,
  );
  const holders = await holdersOf(db, [...rows.map((row) => row.userId), ...staffIdsOf(rows)]);
  return pageOf(
    rows.map((row) => toServiceRow(row, holders.get(row.userId) ?? unknownHolder(row.userId), holders)),
    counted,
    query.pagina,
    porPagina,
  );
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function toServiceRow(
  servico: typeof servicos.$inferSelect,
  titular: AdminServiceRow['titular'],
  staff: Map<number, RowHolder> = new Map(),
): AdminServiceRow {
  return {
    ...queueFacts(servico, staff),
    id: servico.id,
    num_protocolo: servico.numProtocolo,
    // The spec: plano_id names the service when nome is empty.
    nome: servico.nome || entryTitle(servico.planoId),
    plano_id: servico.planoId,
    servico: entryTitle(servico.planoId),
    nome_marca: text(serviceAnswersOf(servico.dados).nomeMarca),
    status: servico.status,
    status_pagamento: servico.statusPagamento,
    titular,
  };
}

export const segmentOf = (servico: typeof servicos.$inferSelect) => text(serviceAnswersOf(servico.dados).segmento);
