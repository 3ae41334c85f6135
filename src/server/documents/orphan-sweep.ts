import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documents } from '../db/schema';
import { sweepOldTempFolders } from '../ops/temp-folders';
import { type FileStore, removeStoredFile } from './storage';

/** An upload in flight writes its file before its row: a younger file may still be about to get one. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 15 * 60 * 1000;
const BATCH = 500;

/**
 * Removes stored files older than `minAgeMs` that no `documents` row names: what a crash between writing a
 * file and committing its row leaves behind. Rows are never touched (each row's file is durable before the
 * row is committed, storage.ts). Works on the disk and on a bucket alike; several instances sweeping at
 * once only remove the same orphans twice, which is fine.
 */
export async function sweepOrphanUploads(
  db: Database,
  files: FileStore,
  options: { minAgeMs?: number; now?: number } = {},
): Promise<string[]> {
  const cutoff = (options.now ?? Date.now()) - (options.minAgeMs ?? ORPHAN_MIN_AGE_MS);
  const removed: string[] = [];
  let batch: string[] = [];
  const sweep = async () => {
    const named = new Set(
      (
        await db.select({ path: documents.storagePath }).from(documents).where(inArray(documents.storagePath, batch))
      ).map((row) => row.path),
    );
    for (const path of batch.filter((candidate) => !named.has(candidate))) {
      await removeStoredFile(files, path, console);
      removed.push(path);
    }
    batch = [];
  };
  for await (const file of files.list()) {
    if (file.lastModifiedMs > cutoff) continue;
    batch.push(file.path);
    if (batch.length >= BATCH) await sweep();
  }
  if (batch.length) await sweep();
  return removed;
}

/** Sweeps now and then every `intervalMs`; answers the function that stops it. */
export function scheduleOrphanSweep(
  db: Database,
  files: FileStore,
  intervalMs = SWEEP_INTERVAL_MS,
): { ready: Promise<void>; stop: () => void } {
  const run = async () => {
    try {
      const removed = await sweepOrphanUploads(db, files);
      if (removed.length) console.log(`[uploads] ${removed.length} arquivo(s) sem registro removido(s)`);
      const folders = await sweepOldTempFolders(ORPHAN_MIN_AGE_MS);
      if (folders)
        console.log(`[uploads] ${folders} envio(s) ou importação(ões) interrompido(s) removido(s) da pasta temporária`);
    } catch (error) {
      console.warn('[uploads] limpeza de arquivos órfãos falhou:', error);
    }
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { ready: run(), stop: () => clearInterval(timer) };
}
