import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documents, servicos } from '../db/schema';
import { assertWithinQuotaLocked } from '../documents/quota';
import { type FileStore, removeStoredFile } from '../documents/storage';
import { documentColumns, type DocumentRow, type NewDocument } from '../documents/stored-documents';
import type { Lines } from '../ops/logger';
import { lockEditableService } from './service-request';
import { refreshMandate } from '../requests/mandate-state';

/**
 * Records the signed power of attorney already written and flushed, replacing the request's previous one,
 * and judges the request's mandate again (requests/mandate-state.ts), in one transaction. As for brands: the replaced file
 * goes only after the commit, the new one if the commit fails.
 */
export async function replaceServicePowerOfAttorney(
  db: Database,
  files: FileStore,
  servicoId: number,
  file: NewDocument,
  quota: { userId: number; bytes: number },
  lines: Lines,
): Promise<DocumentRow> {
  let replaced: string[] = [];
  let saved: DocumentRow;
  try {
    saved = await db.transaction(async (tx) => {
      await lockEditableService(tx, servicoId, 'procuracao');
      const old = await tx
        .delete(documents)
        .where(and(eq(documents.servicoId, servicoId), eq(documents.kind, 'procuracao')))
        .returning({ storagePath: documents.storagePath });
      replaced = old.map((row) => row.storagePath);
      const [row] = await tx
        .insert(documents)
        .values({ servicoId, ...documentColumns(file), kind: 'procuracao' })
        .returning();
      // Two uploads at once must not both slip under the quota: checked again under the customer's lock.
      await assertWithinQuotaLocked(tx, quota.bytes, quota.userId);
      await tx.update(servicos).set({ updatedAt: new Date() }).where(eq(servicos.id, servicoId));
      await refreshMandate(tx, 'servico', servicoId);
      return row;
    });
  } catch (error) {
    await removeStoredFile(files, file.storagePath, lines);
    throw error;
  }
  await Promise.all(replaced.map((storagePath) => removeStoredFile(files, storagePath, lines)));
  return saved;
}
