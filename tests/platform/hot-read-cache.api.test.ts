import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marcas, payments, servicos, users } from '../../src/server/db/schema';
import { hotQueries } from '../../src/server/db/hot-queries';
import { writeCountOf } from '../../src/server/db/write-count';
import { signUp } from '../support/api/accounts';
import { createTestApp, type TestApp } from '../support/api/test-app';

// The signed-in user and the customer's lists are answered again without a query until the next write
// (db/hot-queries.ts). Whatever way this instance changes the data, the next answer must show it; a change another
// instance commits on PostgreSQL must show a moment later.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const brandNames = async (token: string) =>
  (await t.call('GET', '/api/marcas/', { token })).body.marcas.map((brand: { nome: string }) => brand.nome);

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

  it('shows a card payment gone into analysis, and out of it, on the very next request', async () => {
    const { token, userID, marcaID } = await signUp(t);
    const inAnalysis = async () =>
      (await t.call('GET', '/api/marcas/', { token })).body.marcas[0].pagamentoEmAnalise ?? false;
    expect(await inAnalysis()).toBe(false);
    expect(await inAnalysis()).toBe(false);
    const [payment] = await t.db
      .insert(payments)
      .values({
        orderKind: 'marca',
        orderId: marcaID,
        userId: userID,
        planoId: 1,
        method: 'credit_card',
        paymentMethodId: 'visa',
        amountCents: 99900,
        provider: 'sandbox',
        status: 'in_process',
        idempotencyKey: `analise-${marcaID}`,
      })
      .returning({ id: payments.id });
    expect(await inAnalysis()).toBe(true);
    await t.db.update(payments).set({ status: 'rejected' }).where(eq(payments.id, payment.id));
    expect(await inAnalysis()).toBe(false);
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
    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, first.userID));
    expect((await t.call('GET', '/api/profile/', { token: first.token })).status).toBe(401);

    const second = await signUp(t);
    expect((await t.call('GET', '/api/marcas/', { token: second.token })).status).toBe(200);
    await t.db.transaction(async (tx) => {
      await tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, second.userID));
    });
    expect((await t.call('GET', '/api/marcas/', { token: second.token })).status).toBe(401);
  });
});

describe('the kept rows', () => {
  it('are the same frozen rows for every caller: one that changes them fails instead of changing later answers', async () => {
    const { userID } = await signUp(t);
    const { userById } = hotQueries(t.db);
    // On PostgreSQL rows are kept only while the listening connection hears the other instances.
    await expect.poll(() => writeCountOf(t.db)?.watching, { timeout: 15_000, interval: 50 }).toBe(true);
    // A write landing between two reads (the welcome mail's outbox row, say) rightly drops what was kept: take two
    // reads with no write between them.
    const writes = writeCountOf(t.db)!;
    type Rows = Awaited<ReturnType<typeof userById.execute>>;
    let reads: { first: Rows; again: Rows } = { first: [], again: [] };
    await expect
      .poll(
        async () => {
          const before = writes.value;
          reads = { first: await userById.execute({ id: userID }), again: await userById.execute({ id: userID }) };
          return writes.value === before;
        },
        { timeout: 30_000, interval: 50 },
      )
      .toBe(true);
    const { first, again } = reads;
    expect(again).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first[0])).toBe(true);
    expect(() => {
      (first[0] as { fullName: string }).fullName = 'Outro Nome';
    }).toThrow(TypeError);
    expect((await userById.execute({ id: userID }))[0].fullName).not.toBe('Outro Nome');
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
    expect(
      await moved(() =>
        t.db.execute(sql`WITH changed AS (UPDATE marcas SET nome = nome RETURNING id) SELECT count(*) FROM changed`),
      ),
    ).toBe(true);
    expect(await moved(() => t.db.transaction(async (tx) => tx.select().from(users).limit(1)))).toBe(true);
    expect(await moved(() => client.exec('SELECT 1'))).toBe(true);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('writes on PostgreSQL, which other instances share', () => {
  const writes = () => writeCountOf(t.db)!;
  // Polled: another instance's change arrives as an announcement a moment after it commits.
  const shortly = { timeout: 15_000, interval: 50 };

  it("counts this instance's own writes by the time they end, and listens for the others'", async () => {
    await expect.poll(() => writes().watching, shortly).toBe(true);
    // (Whether a SELECT leaves it is not asked here: another test's announcement may arrive at any moment.)
    let before = writes().value;
    await t.db.update(marcas).set({ nome: 'Outra' }).where(eq(marcas.id, -1));
    expect(writes().value).toBeGreaterThan(before);
    before = writes().value;
    await t.db.transaction(async (tx) => tx.select().from(users).limit(1));
    expect(writes().value).toBeGreaterThan(before);
  });

  it('shows a change another instance made, also after the connection that listens for them was cut', async () => {
    const other = postgres(t.databaseUrl!, { max: 1, onnotice: () => {} });
    try {
      const { token, marcaID } = await signUp(t);
      await expect.poll(() => writes().watching, shortly).toBe(true);
      expect(await brandNames(token)).toEqual([null]);
      expect(await brandNames(token)).toEqual([null]);
      await other`UPDATE marcas SET nome = 'Café da Outra Instância' WHERE id = ${marcaID}`;
      await expect.poll(() => brandNames(token), shortly).toEqual(['Café da Outra Instância']);

      // The listening connection's last statement: its LISTEN, or the heartbeat's upper-case "SELECT 1" (the
      // readiness and reachability probes ask a lower-case one) once a heartbeat has gone by, as on a loaded machine.
      const listening = () =>
        other<{ pid: number }[]>`SELECT pid FROM pg_stat_activity WHERE datname = current_database()
          AND (query ILIKE 'LISTEN%' OR query = 'SELECT 1') AND pid <> pg_backend_pid()`;
      await expect.poll(async () => (await listening()).length, shortly).toBe(1);
      const [cut] = await listening();
      await other`SELECT pg_terminate_backend(${cut.pid})`;
      await other`UPDATE marcas SET nome = 'Café Depois do Corte' WHERE id = ${marcaID}`;
      await expect.poll(() => brandNames(token), shortly).toEqual(['Café Depois do Corte']);

      // Listening again on a new connection: kept again, and another change still arrives.
      await expect
        .poll(async () => (await listening()).some((row) => row.pid !== cut.pid) && writes().watching, shortly)
        .toBe(true);
      expect(await brandNames(token)).toEqual(['Café Depois do Corte']);
      await other`UPDATE marcas SET nome = 'Café Ouvido de Novo' WHERE id = ${marcaID}`;
      await expect.poll(() => brandNames(token), shortly).toEqual(['Café Ouvido de Novo']);
      // A card payment another instance puts into analysis, and takes out of it.
      const inAnalysis = async () =>
        (await t.call('GET', '/api/marcas/', { token })).body.marcas[0].pagamentoEmAnalise ?? false;
      expect(await inAnalysis()).toBe(false);
      await other`INSERT INTO payments (order_kind, order_id, user_id, plano_id, method, payment_method_id, amount_cents, provider, status, idempotency_key)
        SELECT 'marca', id, user_id, 1, 'credit_card', 'visa', 99900, 'sandbox', 'in_process', 'outra-' || id FROM marcas WHERE id = ${marcaID}`;
      await expect.poll(inAnalysis, shortly).toBe(true);
      await other`UPDATE payments SET status = 'rejected' WHERE idempotency_key = ${`outra-${marcaID}`}`;
      await expect.poll(inAnalysis, shortly).toBe(false);
      await other`UPDATE users SET token_version = token_version + 1 WHERE id = (SELECT user_id FROM marcas WHERE id = ${marcaID})`;
      await expect.poll(async () => (await t.call('GET', '/api/marcas/', { token })).status, shortly).toBe(401);
    } finally {
      await other.end();
    }
  });

  it("announces a payment's status, not the Pix screen's poll marks, which would drop every kept result each time", async () => {
    const other = postgres(t.databaseUrl!, { max: 1, onnotice: () => {} });
    const heard: string[] = [];
    try {
      await other.listen('leituras_quentes', (table) => heard.push(table));
      const { marcaID } = await signUp(t);
      await other`INSERT INTO payments (order_kind, order_id, user_id, plano_id, method, payment_method_id, amount_cents, provider, status, idempotency_key)
        SELECT 'marca', id, user_id, 1, 'pix', 'pix', 99900, 'sandbox', 'pending', 'aviso-' || id FROM marcas WHERE id = ${marcaID}`;
      await expect.poll(() => heard.includes('payments'), shortly).toBe(true);
      heard.length = 0;
      await other`UPDATE payments SET checked_at = now() WHERE idempotency_key = ${`aviso-${marcaID}`}`;
      // Announcements arrive in commit order: once this one is heard, the poll mark's would have been heard before it.
      await other`UPDATE marcas SET nome = 'Depois da consulta' WHERE id = ${marcaID}`;
      await expect.poll(() => heard.includes('marcas'), shortly).toBe(true);
      expect(heard.slice(0, heard.indexOf('marcas'))).not.toContain('payments');
      await other`UPDATE payments SET status = 'approved' WHERE idempotency_key = ${`aviso-${marcaID}`}`;
      await expect.poll(() => heard.includes('payments'), shortly).toBe(true);
    } finally {
      await other.end();
    }
  });
});
