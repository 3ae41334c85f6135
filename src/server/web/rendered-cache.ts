import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { PublicConfig } from '../../shared/public-config';

/** What the pages are made of: the prerender bundle, the server's code (render-pages.ts is in it) and the page shell. */
function buildFiles(distDir: string): string[] {
  const under = (folder: string) =>
    readdirSync(join(distDir, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  return [...under('server-render'), ...under('server'), join(distDir, 'client', 'index.html')].sort();
}

/**
 * Names one build and configuration: every file of the build by path, size and modification time (a new build
 * writes new files), and the public configuration the pages show. Statting ~300 files costs a few milliseconds.
 */
function keyOf(distDir: string, config: PublicConfig, part: string): string {
  const hash = createHash('sha256').update(`${part}\n${JSON.stringify(config)}\n`);
  for (const file of buildFiles(distDir)) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${file}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex').slice(0, 32);
}

/**
 * The pages as an earlier start of the same build and configuration rendered them, kept in the data folder: a
 * restart serves them at once instead of rendering them again (about 1.3 s of a child process, which a restart
 * otherwise waits for once the database is open). The folder is the server's own, like its database; only the
 * latest rendering is kept.
 */
export function renderedCache<T>(distDir: string, config: PublicConfig, folder: string, part: string) {
  const file = join(folder, `${part}-${keyOf(distDir, config, part)}.bin`);
  return {
    read(): T | undefined {
      try {
        return deserialize(readFileSync(file)) as T;
      } catch {
        return undefined; // none yet, or unreadable: rendered again
      }
    },
    write(value: T): void {
      try {
        mkdirSync(folder, { recursive: true });
        const partial = `${file}.${process.pid}.tmp`;
        writeFileSync(partial, serialize(value));
        renameSync(partial, file);
        for (const name of readdirSync(folder))
          if (name.startsWith(`${part}-`) && join(folder, name) !== file) rmSync(join(folder, name), { force: true });
      } catch {
        // Not kept (a full or read-only disk): the next start renders the pages again.
      }
    },
  };
}
