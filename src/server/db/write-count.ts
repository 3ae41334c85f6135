import type { PGlite } from '@electric-sql/pglite';

/**
 * How many writes to the database this process has seen end. What was read while the count stood at N is still
 * what the database holds as long as the count stays at N and `watching` holds (hot-queries.ts keeps the
 * signed-in user and the customer's lists that way): on the embedded database only this process writes; on
 * PostgreSQL other instances' writes arrive as announcements (postgres-writes.ts), and while those cannot be
 * heard `watching` is false and nothing is kept.
 */
export interface WriteCount {
  readonly value: number;
  readonly watching: boolean;
}

/** A count its owner moves. */
export interface MovingCount extends WriteCount {
  value: number;
  watching: boolean;
}

// A plain SELECT only reads. Anything else (INSERT, UPDATE, DELETE, a WITH that may hide one, DDL) counts as a
// write, as does every transaction and every exec: a read counted as a write only costs a cache miss.
export const READ_ONLY = /^\s*select\b/i;

/**
 * Moves the count once a write has ended, committed or not (the data it changed is visible by then), and hands the
 * write back: the count moves before its caller goes on.
 */
export function countWhenSettled<T extends PromiseLike<unknown>>(count: MovingCount, run: T): T {
  const moved = () => {
    count.value += 1;
  };
  run.then(moved, moved);
  return run;
}

/** Raises the count once each write to the embedded database has ended; only this process writes to it. */
export function countWrites(client: PGlite): WriteCount {
  const count: MovingCount = { value: 0, watching: true };
  const counted = <T>(run: Promise<T>) => countWhenSettled(count, run);
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text, params, options) =>
    READ_ONLY.test(text) ? query(text, params, options) : counted(query(text, params, options))) as PGlite['query'];
  client.exec = ((text, options) => counted(exec(text, options))) as PGlite['exec'];
  client.transaction = ((callback) => counted(transaction(callback))) as PGlite['transaction'];
  return count;
}

const counts = new WeakMap<object, WriteCount>();

/** Ties a database to the count of its writes (openDatabase does). */
export function keepWriteCount(db: object, count: WriteCount): void {
  counts.set(db, count);
}

/** The count of writes to this database, when its writes can be counted. */
export const writeCountOf = (db: object): WriteCount | undefined => counts.get(db);
