import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { triggersOnUsers } from '../support/api/triggers';

// The API tests' embedded databases are handed from one test app to the next (tests/support/api/pglite-pool.ts):
// each app must still find the database as a fresh one is.

const rowsOf = async <T>(t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

const addUser = async (t: TestApp, email: string, cpf: string) =>
  (
    await rowsOf<{ id: number }>(
      t,
      sql`INSERT INTO users (full_name, email, cpf, phone, password_hash)
          VALUES ('Ana Souza', ${email}, ${cpf}, '11987654321', 'x') RETURNING id`,
    )
  )[0].id;

describe.skipIf(process.env.TEST_DB === 'postgres')("a test app's embedded database", () => {
  it("holds none of an earlier app's rows, numbers from 1 again, and refuses the earlier app's late queries", async () => {
    const earlier = await createTestApp();
    await addUser(earlier, 'primeira@exemplo.com.br', '52998224725');
    expect(await addUser(earlier, 'segunda@exemplo.com.br', '11144477735')).toBe(2);
    await earlier.close();

    const next = await createTestApp();
    try {
      expect(await rowsOf(next, sql`SELECT email FROM users`)).toEqual([]);
      expect(await addUser(next, 'terceira@exemplo.com.br', '52998224725')).toBe(1);
      await expect(earlier.db.execute(sql`SELECT 1`)).rejects.toMatchObject({
        cause: { message: 'PGlite is closed' },
      });
    } finally {
      await next.close();
    }
  });

  it('has every trigger even when an earlier app dropped one', async () => {
    const earlier = await createTestApp();
    const migrated = await triggersOnUsers(earlier.db);
    expect(migrated).toContain('users_anuncia_escrita');
    await earlier.db.execute(sql`DROP TRIGGER users_anuncia_escrita ON users`);
    await earlier.close();

    const next = await createTestApp();
    try {
      expect(await triggersOnUsers(next.db)).toEqual(migrated);
    } finally {
      await next.close();
    }
  });
});
