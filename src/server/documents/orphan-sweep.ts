import { readdir, rmdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documents } from '../db/schema';
import { removeStoredFile } from './storage';

/** An upload in flight writes its file before its row: a younger file may still be about to get one. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

async function listFiles(root: string): Promise<{ path: string; mtimeMs: number }[]> {
  const found: { path: string; mtimeMs: number }[] = [];
  let folders;
  try {
    folders = await readdir(root, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return found;
    throw error;
  }
  for (const folder of folders.filter((entry) => entry.isDirectory())) {
    for (const entry of await readdir(join(root, folder.name), { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = `${folder.name}/${entry.name}`;
      found.push({ path, mtimeMs: (await stat(join(root, path))).mtimeMs });
    }
  }
  return found;
}

/**
 * Removes upload files older than `minAgeMs` that no `documents` row names: what a crash between writing a
 * file and committing its row leaves behind. Rows are never touched (each row's file is flushed before the
 * row is committed, storage.ts). Empty request folders go too.
 */
export async function sweepOrphanUploads(db: Database, root: string, options: { minAgeMs?: number; now?: number } = {}): Promise<string[]> {
  const cutoff = (options.now ?? Date.now()) - (options.minAgeMs ?? ORPHAN_MIN_AGE_MS);
  const old = (await listFiles(root)).filter((file) => file.mtimeMs <= cutoff).map((file) => file.path);
  const removed: string[] = [];
  for (let start = 0; start < old.length; start += 500) {
    const batch = old.slice(start, start + 500);
    const named = new Set((await db.select({ path: documents.storagePath }).from(documents).where(inArray(documents.storagePath, batch))).map((row) => row.path));
    for (const path of batch.filter((candidate) => !named.has(candidate))) {
      await removeStoredFile(root, path);
      removed.push(path);
    }
  }
  for (const folder of new Set(removed.map((path) => path.split('/')[0]))) {
    await rmdir(join(root, folder)).catch(() => {}); // only when empty
  }
  return removed;
}

/** Sweeps now and then every `intervalMs`; answers the function that stops it. */
export function scheduleOrphanSweep(db: Database, root: string, intervalMs = SWEEP_INTERVAL_MS): { ready: Promise<void>; stop: () => void } {
  const run = async () => {
    try {
      const removed = await sweepOrphanUploads(db, root);
      if (removed.length) console.log(`[uploads] ${removed.length} arquivo(s) sem registro removido(s)`);
    } catch (error) {
      console.warn('[uploads] limpeza de arquivos órfãos falhou:', error);
    }
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { ready: run(), stop: () => clearInterval(timer) };
}
