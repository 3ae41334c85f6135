import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD, pickEncoding, type Encoding } from '../web/compressed-body';

// Fast settings: a JSON answer is compressed on every request, unlike the build's files.
const compressors: Record<Encoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) =>
    brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  gzip: (bytes) => gzipSync(bytes, { level: 6 }),
};

/**
 * Compresses JSON answers of 1 KB or more in the encoding the client prefers (brotli, then gzip). Hono's own
 * compress middleware cannot see the size of a JSON answer (it has no Content-Length) and knows no brotli.
 * It works where the answer is made, in `c.json`: reading a finished answer back would rebuild it as a full
 * web Response, which cost more than the rest of a small authenticated call. Every /api answer says it varies with
 * Accept-Encoding (app.ts).
 */
export const compressJson = createMiddleware((c, next) => {
  const encoding = pickEncoding(c.req.header('accept-encoding'), ['br', 'gzip']);
  if (encoding) c.json = compressingJson(c, encoding);
  return next();
});

function compressingJson(c: Context, encoding: Encoding): Context['json'] {
  const plain = c.json;
  return ((object: unknown, ...rest: [never?, never?]) => {
    const text = JSON.stringify(object);
    // Small answers go out as they are (serialising a small object twice costs less than copying its text).
    if (text === undefined || Buffer.byteLength(text) < COMPRESSION_THRESHOLD) return plain(object as never, ...rest);
    const bytes = Buffer.from(text);
    c.header('Content-Type', 'application/json');
    c.header('Content-Encoding', encoding);
    return c.body(new Uint8Array(compressors[encoding](bytes)), ...rest);
  }) as Context['json'];
}
