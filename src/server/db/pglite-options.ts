import { PGlite, type PGliteOptions, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** PGlite's extensions: pg_trgm backs the back office's search indexes (migration admin_search). A snapshot of a migrated database must be made with the same ones. */
export const pgliteExtensions = { pg_trgm };

const asText = (value: string) => value;

/**
 * The type parsers Drizzle gives PGlite with every query (drizzle-orm/pglite/session.js): timestamps, dates and
 * intervals, and arrays of them and of numerics, stay text, which Drizzle's columns then map. Given to the client once,
 * so that each query's copy can be dropped (db/client.ts).
 */
const drizzleParsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    asText,
  ]),
);

/**
 * How the server opens PGlite (db/client.ts, db/prepare-database.ts). PostgreSQL's default 128 MB of shared
 * buffers all sit in the WebAssembly heap from the start, most of an idle server's memory; the table files are in
 * the operating system's file cache anyway, so a smaller pool costs little.
 */
export const pgliteOptions = {
  extensions: pgliteExtensions,
  parsers: drizzleParsers,
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'wal_buffers=1MB'],
} satisfies PGliteOptions;
