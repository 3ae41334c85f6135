import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const migrationsFolder = fileURLToPath(new URL('../../../src/server/db/migrations', import.meta.url));

/** Changes whenever a migration is added or edited, so a stale snapshot is never used. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const path = join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * An embedded database with every migration applied, made once per set of migrations and kept in the temporary
 * folder: each test file starts from it in about a second instead of running initdb and the migrations again.
 */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const file = join(tmpdir(), `marcas-pglite-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const client = new PGlite('memory://');
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed, so a test file running beside this one never reads half a snapshot.
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}
