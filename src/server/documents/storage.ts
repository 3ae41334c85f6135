import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';

export interface StoredFile {
  /** Relative to the uploads folder, with forward slashes. */
  storagePath: string;
  sha256: string;
  sizeBytes: number;
}

export const uploadsRoot = (dataDir: string) => resolve(dataDir, 'uploads');

/** Only paths the server made resolve; anything pointing outside the uploads folder is refused. */
function absolutePath(root: string, storagePath: string): string {
  const absolute = resolve(root, storagePath);
  const inside = relative(root, absolute);
  if (!inside || inside.startsWith('..') || resolve(root, inside) !== absolute) throw new Error(`caminho fora da pasta de uploads: ${storagePath}`);
  return absolute;
}

async function syncDirectory(path: string) {
  // Makes the new directory entry durable; some platforms cannot open a directory, and then the file's own sync is all we get.
  try {
    const handle = await open(path, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // best effort
  }
}

/**
 * Writes the bytes under a new random name in `folder` and flushes them to disk before answering, so the
 * row that will point at the file is only ever committed after the file is safely there.
 */
export async function storeFile(root: string, folder: string, bytes: Uint8Array, extension: string): Promise<StoredFile> {
  const storagePath = `${folder}/${randomUUID()}.${extension}`;
  const absolute = absolutePath(root, storagePath);
  const directory = join(root, folder);
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const handle = await open(absolute, 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await unlink(absolute).catch(() => {});
    throw error;
  }
  await handle.close();
  await syncDirectory(directory);
  return { storagePath, sha256: createHash('sha256').update(bytes).digest('hex'), sizeBytes: bytes.byteLength };
}

/** Removes a stored file; one already gone is fine. */
export async function removeStoredFile(root: string, storagePath: string): Promise<void> {
  try {
    await unlink(absolutePath(root, storagePath));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') console.warn('[uploads] não foi possível apagar', storagePath, error);
  }
}

/** Where a stored file is on disk (for streaming it); refuses paths outside the uploads folder. */
export const storedFilePath = (root: string, storagePath: string) => absolutePath(root, storagePath);

export function readStoredFile(root: string, storagePath: string): Promise<Buffer> {
  return readFile(absolutePath(root, storagePath));
}

/** The folder of one request's files: a server-made name, from the request's kind and numeric id. */
export const orderFolder = (kind: 'marca' | 'servico', id: number) => `${kind}-${id}`;

