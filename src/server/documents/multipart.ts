import type { Context } from 'hono';
import { ApiError } from '../http/errors';

export interface ReceivedFile {
  name: string;
  bytes: Uint8Array;
}

/** The multipart form's files by field; a field sent as text, or empty, counts as missing. A broken form is the caller's error, not ours. */
export async function readFiles(
  c: Context,
  fields: readonly string[],
  brokenMessage: string,
): Promise<Partial<Record<string, ReceivedFile>>> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new ApiError(400, brokenMessage);
  }
  const files: Partial<Record<string, ReceivedFile>> = {};
  for (const field of fields) {
    const value = form[field];
    // Browsers send an empty, nameless part for a file input left blank.
    if (value instanceof File && value.size > 0)
      files[field] = { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
  }
  return files;
}
