import { statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';

/** Free bytes on the file system holding `path` (what an unprivileged process may still write). */
export type FreeSpaceProbe = (path: string) => Promise<number>;

export const freeBytesOn: FreeSpaceProbe = async (path) => {
  const info = await statfs(path);
  return info.bavail * info.bsize;
};

/** A folder that is not there yet (a fresh DATA_DIR) is judged by the nearest parent that is. */
async function freeBytesNear(probe: FreeSpaceProbe, path: string): Promise<number> {
  for (let current = path; ;) {
    try {
      return await probe(current);
    } catch (error) {
      const parent = current.replace(/\/[^/]+\/?$/, '') || '/';
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === current) throw error;
      current = parent;
    }
  }
}

export interface DiskSpace {
  /** The folders watched, with their free bytes, and whether any is below the minimum. */
  measure(): Promise<{ low: boolean; folders: { path: string; freeBytes: number }[] }>;
  /** True while any watched folder has less than the minimum free (measured at most once a second). */
  low(): Promise<boolean>;
  readonly minFreeBytes: number;
}

/** Measured at most this often: uploads arriving together share one look at the disk. */
const REMEASURE_MS = 1000;

/**
 * The free space where the server writes: DATA_DIR (uploads, the embedded database, the outbox) and the temp
 * folder (RPI zips). Below `minFreeBytes` in either, uploads are refused and /readyz answers 503, before a write
 * half-fails; once space returns, both recover on their own.
 */
export function watchDiskSpace(options: {
  folders: string[];
  minFreeBytes: number;
  probe?: FreeSpaceProbe;
}): DiskSpace {
  const probe = options.probe ?? freeBytesOn;
  let last: { at: number; low: boolean } | undefined;
  const measure = async () => {
    const folders = await Promise.all(
      [...new Set(options.folders)].map(async (path) => ({ path, freeBytes: await freeBytesNear(probe, path) })),
    );
    const low = folders.some((folder) => folder.freeBytes < options.minFreeBytes);
    last = { at: Date.now(), low };
    return { low, folders };
  };
  return {
    minFreeBytes: options.minFreeBytes,
    measure,
    async low() {
      if (last && Date.now() - last.at < REMEASURE_MS) return last.low;
      // A file system that cannot tell its free space is not judged full: the write itself will say.
      return measure().then(
        (measured) => measured.low,
        () => false,
      );
    },
  };
}

/** The folders a server with this data folder writes to. */
export const writtenFolders = (dataDir: string) => [dataDir, tmpdir()];

const megabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024));

/** For /readyz: which folder is short, and by how much, without naming the machine's paths. */
export async function checkDiskSpace(disk: DiskSpace, dataDir: string): Promise<void> {
  const { low, folders } = await disk.measure();
  if (!low) return;
  const short = folders.filter((folder) => folder.freeBytes < disk.minFreeBytes);
  const names = short.map(
    (folder) =>
      `${folder.path === dataDir ? 'DATA_DIR' : 'pasta temporária'} com ${megabytes(folder.freeBytes)} MB livres`,
  );
  throw new Error(`pouco espaço: ${names.join(', ')} (mínimo ${megabytes(disk.minFreeBytes)} MB)`);
}

/** The write failed because the disk (or the user's quota on it) is full. */
export function isDiskFull(error: unknown): boolean {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 10;
    depth++
  ) {
    if (current.code === 'ENOSPC' || current.code === 'EDQUOT') return true;
    current = current.cause as typeof current;
  }
  return false;
}
