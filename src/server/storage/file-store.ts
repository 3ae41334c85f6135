import type { Readable } from 'node:stream';

/** One stored file, as a listing sees it. */
export interface StoredObject {
  /** Relative to the store's root, with forward slashes: `marca-12/<uuid>.pdf`. */
  path: string;
  lastModifiedMs: number;
}

/**
 * Where uploaded files live: the local disk (`DATA_DIR/uploads`) or an S3-compatible bucket. Paths are
 * server-made names; the bytes travel as streams both ways.
 */
export interface FileStore {
  /** `disco` or `s3`, for the logs and /readyz. */
  readonly kind: 'disco' | 's3';
  /** Writes a new file from the stream; resolves only once it is durable (flushed to disk, or the upload completed). */
  write(path: string, body: Readable): Promise<void>;
  /** The file's bytes as a stream and its size; FileMissing when there is no such file. */
  read(path: string): Promise<{ body: Readable; sizeBytes: number }>;
  /** The size without the bytes; FileMissing when there is no such file. */
  size(path: string): Promise<number>;
  /** Removes a file; one already gone is fine. */
  remove(path: string): Promise<void>;
  /** Removes every file under `folder/` (a request's files when an account is deleted). */
  removeFolder(folder: string): Promise<void>;
  /** Every stored file (the orphan sweep walks it). */
  list(): AsyncIterable<StoredObject>;
  /** Throws when the store cannot be used right now (for /readyz). */
  check(): Promise<void>;
}

export class FileMissing extends Error {
  constructor(path: string) {
    super(`arquivo ausente no armazenamento: ${path}`);
  }
}

/** Only names the server makes are accepted: `folder/name.ext`, no dots leading anywhere, no way out of the root. */
const SERVER_MADE = /^[A-Za-z0-9_-]+\/[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

export function assertServerMadePath(path: string): void {
  if (!SERVER_MADE.test(path) || path.includes('..')) throw new Error(`caminho fora da pasta de uploads: ${path}`);
}

export const assertFolderName = (folder: string) => assertServerMadePath(`${folder}/x`);
