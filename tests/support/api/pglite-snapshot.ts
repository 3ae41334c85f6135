import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { migrationsFolder } from '../../../src/server/db/client';
import { dumpMigratedDatabase } from '../../../src/server/db/migrated-snapshot';

/**
 * Changes whenever a migration is added or edited, or PGlite is upgraded (its data folder may change format),
 * so a stale snapshot is never used: a test database never misses a migration the snapshot does not hold.
 */
function snapshotKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const path = join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(path));
  }
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(pgliteEntry), '..', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Makes, once per set of migrations, an embedded database with every migration applied (as the build makes the
 * server's, with the server's options and extensions) and keeps it in the temporary folder. The api project's global setup
 * calls this once, so the test files running side by side do not each run initdb to make it.
 */
export async function prepareMigratedPgliteSnapshot(): Promise<string> {
  const file = join(tmpdir(), `marcas-pglite-${snapshotKey()}.tar`);
  if (existsSync(file)) return file;
  const dump = await dumpMigratedDatabase(migrationsFolder, 'none');
  // Written aside and renamed, so a run beside this one never reads half a snapshot.
  const partial = `${file}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  return file;
}

let snapshot: Promise<Blob> | undefined;

/**
 * The snapshot as PGlite's `loadDataDir` takes it: a test database starts from it instead of initdb and every
 * migration. Read once per worker process, and handed over as one ArrayBuffer instead of a Blob: PGlite asks only for
 * `arrayBuffer()` and `type`, and copies each file of the archive into its own memory (Emscripten's `writeFile`), so
 * one buffer serves every database. A Blob read its 42 MB again at each open, about 0.3 s of CPU.
 */
export function migratedPgliteSnapshot(): Promise<Blob> {
  snapshot ??= prepareMigratedPgliteSnapshot().then((file) => {
    const bytes = readFileSync(file);
    const archive = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    return { type: 'application/x-tar', size: archive.byteLength, arrayBuffer: async () => archive } as Blob;
  });
  return snapshot;
}
