import {
  embeddedHandle,
  openEmbedded,
  type DatabaseHandle,
  type EmbeddedClient,
  type EmbeddedDatabase,
} from '../../../src/server/db/client';
import { migratedPgliteSnapshot } from './pglite-snapshot';

/**
 * Opening an embedded database costs about a second of CPU even from the migrated snapshot (the WebAssembly
 * instance, untarring the data folder, PostgreSQL's start), and the API run opens one per test app. So a worker keeps
 * the databases its apps are done with and hands them out again, emptied: every table of the application without
 * rows, its sequences restarted, the session's settings discarded. One a test changed the structure of (a trigger
 * dropped, a column added) is closed instead, and so is one that does not empty within `RESET_LIMIT_MS`.
 */

/** More idle databases than a file opens at once would only hold memory (~100 MB each). */
const IDLE_MAX = 2;
/** A database still held by an unfinished transaction of the last test is not waited for. */
const RESET_LIMIT_MS = 10_000;

interface Pooled {
  embedded: EmbeddedDatabase;
  /** The catalogue's fingerprint as the migrations left it. */
  structure: string;
  /** A query answering the name of each of the application's tables that holds rows. */
  holdingRows: string;
  /** Every sequence set back as the migrations left it. */
  restartSequences: string;
}

const idle: Pooled[] = [];

// Any DDL (a table, column, default, constraint, index, trigger or function made, changed or dropped, a trigger
// disabled) adds, removes or rewrites a row of these catalogues: a rewritten row takes a newer transaction id. Only
// the application's schema counts: a session's temporary tables live in their own.
const CATALOGUES = [
  `pg_class WHERE relnamespace = 'public'::regnamespace`,
  `pg_attribute WHERE attrelid IN (SELECT oid FROM pg_class WHERE relnamespace = 'public'::regnamespace)`,
  `pg_attrdef WHERE adrelid IN (SELECT oid FROM pg_class WHERE relnamespace = 'public'::regnamespace)`,
  `pg_constraint WHERE connamespace = 'public'::regnamespace`,
  `pg_index WHERE indrelid IN (SELECT oid FROM pg_class WHERE relnamespace = 'public'::regnamespace)`,
  `pg_trigger`,
  `pg_proc WHERE pronamespace = 'public'::regnamespace`,
  `pg_extension`,
];
const STRUCTURE = `SELECT ${CATALOGUES.map((from) => `(SELECT count(*) || '/' || max(xmin::text::bigint) FROM ${from})`).join(" || ' ' || ")} AS structure`;

async function structureOf(client: EmbeddedClient): Promise<string> {
  return (await client.query<{ structure: string }>(STRUCTURE)).rows[0].structure;
}

async function open(): Promise<Pooled> {
  const embedded = await openEmbedded('memory://', await migratedPgliteSnapshot());
  const { client } = embedded;
  const names = async (query: string) => (await client.query<{ name: string }>(query)).rows.map((row) => row.name);
  const tables = await names(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const sequences = await names(
    `SELECT format('%I.%I', schemaname, sequencename) AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  );
  const holdingRows = tables
    .map((table) => `SELECT '${table}' AS name WHERE EXISTS (SELECT 1 FROM ${table})`)
    .join(' UNION ALL ');
  // Rows the migrations left would be lost by emptying: none today, and a migration that seeds a table must teach
  // the pool to put them back.
  const seeded = await names(holdingRows);
  if (seeded.length > 0)
    throw new Error(`As migrações deixam linhas em ${seeded.join(', ')}: esvaziar o banco as apagaria.`);
  const states = [];
  for (const name of sequences) {
    const { rows } = await client.query<{ value: string; called: boolean }>(
      `SELECT last_value::text AS value, is_called AS called FROM ${name}`,
    );
    states.push(`setval('${name}', ${rows[0].value}, ${rows[0].called})`);
  }
  return {
    embedded,
    structure: await structureOf(client),
    holdingRows,
    restartSequences: `SELECT ${states.join(', ')}`,
  };
}

/** Empties a database for its next app, or answers false when it can no longer stand for a fresh one. */
async function reset(pooled: Pooled): Promise<boolean> {
  const { client } = pooled.embedded;
  // Apart: DISCARD ALL refuses to run in a transaction block, which one string of statements is.
  await client.exec('ROLLBACK');
  await client.exec('DISCARD ALL');
  // One round trip: each statement costs the embedded database more than the work in it.
  const { rows } = await client.query<{ structure: string; holding: string[] }>(
    `${STRUCTURE}, ARRAY(${pooled.holdingRows}) AS holding`,
  );
  if (rows[0].structure !== pooled.structure) return false;
  // DELETE rather than TRUNCATE: a few rows each, and TRUNCATE makes new files for every table and index it empties
  // (and rewrites the catalogue). As a replica the session skips the foreign keys' checks and the tables' triggers,
  // so the order does not matter.
  const deletes = rows[0].holding.map((table) => `DELETE FROM ${table};`).join(' ');
  await client.exec(
    `SET session_replication_role = replica; ${deletes} RESET session_replication_role; ${pooled.restartSequences};`,
  );
  return true;
}

function withinLimit<T>(work: Promise<T>): Promise<T | false> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), RESET_LIMIT_MS);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function giveBack(pooled: Pooled): Promise<void> {
  const ready = await withinLimit(reset(pooled)).catch(() => false);
  if (ready && idle.length < IDLE_MAX) idle.push(pooled);
  else void pooled.embedded.client.close().catch(() => {});
}

/**
 * A client that reaches the database only until its app is closed: a query an app left running past its close must
 * fail, as it did when closing closed the database, rather than write into the next test's data.
 */
class Lease implements EmbeddedClient {
  closed = false;
  constructor(private readonly client: EmbeddedClient) {}
  private open(): EmbeddedClient {
    if (this.closed) throw new Error('PGlite is closed');
    return this.client;
  }
  query: EmbeddedClient['query'] = (...args) => this.open().query(...args);
  exec: EmbeddedClient['exec'] = (...args) => this.open().exec(...args);
  transaction: EmbeddedClient['transaction'] = (callback) => this.open().transaction(callback);
}

/** An empty, migrated embedded database in memory, as `openDatabase` gives one; closing it hands it back. */
export async function pooledDatabase(): Promise<DatabaseHandle> {
  const pooled = idle.pop() ?? (await open());
  const lease = new Lease(pooled.embedded.client);
  return embeddedHandle(
    pooled.embedded,
    async () => {
      if (lease.closed) return;
      lease.closed = true;
      await giveBack(pooled);
    },
    lease,
  );
}
