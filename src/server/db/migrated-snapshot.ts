import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
// With its extension: the build's configuration loads this file as it is (vite.config.ts).
import { pgliteOptions } from './pglite-options.ts';

/** Where the build leaves the migrated embedded database, beside the compiled server (dist/server). */
export const MIGRATED_SNAPSHOT_FILE = 'pglite-migrated.tar.gz';

/**
 * A new embedded database with every migration applied, as PGlite's `dumpDataDir` writes it: a fresh data folder
 * starts from it (`loadDataDir`) instead of running initdb and every migration, most of a first start's time. Made
 * with the server's own options and extensions: without pg_trgm the admin_search migration skips its indexes.
 */
export async function dumpMigratedDatabase(migrationsFolder: string, compression: 'gzip' | 'none'): Promise<Buffer> {
  const client = new PGlite('memory://', pgliteOptions);
  try {
    await migrate(drizzle(client), { migrationsFolder });
    return Buffer.from(await (await client.dumpDataDir(compression)).arrayBuffer());
  } finally {
    await client.close();
  }
}
