import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { marcas, payments, servicos, users } from './schema';
import { writeCountOf, type WriteCount } from './write-count';

/**
 * The queries almost every request runs (the signed-in user, the customer's own lists), prepared once per
 * database: Drizzle otherwise rebuilds their SQL text on every call, and on PostgreSQL a named statement
 * is also parsed and planned once per connection. Their results are also kept until the next write (write-count.ts).
 * On PostgreSQL another instance's write is heard through the announcement on the tables these read (migration
 * 0016 on users, marcas and servicos; 0029 on the columns of payments the cards in analysis read): a query added here
 * on another table or column needs it announced too (tests/platform/hot-queries-announced.unit.test.ts fails until it is).
 */
function prepare(db: Database) {
  const writes = writeCountOf(db);
  const kept = <P extends Params, R>(statement: { execute: (params: P) => Promise<R> }) => {
    const execute = statement.execute.bind(statement);
    return { execute: writes ? keptUntilWrite(execute, writes) : execute };
  };
  return {
    userById: kept(hotReads.userById(db).prepare('hot_user_by_id')),
    brandsOfUser: kept(hotReads.brandsOfUser(db).prepare('hot_brands_of_user')),
    servicesOfUser: kept(hotReads.servicesOfUser(db).prepare('hot_services_of_user')),
    cardsInAnalysis: kept(hotReads.cardsInAnalysis(db).prepare('hot_cards_in_analysis')),
  };
}

type Params = Record<string, number | string>;

/** Enough for every customer signed in at once on one instance; past it, everything is read again. */
const KEPT_RESULTS = 10_000;

/**
 * The result of a read, answered again without the database until the next write (write-count.ts): every
 * signed-in request reads the user, and a query costs this process's only thread ~100 µs on the embedded
 * database and ~250 µs of driver work on PostgreSQL. The rows are frozen, as every caller shares them.
 */
function keptUntilWrite<P extends Params, R>(read: (params: P) => Promise<R>, writes: WriteCount) {
  const results = new Map<string, R>();
  let keptAt = writes.value;
  return async (params: P): Promise<R> => {
    // Other instances' writes cannot be heard: read every time.
    if (!writes.watching) return read(params);
    if (keptAt !== writes.value) {
      results.clear();
      keptAt = writes.value;
    }
    const key = JSON.stringify(params);
    const known = results.get(key);
    if (known) return known;
    const readAt = writes.value;
    const result = deepFreeze(await read(params));
    // Kept only when nothing was written since the read began: a write raises the count once its data is visible.
    // (The map then still belongs to readAt: it is only ever moved to the count of the moment.)
    if (writes.value === readAt) {
      if (results.size >= KEPT_RESULTS) results.clear();
      results.set(key, result);
    }
    return result;
  };
}

/** Rows and their plain values (arrays, JSON objects); a Date or a byte array is left as it is. */
function deepFreeze<T>(value: T): T {
  const plain =
    Array.isArray(value) ||
    (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype);
  if (plain && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The customer's own brand requests, newest first (`userId` placeholder); exported for the test of its plan. */
export const customerBrandsQuery = (db: Database) =>
  db
    .select()
    .from(marcas)
    .where(eq(marcas.userId, sql.placeholder('userId')))
    .orderBy(desc(marcas.createdAt), desc(marcas.id));

export const customerServicesQuery = (db: Database) =>
  db
    .select()
    .from(servicos)
    .where(eq(servicos.userId, sql.placeholder('userId')))
    .orderBy(desc(servicos.createdAt), desc(servicos.id));

const userByIdQuery = (db: Database) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')));

/**
 * The customer's orders of one kind (`kind` placeholder) whose card payment the provider is still analysing: the list
 * of every customer with an unpaid order asks it.
 */
const cardsInAnalysisQuery = (db: Database) =>
  db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(
      and(
        eq(payments.userId, sql.placeholder('userId')),
        eq(payments.orderKind, sql.placeholder('kind')),
        eq(payments.status, 'in_process'),
      ),
    );

/** Every hot read, unprepared: tests/platform/hot-queries-announced.unit.test.ts checks that each table they read is announced. */
export const hotReads = {
  userById: userByIdQuery,
  brandsOfUser: customerBrandsQuery,
  servicesOfUser: customerServicesQuery,
  cardsInAnalysis: cardsInAnalysisQuery,
};

const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

export function hotQueries(db: Database): ReturnType<typeof prepare> {
  let queries = prepared.get(db);
  if (!queries) prepared.set(db, (queries = prepare(db)));
  return queries;
}
