import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The folders the server makes in the system's temporary folder, one per piece of work: an upload's files while they
 * wait for their turn (documents/multipart.ts), an RPI zip sent by staff, fetched by the weekly job or by an archive
 * run while it is imported. Each removes its own when its work ends; a process killed before that leaves it behind.
 */
export const TEMP_FOLDER_PREFIXES = {
  upload: 'envio-',
  rpiUpload: 'rpi-upload-',
  rpiFetch: 'rpi-fetch-',
  rpiArchive: 'rpi-acervo-',
} as const;

/** A prefix and the six characters mkdtemp adds: another program's folder that merely starts alike is left alone. */
const OURS = new RegExp(`^(${Object.values(TEMP_FOLDER_PREFIXES).join('|')})[A-Za-z0-9]{6}$`);

export const makeTempFolder = (prefix: (typeof TEMP_FOLDER_PREFIXES)[keyof typeof TEMP_FOLDER_PREFIXES]) =>
  mkdtemp(join(tmpdir(), prefix));

/** When the folder or a file in it last changed: a download under way keeps writing, and so stays young. */
async function lastChange(dir: string, now: number): Promise<number> {
  const changed = await stat(dir).then(
    (info) => info.mtimeMs,
    () => now,
  );
  const names = await readdir(dir).catch(() => []);
  const files = await Promise.all(
    names.map((name) =>
      stat(join(dir, name)).then(
        (info) => info.mtimeMs,
        () => now,
      ),
    ),
  );
  return Math.max(changed, ...files);
}

/**
 * Removes the server's temporary folders unchanged for `minAgeMs`: what a process killed in the middle of an upload or
 * an RPI import leaves. Answers how many it removed.
 */
export async function sweepOldTempFolders(minAgeMs: number, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(tmpdir())) {
    if (!OURS.test(name)) continue;
    const dir = join(tmpdir(), name);
    if (now - (await lastChange(dir, now)) < minAgeMs) continue;
    await rm(dir, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
