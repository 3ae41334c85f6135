import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marcas, servicos, users } from '../../src/server/db/schema';
import { writeCountOf } from '../../src/server/db/write-count';
import { signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

// On the embedded database the signed-in user and the customer's lists are answered again without a query until
// the next write (db/hot-queries.ts). Whatever way the data changes, the next answer must show it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const brandNames = async (token: string) => (await t.call('GET', '/api/marcas/', { token })).body.marcas.map((brand: { nome: string }) => brand.nome);

describe('the customer list after a change made by any path', () => {
  it('shows a change made by a single statement, a transaction and raw SQL, each on the very next request', async () => {
    const { token, marcaID } = await signUp(t);
    // Twice: the second answer is the one a kept result would give.
    expect(await brandNames(token)).toEqual([null]);
    expect(await brandNames(token)).toEqual([null]);

    await t.db.update(marcas).set({ nome: 'Café Serra Azul' }).where(eq(marcas.id, marcaID));
    expect(await brandNames(token)).toEqual(['Café Serra Azul']);

    await t.db.transaction(async (tx) => {
      await tx.update(marcas).set({ nome: 'Café Serra Verde' }).where(eq(marcas.id, marcaID));
    });
    expect(await brandNames(token)).toEqual(['Café Serra Verde']);

    await t.db.execute(sql`UPDATE marcas SET nome = 'Café Serra Branca' WHERE id = ${marcaID}`);
    expect(await brandNames(token)).toEqual(['Café Serra Branca']);
  });

  it('shows a new request and a service opened through the API', async () => {
    const { token } = await signUp(t);
    expect((await t.call('GET', '/api/servicos/', { token })).body.servicos).toEqual([]);
    const opened = await t.call('POST', '/api/servicos/', { token, body: { plano_id: 4 } });
    expect(opened.status).toBe(201);
    const listed = await t.call('GET', '/api/servicos/', { token });
    expect(listed.body.servicos.map((service: { id: number }) => service.id)).toEqual([opened.body.marcaID]);
    const [row] = await t.db.select().from(servicos).where(eq(servicos.id, opened.body.marcaID));
    expect(row.planoId).toBe(4);
  });

  it('refuses a token as soon as its user is deleted or its version moves, though the user was read a moment before', async () => {
    const first = await signUp(t);
    expect((await t.call('GET', '/api/profile/', { token: first.token })).status).toBe(200);
    await t.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, first.userID));
    expect((await t.call('GET', '/api/profile/', { token: first.token })).status).toBe(401);

    const second = await signUp(t);
    expect((await t.call('GET', '/api/marcas/', { token: second.token })).status).toBe(200);
    await t.db.transaction(async (tx) => {
      await tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, second.userID));
    });
    expect((await t.call('GET', '/api/marcas/', { token: second.token })).status).toBe(401);
  });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('the count of writes on the embedded database', () => {
  it('stays for a SELECT and moves after a write, a failed write, a transaction and an exec', async () => {
    const writes = writeCountOf(t.db)!;
    const client = (t.db as unknown as { $client: { exec: (text: string) => Promise<unknown> } }).$client;
    let before = writes.value;
    await t.db.select().from(users).limit(1);
    await t.db.execute(sql`SELECT count(*) FROM marcas`);
    expect(writes.value).toBe(before);

    const moved = async (write: () => Promise<unknown>) => {
      before = writes.value;
      await write().catch(() => undefined);
      return writes.value > before;
    };
    expect(await moved(() => t.db.update(marcas).set({ nome: 'Outra' }).where(eq(marcas.id, -1)))).toBe(true);
    expect(await moved(() => t.db.execute(sql`INSERT INTO marcas (user_id) VALUES (NULL)`))).toBe(true);
    expect(await moved(() => t.db.execute(sql`WITH changed AS (UPDATE marcas SET nome = nome RETURNING id) SELECT count(*) FROM changed`))).toBe(true);
    expect(await moved(() => t.db.transaction(async (tx) => tx.select().from(users).limit(1)))).toBe(true);
    expect(await moved(() => client.exec('SELECT 1'))).toBe(true);
  });
});
