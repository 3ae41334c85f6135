import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';

/** s3rver checks request signatures against these fixed credentials. */
export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export interface LocalS3 {
  /** The environment an app needs to keep its files in the bucket. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
  /** Starts again on the same port and data (after stop): the bucket's contents are kept. */
  start(): Promise<void>;
  /** Stops and removes its data. */
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free port with one empty bucket, its data in a folder of its own. */
export async function startLocalS3(bucket = 'marcas-teste'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'marcas-s3-'));
  let port = 0;
  let server: { run(): Promise<{ port: number }>; close(): Promise<void> } | undefined;
  const start = async () => {
    server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
    port = (await server!.run()).port;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, AWS_REGION: 'us-east-1', ...S3RVER_CREDENTIALS },
    start,
    async stop() {
      await server?.close();
      server = undefined;
    },
    async close() {
      await server?.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
