import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { documents } from '../db/schema';
import type { ReceivedFile } from '../documents/multipart';
import { filesOf, orderFolder, removeStoredFile, storeFile } from '../documents/storage';
import type { Lines } from '../ops/logger';
import { recordRequestEvent } from '../requests/events';

/**
 * Stores the Busca's parecer staff send (a PDF, checked by the caller), replacing an earlier one, with a
 * history row the customer reads ("Parecer disponível"). The file is on disk before its row is committed.
 */
export async function saveParecer(
  deps: Pick<AppDeps, 'db' | 'config' | 'files'>,
  servicoId: number,
  file: ReceivedFile,
  actorUserId: number,
  lines: Lines,
) {
  const root = filesOf(deps);
  const stored = await storeFile(root, orderFolder('servico', servicoId), file.bytes, 'pdf');
  let replaced: string[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      const old = await tx
        .delete(documents)
        .where(and(eq(documents.servicoId, servicoId), eq(documents.kind, 'parecer')))
        .returning({ storagePath: documents.storagePath });
      replaced = old.map((row) => row.storagePath);
      await tx.insert(documents).values({
        servicoId,
        kind: 'parecer',
        originalName: 'parecer.pdf',
        mimeType: 'application/pdf',
        ...stored,
      });
      await recordRequestEvent(tx, {
        requestKind: 'servico',
        requestId: servicoId,
        kind: 'parecer',
        message: 'Parecer da busca disponível para download.',
        actorUserId,
      });
    });
  } catch (error) {
    await removeStoredFile(root, stored.storagePath, lines);
    throw error;
  }
  await Promise.all(replaced.map((storagePath) => removeStoredFile(root, storagePath, lines)));
}
