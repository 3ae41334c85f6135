import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class UploadTooLarge extends Error {}

/** Streams a request body to `path`, never holding it in memory; stops past `maxBytes`. Answers the size. */
export async function saveBodyToFile(
  body: ReadableStream<Uint8Array>,
  path: string,
  maxBytes: number,
): Promise<number> {
  let size = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      callback(size > maxBytes ? new UploadTooLarge() : null, chunk);
    },
  });
  await pipeline(
    Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>),
    limit,
    createWriteStream(path),
  );
  return size;
}
