import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One answer kept in memory in each encoding a browser may ask for, with its validator. */
export interface CompressedBody {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

/** Below this, compression costs more than it saves (a header or two). */
export const COMPRESSION_THRESHOLD = 1024;

export function strongEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/**
 * Compresses at start what the build did not: the prerendered pages (they carry this server's
 * configuration) and any file without a .br/.gz beside it. Brotli at quality 9 keeps start-up fast.
 */
export function compressInMemory(
  identity: Buffer,
  precompressed: { br?: Buffer; gzip?: Buffer } = {},
  compressible = true,
): CompressedBody {
  const worth = compressible && identity.length >= COMPRESSION_THRESHOLD;
  const br =
    precompressed.br ??
    (worth ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : undefined);
  const gzip = precompressed.gzip ?? (worth ? gzipSync(identity, { level: 9 }) : undefined);
  const smaller = (encoded: Buffer | undefined) =>
    compressible && encoded && encoded.length < identity.length ? encoded : undefined;
  return { identity, br: smaller(br), gzip: smaller(gzip), etag: strongEtag(identity) };
}

export type Encoding = 'br' | 'gzip';

/** The first of `offered` (best first) that the request accepts; q=0 refuses one. */
export function pickEncoding(acceptEncoding: string | undefined, offered: readonly Encoding[]): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return offered.find(allows);
}

/** If-None-Match holds the current validator (a list, weak or strong, or *). */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The answer for one request: 304, or the body in the chosen encoding with its headers. */
export function answerWith(
  body: CompressedBody,
  request: { acceptEncoding?: string; ifNoneMatch?: string; method: string },
  headers: Record<string, string>,
): Response {
  const common: Record<string, string> = { ...headers, ETag: body.etag, Vary: 'Accept-Encoding' };
  if (isNotModified(request.ifNoneMatch, body.etag)) return new Response(null, { status: 304, headers: common });
  const encoding = pickEncoding(
    request.acceptEncoding,
    (['br', 'gzip'] as const).filter((name) => body[name]),
  );
  const bytes = encoding ? body[encoding]! : body.identity;
  if (encoding) common['Content-Encoding'] = encoding;
  common['Content-Length'] = String(bytes.length);
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), { status: 200, headers: common });
}
