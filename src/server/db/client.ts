import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/** Connections one instance opens at most; times the instances, it must stay under PostgreSQL's max_connections. */
export const POOL_MAX = 10;
/** How our connections are named in pg_stat_activity (the metrics count them). */
export const APPLICATION_NAME = 'registro-de-marcas';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** PGlite's extensions: pg_trgm backs the back office's search indexes (migration admin_search). A snapshot of a migrated database must be made with the same ones. */
export const pgliteExtensions = { pg_trgm };

/**
 * PGlite keeps PostgreSQL's default 128 MB of shared buffers, and the WebAssembly heap holds them all in memory
 * from the start: most of an idle server's memory. Its table files sit in the operating system's file cache
 * anyway, so a smaller pool costs little (issue #14: RSS of an idle server ~500 → ~250 MB).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'wal_buffers=1MB'];

/** Instances starting together on a fresh database would run the same migration twice: one at a time, on one connection holding a session lock. */
async function migrateUnderLock(databaseUrl: string): Promise<void> {
  const single = postgres(databaseUrl, { max: 1, onnotice: () => {}, connection: { application_name: APPLICATION_NAME } });
  try {
    await single`SELECT pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres(single, { schema }), { migrationsFolder });
    await single`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    await single.end({ timeout: 5 });
  }
}

/** Any fixed number our application alone uses; it only names the migration lock. */
const MIGRATION_LOCK = 7_310_425_001;

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite: in `dataDir` on disk, or in
 * memory when `dataDir` is "memory://" (tests), optionally started from a snapshot. Migrations are applied
 * before it is handed out.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; snapshot?: Blob }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: POOL_MAX, onnotice: () => {}, connection: { application_name: APPLICATION_NAME } });
    const db = drizzlePostgres(client, { schema });
    await migrateUnderLock(options.databaseUrl);
    // Bounded: a stopping instance must not wait forever on a connection the network lost.
    return { db: db as unknown as Database, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  // A snapshot (PGlite's dumpDataDir) skips initdb, which is most of a fresh embedded database's start.
  const client = new PGlite(inMemory ? options.dataDir : `${options.dataDir}/pgdata`, { extensions: pgliteExtensions, startParams: PGLITE_START_PARAMS, ...(options.snapshot && { loadDataDir: options.snapshot }) });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

/** Postgres' unique-violation error, whichever driver raised it and however Drizzle wrapped it. */
export function uniqueViolation(error: unknown): string | null {
  for (let current = error as { code?: string; constraint?: string; constraint_name?: string; cause?: unknown; message?: string } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return current.constraint_name ?? current.constraint ?? current.message ?? 'unique';
  }
  return null;
}
