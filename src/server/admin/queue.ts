import { asc, desc, eq, isNotNull, isNull, lt, ne, notInArray, type SQL } from 'drizzle-orm';
import { SEARCH_PLAN } from '../../shared/schemas/service-request';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isConcluded, isRejected, isReturned, statusesOf } from '../../../machines/request-status/request-status';
import type { OrderKind } from '../../shared/schemas/checkout';
import { addBusinessDays, businessDaysBetween, lastOverdueStart, shiftDate } from '../../shared/time/business-days';
import { FILING_PROMISE_BUSINESS_DAYS, type AdminQueueFacts, type ListQuery } from '../../shared/schemas/admin';
import { startOfBrazilDay, todayInBrazil } from '../../shared/time/brasilia';
import type { RowHolder } from './holders-of';
import type { CorrectionPart } from '../../shared/request-statuses';

/** The columns of a request table the work queue reads. */
export interface QueueColumns {
  id: PgColumn;
  status: PgColumn;
  statusPagamento: PgColumn;
  confirmadoEm: PgColumn;
  responsavelId: PgColumn;
  procuracaoAssinada: PgColumn;
  planoId: PgColumn;
}

const closedStatuses = (kind: OrderKind) =>
  statusesOf(kind).filter((status) => isConcluded(status) || isRejected(status));
/** Not late on our side: closed, or back with the customer for correction. */
const notOursToFile = (kind: OrderKind) => [
  ...closedStatuses(kind),
  ...statusesOf(kind).filter((status) => isReturned(status)),
];

/**
 * The work queue's filters (status, sent, payment, assignee, overdue, awaiting signature), each a condition on the
 * list's WHERE.
 * "Overdue" is a sent request still open whose filing promise ended before today.
 */
export function queueConditions(
  kind: OrderKind,
  columns: QueueColumns,
  query: ListQuery,
  callerId: number,
  today = todayInBrazil(),
): SQL[] {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(columns.status, query.status));
  if (query.enviado === 'sim') conditions.push(isNotNull(columns.confirmadoEm));
  if (query.enviado === 'nao') conditions.push(isNull(columns.confirmadoEm));
  if (query.pagamento) conditions.push(eq(columns.statusPagamento, query.pagamento));
  if (query.responsavel === 'ninguem') conditions.push(isNull(columns.responsavelId));
  else if (query.responsavel) {
    conditions.push(eq(columns.responsavelId, query.responsavel === 'eu' ? callerId : Number(query.responsavel)));
  }
  if (query.atrasado) {
    const lastLate = lastOverdueStart(today, FILING_PROMISE_BUSINESS_DAYS);
    conditions.push(
      isNotNull(columns.confirmadoEm),
      lt(columns.confirmadoEm, startOfBrazilDay(shiftDate(lastLate, 1))),
      notInArray(columns.status, notOursToFile(kind)),
    );
  }
  if (query.assinatura === 'pendente') {
    // As awaitsSignature (requests/awaiting-signature.ts) decides it for one request: sent, open, not signed, needing one.
    conditions.push(
      isNotNull(columns.confirmadoEm),
      eq(columns.procuracaoAssinada, false),
      notInArray(columns.status, closedStatuses(kind)),
    );
    if (kind === 'servico') conditions.push(ne(columns.planoId, SEARCH_PLAN));
  }
  return conditions;
}

/** The queue reads oldest submission first: a list filtered to sent (or overdue) requests, unless sorted otherwise. */
export function queueOrder(query: ListQuery, columns: QueueColumns): SQL[] | undefined {
  const inQueue = query.enviado === 'sim' || query.atrasado === '1' || query.assinatura === 'pendente';
  if (query.ordem === 'enviado' || (inQueue && !query.ordem)) {
    const by = query.direcao === 'desc' ? (column: PgColumn) => desc(column) : (column: PgColumn) => asc(column);
    return [by(columns.confirmadoEm), by(columns.id)];
  }
  return undefined;
}

/** Where one request stands against the filing promise, and who works it. */
export function queueFacts(
  row: {
    status: string;
    confirmadoEm: Date | null;
    responsavelId: number | null;
    reenviadoEm?: Date | null;
    correcao?: CorrectionPart[];
  },
  staff: Map<number, RowHolder>,
  today = todayInBrazil(),
): AdminQueueFacts {
  const responsavel =
    row.responsavelId === null ? null : { id: row.responsavelId, nome: staff.get(row.responsavelId)?.fullName ?? '' };
  const correction = { reenviadoEm: row.reenviadoEm?.toISOString() ?? null, correcao: row.correcao ?? [] };
  if (!row.confirmadoEm) return { enviadoEm: null, diasUteis: null, atrasado: false, responsavel, ...correction };
  const sent = todayInBrazil(row.confirmadoEm);
  const open = !isConcluded(row.status) && !isRejected(row.status) && !isReturned(row.status);
  return {
    enviadoEm: row.confirmadoEm.toISOString(),
    diasUteis: businessDaysBetween(sent, today),
    atrasado: open && addBusinessDays(sent, FILING_PROMISE_BUSINESS_DAYS) < today,
    responsavel,
    ...correction,
  };
}

export const staffIdsOf = (rows: { responsavelId: number | null }[]) =>
  rows.flatMap((row) => (row.responsavelId === null ? [] : [row.responsavelId]));
