import { and, eq, inArray, not, or, sql } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { Database, Tx } from '../db/client';
import { documents, marcas, servicos, users } from '../db/schema';
import { ApiError } from '../http/errors';

/** Bytes a customer keeps in uploaded files, over all their brand and service requests. */
export async function storedBytes(
  db: Database | Tx,
  userId: number,
  replacing?: { marcaId: number; kinds: readonly string[] },
): Promise<number> {
  const owned = or(
    inArray(documents.marcaId, db.select({ id: marcas.id }).from(marcas).where(eq(marcas.userId, userId))),
    inArray(documents.servicoId, db.select({ id: servicos.id }).from(servicos).where(eq(servicos.userId, userId))),
  );
  // The files an upload replaces are deleted with it, so they do not count against it.
  const replaced = replacing?.kinds.length
    ? and(eq(documents.marcaId, replacing.marcaId), inArray(documents.kind, [...replacing.kinds]))
    : undefined;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${documents.sizeBytes}), 0)` })
    .from(documents)
    .where(replaced ? and(owned, not(replaced)) : owned);
  return Number(row?.total ?? 0);
}

/**
 * Inside the transaction that records new files (their old rows already deleted): the customer's row is
 * locked, so two uploads at once cannot both slip under the quota.
 */
export async function assertWithinQuotaLocked(tx: Tx, quotaBytes: number, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  await assertWithinQuota(tx, quotaBytes, userId, 0);
}

/** Refuses, with a 413 the customer can act on, an upload that would take them past their quota (UPLOAD_QUOTA_MB). */
export async function assertWithinQuota(
  db: Database | Tx,
  quotaBytes: number,
  userId: number,
  incomingBytes: number,
  replacing?: { marcaId: number; kinds: readonly string[] },
): Promise<void> {
  if ((await storedBytes(db, userId, replacing)) + incomingBytes > quotaBytes) {
    throw new ApiError(413, messages.uploads.quotaExceeded(Math.floor(quotaBytes / (1024 * 1024))));
  }
}
