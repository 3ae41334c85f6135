import type { MiddlewareHandler } from 'hono';
import { MAX_UPLOAD_BYTES } from '../../shared/schemas/brand-wizard';

/** Room for the multipart framing and the small text fields around the files. */
const MULTIPART_OVERHEAD = 256 * 1024;

export const POWER_OF_ATTORNEY_BODY_LIMIT = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD;
export const DOCUMENTS_BODY_LIMIT = 3 * MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD;

/**
 * The upload calls, which the app's small JSON body limit must let through: each applies its own,
 * larger limit once the caller and the request are known.
 */
export function isUploadRequest(method: string, path: string): boolean {
  return (
    method === 'POST' &&
    /^\/api\/(\d{1,9}\/(procuracao|documentos)|servicos\/\d{1,9}\/procuracao|admin\/inpi\/rpi|admin\/servico\/\d{1,9}\/parecer|admin\/assinaturas\/verificar)\/?$/.test(
      path,
    )
  );
}

/** A body that went past its route's limit while it was read; `erro` is the route's refusal. */
export class BodyTooLarge extends Error {
  constructor(readonly erro: string) {
    super(erro);
  }
}

/**
 * An upload's size limit. A declared length is judged before a byte is read; a body without one (chunked) is
 * counted as it is read and stops with BodyTooLarge past the limit (multipart.ts answers 413), where Hono's
 * bodyLimit would first gather all of it in memory.
 */
export const uploadBodyLimit =
  (maxSize: number, erro: string): MiddlewareHandler =>
  async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && !c.req.header('transfer-encoding'))
      return Number(declared) > maxSize ? c.json({ erro }, 413) : next();
    let size = 0;
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size > maxSize) controller.error(new BodyTooLarge(erro));
          else controller.enqueue(chunk);
        },
      }),
    );
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' } as RequestInit);
    return next();
  };
