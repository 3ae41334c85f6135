import { createReadStream } from 'node:fs';
import { access, constants, mkdir, open, readdir, rm, rmdir, stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { assertFolderName, assertServerMadePath, FileMissing, type FileStore, type StoredObject } from './file-store';

async function syncDirectory(path: string) {
  // Makes the new directory entry durable; some platforms cannot open a directory, and then the file's own sync is all we get.
  try {
    const handle = await open(path, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // best effort
  }
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under one folder on this machine's disk (DATA_DIR/uploads): `npm start` on a laptop, or a single instance. */
export function localFileStore(root: string): FileStore {
  const absolute = (path: string) => {
    assertServerMadePath(path);
    return resolve(root, path);
  };
  return {
    kind: 'disco',

    async write(path, body) {
      const file = absolute(path);
      const directory = join(root, path.split('/')[0]);
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const handle = await open(file, 'wx', 0o600);
      try {
        for await (const chunk of body) await handle.write(chunk as Uint8Array);
        await handle.sync();
      } catch (error) {
        await handle.close();
        await unlink(file).catch(() => {});
        throw error;
      }
      await handle.close();
      await syncDirectory(directory);
    },

    async read(path) {
      const file = absolute(path);
      const sizeBytes = await this.size(path);
      return { body: createReadStream(file), sizeBytes };
    },

    async size(path) {
      try {
        return (await stat(absolute(path))).size;
      } catch (error) {
        if (missing(error)) throw new FileMissing(path);
        throw error;
      }
    },

    async remove(path) {
      try {
        await unlink(absolute(path));
      } catch (error) {
        if (!missing(error)) throw error;
      }
      await rmdir(join(root, path.split('/')[0])).catch(() => {}); // only when it was the folder's last file
    },

    async removeFolder(folder) {
      assertFolderName(folder);
      await rm(join(root, folder), { recursive: true, force: true });
    },

    async *list(): AsyncIterable<StoredObject> {
      let folders;
      try {
        folders = await readdir(root, { withFileTypes: true });
      } catch (error) {
        if (missing(error)) return;
        throw error;
      }
      for (const folder of folders.filter((entry) => entry.isDirectory())) {
        for (const entry of await readdir(join(root, folder.name), { withFileTypes: true }).catch(() => [])) {
          if (!entry.isFile()) continue;
          const path = `${folder.name}/${entry.name}`;
          const info = await stat(join(root, path)).catch(() => undefined);
          if (info) yield { path, lastModifiedMs: info.mtimeMs };
        }
      }
    },

    async check() {
      await mkdir(root, { recursive: true, mode: 0o700 });
      await access(root, constants.W_OK);
    },
  };
}
