import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { hotReads } from '../../src/server/db/hot-queries';
import * as schema from '../../src/server/db/schema';

const migrations = fileURLToPath(new URL('../../src/server/db/migrations/', import.meta.url));

/** The tables whose writes are announced to the other instances (migration 0016's trigger, or a later one's). */
const announced = new Set(
  readdirSync(migrations)
    .filter((name) => name.endsWith('.sql'))
    .flatMap((name) => [
      ...readFileSync(migrations + name, 'utf8').matchAll(
        /CREATE TRIGGER \w+ AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON (\w+) FOR EACH STATEMENT EXECUTE FUNCTION anunciar_escrita\(\)/g,
      ),
    ])
    .map((match) => match[1]),
);

/** The tables a query's SQL reads: after FROM or JOIN. */
const tablesOf = (text: string) => [...text.matchAll(/\b(?:from|join)\s+"(\w+)"/gi)].map((match) => match[1]);

const db = drizzle.mock({ schema }) as unknown as Database;

describe('hot reads kept until the next write', () => {
  it('find the announced tables (the test can fail)', () => {
    expect([...announced].sort()).toEqual(['marcas', 'servicos', 'users']);
  });

  it.each(Object.entries(hotReads))(
    '%s reads only tables whose writes are announced, so another instance never answers from a stale copy',
    (_, query) => {
      const tables = tablesOf(query(db).toSQL().sql);
      expect(tables.length).toBeGreaterThan(0);
      expect(tables.filter((table) => !announced.has(table))).toEqual([]);
    },
  );
});
