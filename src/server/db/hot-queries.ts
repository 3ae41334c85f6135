import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { marcas, servicos, users } from './schema';

/**
 * The queries almost every request runs (the signed-in user, the customer's own lists), prepared once per
 * database: Drizzle otherwise rebuilds their SQL text on every call, and on PostgreSQL a named statement
 * is also parsed and planned once per connection.
 */
function prepare(db: Database) {
  return {
    userById: db.select().from(users).where(eq(users.id, sql.placeholder('id'))).prepare('hot_user_by_id'),
    brandsOfUser: customerBrandsQuery(db).prepare('hot_brands_of_user'),
    servicesOfUser: customerServicesQuery(db).prepare('hot_services_of_user'),
  };
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

const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

export function hotQueries(db: Database): ReturnType<typeof prepare> {
  let queries = prepared.get(db);
  if (!queries) prepared.set(db, (queries = prepare(db)));
  return queries;
}
