import { resolve } from 'node:path';
import type { FileStore } from './file-store';
import { localFileStore } from './local-file-store';
import { s3FileStore, type S3Settings } from './s3-file-store';

/** The uploads folder of a data directory: where files live without a bucket. */
export const uploadsRoot = (dataDir: string) => resolve(dataDir, 'uploads');

/** The bucket when S3_BUCKET is set (config.ts), otherwise DATA_DIR/uploads. */
export function createFileStore(config: { dataDir: string; s3?: S3Settings }): FileStore {
  return config.s3 ? s3FileStore(config.s3) : localFileStore(uploadsRoot(config.dataDir));
}
