import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getTableColumns, getTableName, is, Table } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { hotReads } from '../../src/server/db/hot-queries';
import * as schema from '../../src/server/db/schema';

const migrations = fileURLToPath(new URL('../../src/server/db/migrations/', import.meta.url));

/**
 * The tables whose writes are announced to the other instances (migration 0016's trigger, or a later one's), with the
 * columns an UPDATE announces when the trigger names them ("every" when it does not).
 */
const announced = new Map<string, string[] | 'every'>(
  readdirSync(migrations)
    .filter((name) => name.endsWith('.sql'))
    .flatMap((name) => [
      ...readFileSync(migrations + name, 'utf8').matchAll(
        /CREATE TRIGGER \w+ AFTER INSERT OR UPDATE(?: OF ([\w, ]+?))? OR DELETE OR TRUNCATE ON (\w+) FOR EACH STATEMENT EXECUTE FUNCTION anunciar_escrita\(\)/g,
      ),
    ])
    .map((match) => [match[2], match[1] ? match[1].split(/,\s*/) : 'every'] as const),
);

const tables = (Object.values(schema) as unknown[]).filter((value): value is Table => is(value, Table));
const columnsOf = (tableName: string) =>
  Object.values(getTableColumns(tables.find((table) => getTableName(table) === tableName)!)).map(
    (column) => column.name,
  );

/** The tables a query's SQL reads (after FROM or JOIN), each with the quoted names of its columns that the SQL uses. */
function readsOf(text: string) {
  const names = [...text.matchAll(/\b(?:from|join)\s+"(\w+)"/gi)].map((match) => match[1]);
  const quoted = new Set([...text.matchAll(/"(\w+)"/g)].map((match) => match[1]));
  return names.map((table) => ({ table, columns: columnsOf(table).filter((column) => quoted.has(column)) }));
}

const db = drizzle.mock({ schema }) as unknown as Database;

describe('hot reads kept until the next write', () => {
  it('find the announced tables and columns (the test can fail)', () => {
    expect(Object.fromEntries(announced)).toEqual({
      users: 'every',
      marcas: 'every',
      servicos: 'every',
      payments: ['status', 'user_id', 'order_kind', 'order_id'],
    });
  });

  it.each(Object.entries(hotReads))(
    '%s reads only tables and columns whose writes are announced, so another instance never answers from a stale copy',
    (_, query) => {
      const reads = readsOf(query(db).toSQL().sql);
      expect(reads.length).toBeGreaterThan(0);
      const unannounced = reads.flatMap(({ table, columns }) => {
        const heard = announced.get(table);
        if (heard === undefined) return [table];
        return heard === 'every' ? [] : columns.filter((column) => !heard.includes(column)).map((c) => `${table}.${c}`);
      });
      expect(unannounced).toEqual([]);
    },
  );
});
