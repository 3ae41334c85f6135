import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** PGlite's extensions: pg_trgm backs the back office's search indexes (migration admin_search). A snapshot of a migrated database must be made with the same ones. */
export const pgliteExtensions = { pg_trgm };

/**
 * How the server opens PGlite (db/client.ts, db/prepare-database.ts). PostgreSQL's default 128 MB of shared
 * buffers all sit in the WebAssembly heap from the start, most of an idle server's memory; the table files are in
 * the operating system's file cache anyway, so a smaller pool costs little (issue #14).
 */
export const pgliteOptions = {
  extensions: pgliteExtensions,
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'wal_buffers=1MB'],
} satisfies PGliteOptions;
