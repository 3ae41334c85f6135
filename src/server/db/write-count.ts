import type { PGlite } from '@electric-sql/pglite';

/**
 * How many statements that may have changed the embedded database have ended. Only this process writes to a
 * PGlite database, so what was read while the count stood at N is still what the database holds as long as the
 * count stays at N (hot-queries.ts keeps the signed-in user and the customer's lists that way). PostgreSQL has
 * no such count: other instances write to it.
 */
export interface WriteCount {
  readonly value: number;
}

// A plain SELECT only reads. Anything else (INSERT, UPDATE, DELETE, a WITH that may hide one, DDL) counts as a
// write, as does every transaction and every exec: a read counted as a write only costs a cache miss.
const READ_ONLY = /^\s*select\b/i;

/** Raises the count once each write has ended, committed or not (the data it changed is visible by then). */
export function countWrites(client: PGlite): WriteCount {
  const count = { value: 0 };
  const counted = <T>(run: Promise<T>) =>
    run.finally(() => {
      count.value += 1;
    });
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text, params, options) => (READ_ONLY.test(text) ? query(text, params, options) : counted(query(text, params, options)))) as PGlite['query'];
  client.exec = ((text, options) => counted(exec(text, options))) as PGlite['exec'];
  client.transaction = ((callback) => counted(transaction(callback))) as PGlite['transaction'];
  return count;
}

const counts = new WeakMap<object, WriteCount>();

/** Ties a database to the count of its client's writes (openDatabase does, for PGlite only). */
export function keepWriteCount(db: object, count: WriteCount): void {
  counts.set(db, count);
}

/** The count of writes to this database, when only this process writes to it. */
export const writeCountOf = (db: object): WriteCount | undefined => counts.get(db);
