import type { S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertFolderName, assertServerMadePath, FileMissing, type FileStore, type StoredObject } from './file-store';

export interface S3Settings {
  bucket: string;
  /** Keys go under this prefix (S3_PREFIX), so one bucket can hold several environments. */
  prefix: string;
  /** S3_ENDPOINT: a MinIO, R2, s3rver…; unset for AWS itself. */
  endpoint?: string;
  region: string;
  /** Path-style addressing (S3_FORCE_PATH_STYLE), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY as read with the rest of the config; otherwise the SDK's own chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * The SDK's client for these settings. Beside AWS itself, checksums are sent only where S3 requires them:
 * S3-compatible servers (MinIO, s3rver…) often do not read the SDK's newer checksum trailers.
 */
export async function s3Client(settings: S3Settings): Promise<S3Client> {
  const { S3Client } = await s3Sdk();
  const onlyWhenRequired = settings.endpoint ? ('WHEN_REQUIRED' as const) : undefined;
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials && { credentials: settings.credentials }),
    ...(onlyWhenRequired && {
      requestChecksumCalculation: onlyWhenRequired,
      responseChecksumValidation: onlyWhenRequired,
    }),
  });
}

/**
 * The SDK takes ~0.4 s and ~20 MB to load: a server on the local disk never loads it, one with a bucket at its
 * first use of the bucket (the orphan sweep at start).
 */
let sdk: Promise<typeof import('@aws-sdk/client-s3') & typeof import('@aws-sdk/lib-storage')> | undefined;
const s3Sdk = () =>
  (sdk ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(([client, storage]) => ({
    ...client,
    ...storage,
  })));

const absent = (
  error: unknown,
  { NoSuchKey, NotFound }: Pick<Awaited<ReturnType<typeof s3Sdk>>, 'NoSuchKey' | 'NotFound'>,
) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Files in an S3-compatible bucket, through the official SDK: writes are multipart uploads fed from the
 * stream (lib-storage: a few 5 MB parts in memory at most), reads stream the object's body. Credentials come
 * from the SDK's usual chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role).
 */
export function s3FileStore(settings: S3Settings): FileStore {
  const { bucket } = settings;
  let made: Promise<Awaited<ReturnType<typeof s3Sdk>> & { client: S3Client }> | undefined;
  // The SDK's classes with this store's one client, both made on first use.
  const s3 = () => (made ??= Promise.all([s3Sdk(), s3Client(settings)]).then(([sdk, client]) => ({ ...sdk, client })));
  const prefix = settings.prefix ? `${settings.prefix.replace(/\/+$/, '')}/` : '';
  const key = (path: string) => {
    assertServerMadePath(path);
    return `${prefix}${path}`;
  };

  return {
    kind: 's3',

    async write(path, body) {
      const { Upload, client } = await s3();
      await new Upload({ client, params: { Bucket: bucket, Key: key(path), Body: body }, queueSize: 2 }).done();
    },

    async read(path) {
      const { GetObjectCommand, client, ...sdk } = await s3();
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(path) }));
        return { body: answer.Body as Readable, sizeBytes: Number(answer.ContentLength ?? 0) };
      } catch (error) {
        if (absent(error, sdk)) throw new FileMissing(path);
        throw error;
      }
    },

    async size(path) {
      const { HeadObjectCommand, client, ...sdk } = await s3();
      try {
        return Number(
          (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(path) }))).ContentLength ?? 0,
        );
      } catch (error) {
        if (absent(error, sdk)) throw new FileMissing(path);
        throw error;
      }
    },

    async remove(path) {
      // S3 answers a delete of a missing key with success: already gone is fine, as on disk.
      const { DeleteObjectCommand, client } = await s3();
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(path) }));
    },

    async removeFolder(folder) {
      assertFolderName(folder);
      const { ListObjectsV2Command, DeleteObjectsCommand, client } = await s3();
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}${folder}/`, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length)
          await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async *list(): AsyncIterable<StoredObject> {
      const { ListObjectsV2Command, client } = await s3();
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield { path: object.Key.slice(prefix.length), lastModifiedMs: object.LastModified?.getTime() ?? Date.now() };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async check() {
      const { HeadBucketCommand, client } = await s3();
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
