import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { OrderKind } from '../../shared/schemas/checkout';
import type { AppDeps } from '../context';
import type { Lines } from '../ops/logger';
import { createFileStore } from '../storage/create-file-store';
import { FileMissing, type FileStore } from '../storage/file-store';

export { uploadsRoot } from '../storage/create-file-store';
export { FileMissing, type FileStore } from '../storage/file-store';

export interface StoredFile {
  /** Relative to the store's root (DATA_DIR/uploads or the bucket's prefix), with forward slashes. */
  storagePath: string;
  sha256: string;
  sizeBytes: number;
}

const madeStores = new WeakMap<object, FileStore>();

/** The app's file store: the one the server made, or one from the config (tests, tools). */
export function filesOf(deps: Pick<AppDeps, 'config' | 'files'>): FileStore {
  if (deps.files) return deps.files;
  let store = madeStores.get(deps.config);
  if (!store) madeStores.set(deps.config, (store = createFileStore(deps.config)));
  return store;
}

/**
 * Writes the bytes under a new random name in `folder` and answers only once they are durable, so the row
 * that will point at the file is only ever committed after the file is safely there. The bytes are already
 * in memory (every upload is checked whole, up to 10 MB); they go out to the store as a stream.
 */
export async function storeFile(
  files: FileStore,
  folder: string,
  bytes: Uint8Array,
  extension: string,
): Promise<StoredFile> {
  const storagePath = `${folder}/${randomUUID()}.${extension}`;
  await files.write(storagePath, Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]));
  return { storagePath, sha256: createHash('sha256').update(bytes).digest('hex'), sizeBytes: bytes.byteLength };
}

/** Removes a stored file; one already gone is fine, and a failure is only logged (the orphan sweep retries it). */
export async function removeStoredFile(files: FileStore, storagePath: string, lines: Lines): Promise<void> {
  try {
    await files.remove(storagePath);
  } catch (error) {
    lines.warn('[uploads] não foi possível apagar', storagePath, error);
  }
}

/** A stored file as a web stream with its size, for a download; FileMissing when it is gone. */
export async function streamStoredFile(
  files: FileStore,
  storagePath: string,
): Promise<{ stream: ReadableStream<Uint8Array>; sizeBytes: number }> {
  const { body, sizeBytes } = await files.read(storagePath);
  return { stream: Readable.toWeb(body) as ReadableStream<Uint8Array>, sizeBytes };
}

export const isFileMissing = (error: unknown) => error instanceof FileMissing;

/** The folder of one request's files: a server-made name, from the request's kind and numeric id. */
export const orderFolder = (kind: OrderKind, id: number) => `${kind}-${id}`;
