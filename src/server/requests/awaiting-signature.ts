import { eq } from 'drizzle-orm';
import { isConcluded, isRejected } from '../../../machines/request-status/request-status';
import type { OrderKind } from '../../shared/schemas/checkout';
import { needsPowerOfAttorney } from '../../shared/schemas/service-request';
import type { Database, Tx } from '../db/client';
import { marcas, servicos } from '../db/schema';
import { signedMandate } from '../documents/signatures/owner-signatures';

/** What decides whether a request waits for its signature. */
export interface MandateRow {
  confirmadoEm: Date | null;
  procuracaoAssinada: boolean;
  status: string;
  planoId: number;
}

/**
 * A request waits for its procuração's signature when it was sent (confirmed), needs a procuração (a brand, an
 * Oposição or a Recurso), lacks a recognised signature of some outorgante, and is neither concluded nor rejected. In
 * that state only a new procuração may be sent; the back office cannot file it.
 */
export const awaitsSignature = (kind: OrderKind, row: MandateRow) =>
  row.confirmadoEm !== null &&
  !row.procuracaoAssinada &&
  (kind === 'marca' || needsPowerOfAttorney(row.planoId)) &&
  !isConcluded(row.status) &&
  !isRejected(row.status);

export const requestTable = (kind: OrderKind) => (kind === 'marca' ? marcas : servicos);

/** The columns awaitsSignature reads, for a select on the request's table. */
export const mandateColumns = (kind: OrderKind) => {
  const table = requestTable(kind);
  return {
    confirmadoEm: table.confirmadoEm,
    procuracaoAssinada: table.procuracaoAssinada,
    status: table.status,
    planoId: table.planoId,
  };
};

/** Who still has to sign, for a request that waits for its procuração's signature; null for any other. */
export async function owedSignatures(
  db: Pick<Database, 'select'> | Tx,
  kind: OrderKind,
  id: number,
): Promise<string[] | null> {
  const table = requestTable(kind);
  const [row] = await db.select(mandateColumns(kind)).from(table).where(eq(table.id, id));
  if (!row || !awaitsSignature(kind, row)) return null;
  return (await signedMandate(db as Database, kind, id)).pendencias;
}

/** For a customer's list: who still has to sign, by request, for the rows that wait for their signature. */
export async function owedSignaturesOf(
  db: Database,
  kind: OrderKind,
  rows: (MandateRow & { id: number })[],
): Promise<Map<number, string[]>> {
  const waiting = rows.filter((row) => awaitsSignature(kind, row));
  const owed = await Promise.all(waiting.map((row) => signedMandate(db, kind, row.id)));
  return new Map(waiting.map((row, index) => [row.id, owed[index].pendencias]));
}
