import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { loadDatabaseTimeouts, type DatabaseTimeouts } from '../config';
import { runChild, runningFromSources } from '../ops/run-child';
import { MIGRATED_SNAPSHOT_FILE } from './migrated-snapshot';
import { holdDataFolder } from './data-folder-lock';
import { pgliteOptions } from './pglite-options';
import { watchReachability } from './reachability';
import { watchWrites } from './postgres-writes';
import * as schema from './schema';
import { socketsSilentAtMost } from './silent-sockets';
import { speedUpOn } from '../speed-ups';
import { countWrites, keepWriteCount, type WriteCount } from './write-count';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The database inside a transaction: what a step that must commit with others takes. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PostgreSQL only: whether the database answers at all right now (db/reachability.ts). */
  reachable?: () => Promise<boolean>;
}

/** Connections one instance's pool opens at most (plus one that listens for writes, db/postgres-writes.ts); times the instances, it must stay under PostgreSQL's max_connections. */
export const POOL_MAX = 10;
/** How our connections are named in pg_stat_activity (the metrics count them). */
export const APPLICATION_NAME = 'registro-de-marcas';

/** The pause before dialing again after a failed connection: short and fixed, the timeouts bound each try. */
const RECONNECT_PAUSE_SECONDS = 0.2;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Instances starting together on a fresh database would run the same migration twice: one at a time, on one connection holding a session lock. */
async function migrateUnderLock(databaseUrl: string): Promise<void> {
  const single = postgres(databaseUrl, {
    max: 1,
    onnotice: () => {},
    connection: { application_name: APPLICATION_NAME },
  });
  try {
    await single`SELECT pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres(single, { schema }), { migrationsFolder });
    await single`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    await single.end({ timeout: 5 });
  }
}

/**
 * Drizzle hands PGlite its type parsers with every query, and PGlite merges them into its own ~300 each time: about
 * 90 µs of a 215 µs query. The client already has them (pgliteOptions.parsers), so each query's copy is dropped.
 * Transactions' queries still carry theirs.
 */
function withoutPerQueryParsers(client: PGlite): PGlite {
  const query = client.query.bind(client);
  client.query = ((text, params, options) =>
    query(text, params, options && { ...options, parsers: undefined })) as PGlite['query'];
  return client;
}

/**
 * Whether the newest migration is already recorded: Drizzle's migrate runs its DDL and a transaction even when
 * nothing is new, about 80 ms of every restart on the embedded database.
 */
async function migrationsApplied(client: PGlite): Promise<boolean> {
  const newest = Math.max(...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis));
  try {
    const { rows } = await client.query<{ created_at: string | number }>(
      'SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
    );
    return rows.length === 1 && Number(rows[0].created_at) >= newest;
  } catch {
    return false; // no migrations table yet
  }
}

/** Any fixed number our application alone uses; it only names the migration lock. */
const MIGRATION_LOCK = 7_310_425_001;

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite: in `dataDir` on disk, or in
 * memory when `dataDir` is "memory://" (tests), optionally started from a snapshot. Migrations are applied
 * before it is handed out.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  snapshot?: Blob;
  /** PostgreSQL's time limits: the server's come from its configuration (config.databaseTimeouts); unset, the defaults. */
  timeouts?: DatabaseTimeouts;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const connection = { application_name: APPLICATION_NAME };
    const timeouts = options.timeouts ?? loadDatabaseTimeouts({});
    const connectSeconds = timeouts.connectMs / 1000;
    const client = postgres(options.databaseUrl, {
      max: POOL_MAX,
      onnotice: () => {},
      connect_timeout: connectSeconds,
      backoff: () => RECONNECT_PAUSE_SECONDS,
      // Not in postgres.js's types, though documented: the socket each connection talks over.
      ...({ socket: socketsSilentAtMost(timeouts.silenceMs) } as object),
      connection: {
        ...connection,
        statement_timeout: timeouts.statementMs,
        idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      },
    });
    const db = drizzlePostgres(client, { schema });
    await migrateUnderLock(options.databaseUrl);
    const writes = speedUpOn('leituras-quentes')
      ? watchWrites(client, options.databaseUrl, connection, {
          connectSeconds,
          heartbeatMs: timeouts.listenerHeartbeatMs,
        })
      : undefined;
    if (writes) keepWriteCount(db, writes.count);
    // Bounded: a stopping instance must not wait forever on a connection the network lost.
    const reachability = watchReachability(options.databaseUrl, connection, { connectSeconds });
    const close = async () => {
      await writes?.stop();
      await reachability.close();
      await client.end({ timeout: 5 });
    };
    return { db: db as unknown as Database, kind: 'postgres', close, reachable: reachability.reachable };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const release = inMemory ? () => {} : holdDataFolder(options.dataDir);
  const folder = inMemory ? options.dataDir : `${options.dataDir}/pgdata`;
  // Making a database leaves ~130 MB in this thread's heap that an idle server would keep: a fresh data folder is
  // made in a child process that ends with its memory (prepare-database.ts), from the build's migrated snapshot.
  if (!inMemory && !options.snapshot && !existsSync(`${folder}/PG_VERSION`) && !runningFromSources(import.meta.url)) {
    const snapshot = fileURLToPath(new URL(`./${MIGRATED_SNAPSHOT_FILE}`, import.meta.url));
    await runChild(new URL('./prepare-database.js', import.meta.url), { folder, migrationsFolder, snapshot });
  }
  try {
    const embedded = await openEmbedded(folder, options.snapshot);
    return embeddedHandle(embedded, async () => {
      await embedded.client.close();
      release();
    });
  } catch (error) {
    release();
    throw error;
  }
}

/** An embedded database made ready for the server once: each query's parsers dropped, its writes counted, migrated. */
export interface EmbeddedDatabase {
  client: PGlite;
  writes?: WriteCount;
}

/** Opens PGlite in `folder` ("memory://" for memory), from a snapshot (PGlite's dumpDataDir) when given: it skips initdb, most of a fresh start. */
export async function openEmbedded(folder: string, snapshot?: Blob): Promise<EmbeddedDatabase> {
  const client = withoutPerQueryParsers(
    new PGlite(folder, { ...pgliteOptions, ...(snapshot && { loadDataDir: snapshot }) }),
  );
  try {
    const writes = speedUpOn('leituras-quentes') ? countWrites(client) : undefined;
    if (!(await migrationsApplied(client)))
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return { client, writes };
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}

/** What of PGlite the server's code calls: Drizzle's session, the bulk loads, the tests' raw statements. */
export type EmbeddedClient = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

/**
 * The handle over an embedded database, reached through `client` (the database's own, or something that stands for
 * it); `close` says what closing the handle does.
 */
export function embeddedHandle(
  embedded: EmbeddedDatabase,
  close: () => Promise<void>,
  client: EmbeddedClient = embedded.client,
): DatabaseHandle {
  const db = drizzlePglite(client as PGlite, { schema });
  if (embedded.writes) keepWriteCount(db, embedded.writes);
  return { db: db as unknown as Database, kind: 'pglite', close };
}

/** Postgres' unique-violation error, whichever driver raised it and however Drizzle wrapped it. */
export function uniqueViolation(error: unknown): string | null {
  for (
    let current = error as
      { code?: string; constraint?: string; constraint_name?: string; cause?: unknown; message?: string } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === '23505') return current.constraint_name ?? current.constraint ?? current.message ?? 'unique';
  }
  return null;
}
