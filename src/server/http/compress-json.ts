import { createMiddleware } from 'hono/factory';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD, pickEncoding } from '../web/compressed-body';

// Fast settings: a JSON answer is compressed on every request, unlike the build's files.
const brotli = (bytes: Buffer) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
const gzip = (bytes: Buffer) => gzipSync(bytes, { level: 6 });

/**
 * Compresses JSON answers of 1 KB or more in the encoding the client prefers (brotli, then gzip). Hono's own
 * compress middleware cannot see the size of a JSON answer (it has no Content-Length) and knows no brotli.
 */
export const compressJson = createMiddleware(async (c, next) => {
  await next();
  const response = c.res;
  if (!response.body || response.headers.has('content-encoding') || !/^application\/json/.test(response.headers.get('content-type') ?? '')) return;
  const acceptEncoding = c.req.header('accept-encoding');
  if (!acceptEncoding) return;
  const identity = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.append('Vary', 'Accept-Encoding');
  const encoding = identity.length >= COMPRESSION_THRESHOLD ? pickEncoding(acceptEncoding, ['br', 'gzip']) : undefined;
  const body = encoding === 'br' ? brotli(identity) : encoding === 'gzip' ? gzip(identity) : identity;
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.length));
  c.res = new Response(new Uint8Array(body), { status: response.status, headers });
});
