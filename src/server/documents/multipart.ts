import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { makeTempFolder, TEMP_FOLDER_PREFIXES } from '../ops/temp-folders';
import { BodyTooLarge } from './upload-limits';

export interface ReceivedFile {
  name: string;
  bytes: Uint8Array;
}

interface SpooledFile {
  name: string;
  path: string;
  size: () => number;
}

/** More parts than any of our forms has: a form of thousands of tiny parts is refused, not walked. */
const MAX_PARTS = 20;

class BrokenForm extends Error {}

/**
 * Writes each wanted file of a multipart body to `dir` as it arrives, holding no more than the parser's chunk of
 * it in memory; other parts are read and dropped. The last part of a repeated field wins, as in a FormData.
 */
async function spool(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  fields: readonly string[],
  dir: string,
): Promise<Map<string, SpooledFile>> {
  const spooled = new Map<string, SpooledFile>();
  const writes: Promise<void>[] = [];
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Browsers send the file's name as UTF-8, without saying so.
      defParamCharset: 'utf8',
      limits: { parts: MAX_PARTS, fieldSize: 64 * 1024 },
    });
  } catch {
    throw new BrokenForm();
  }
  parser.on('file', (field, stream, info) => {
    if (!fields.includes(field)) {
      stream.resume();
      return;
    }
    const target = createWriteStream(join(dir, String(writes.length)));
    spooled.set(field, { name: info.filename ?? '', path: target.path as string, size: () => target.bytesWritten });
    writes.push(pipeline(stream, target));
  });
  parser.on('partsLimit', () => parser.destroy(new BrokenForm()));
  try {
    await pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), parser);
  } catch (error) {
    // The file writes stop with the parser; their own failure says no more than its.
    await Promise.allSettled(writes);
    // A failed system call is our own disk's (space, permissions); anything else is a body that broke off or made no sense.
    throw error instanceof BodyTooLarge || (error as NodeJS.ErrnoException | null)?.syscall ? error : new BrokenForm();
  }
  await Promise.all(writes);
  return spooled;
}

/**
 * The multipart form's files by field; a field sent as text, or empty, counts as missing. A broken form is the
 * caller's error, not ours; a body past the route's limit (upload-limits.ts) is a 413.
 *
 * The body goes to a temporary file as it arrives, and the files are read back only once the upload's turn comes
 * (ops/upload-turns.ts): a burst of simultaneous uploads waits on disk, not in memory.
 */
export async function readFiles(
  c: Context,
  fields: readonly string[],
  brokenMessage: string,
): Promise<Partial<Record<string, ReceivedFile>>> {
  const contentType = c.req.header('content-type') ?? '';
  const body = c.req.raw.body;
  // Not a multipart form (JSON, a urlencoded form): no files in it.
  if (!body || !/^multipart\/form-data\s*;/i.test(contentType)) return {};
  const dir = await makeTempFolder(TEMP_FOLDER_PREFIXES.upload);
  try {
    const spooled = await spool(body, contentType, fields, dir).catch((error: unknown) => {
      if (error instanceof BodyTooLarge) throw new ApiError(413, error.erro);
      if (error instanceof BrokenForm) throw new ApiError(400, brokenMessage);
      throw error;
    });
    await (c as Context<AppEnv>).get('takeUploadTurn')?.();
    const files: Partial<Record<string, ReceivedFile>> = {};
    for (const [field, file] of spooled) {
      // Browsers send an empty, nameless part for a file input left blank.
      if (file.size() === 0) continue;
      const read = await readFile(file.path);
      files[field] = { name: file.name, bytes: new Uint8Array(read.buffer, read.byteOffset, read.byteLength) };
    }
    return files;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
