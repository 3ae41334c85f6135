import { bodyLimit } from 'hono/body-limit';
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

export const uploadBodyLimit = (maxSize: number, erro: string) =>
  bodyLimit({ maxSize, onError: (c) => c.json({ erro }, 413) });
