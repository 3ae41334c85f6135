import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marcas, payments, servicos } from '../../src/server/db/schema';
import { signUp } from '../support/api/accounts';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const TEN = 10;
const unpaidBrands = (userId: number) =>
  t.db
    .select()
    .from(marcas)
    .where(and(eq(marcas.userId, userId), eq(marcas.statusPagamento, 'Pendente')));
const unpaidServices = (userId: number, planoId: number) =>
  t.db
    .select()
    .from(servicos)
    .where(and(eq(servicos.userId, userId), eq(servicos.planoId, planoId), eq(servicos.statusPagamento, 'Pendente')));

describe(`${TEN} simultaneous order creations for one customer (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('PUT /api/marcas/ opens one unpaid brand order, and every call answers its id', async () => {
    const { token, userID } = await signUp(t, { planoID: 4 });
    const answers = await Promise.all(
      Array.from({ length: TEN }, (_, index) =>
        t.call('PUT', '/api/marcas/', { token, body: { planoID: (index % 2) + 1 } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(TEN - 1);
    const ids = new Set(answers.map((answer) => answer.body.marcaID));
    expect(ids.size).toBe(1);
    const rows = await unpaidBrands(userID);
    expect(rows.map((row) => row.id)).toEqual([...ids]);
  });

  it('POST /api/servicos/ opens one unpaid order per service', async () => {
    const { token, userID } = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: TEN }, () => t.call('POST', '/api/servicos/', { token, body: { plano_id: 5 } })),
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.marcaID)).size).toBe(1);
    expect(await unpaidServices(userID, 5)).toHaveLength(1);
  });

  it('the brand order from sign-up is the one reused, even by ten calls at once', async () => {
    const { token, userID, marcaID } = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: TEN }, () => t.call('PUT', '/api/marcas/', { token, body: { planoID: 2 } })),
    );
    expect(answers.every((answer) => answer.status === 200 && answer.body.marcaID === marcaID)).toBe(true);
    expect((await unpaidBrands(userID)).map((row) => [row.id, row.planoId])).toEqual([[marcaID, 2]]);
  });

  it('an order with a payment under way keeps its plan: ten calls open one new order beside it', async () => {
    const { token, userID, marcaID } = await signUp(t);
    await t.db.insert(payments).values({
      orderKind: 'marca',
      orderId: marcaID,
      userId: userID,
      planoId: 1,
      method: 'pix',
      paymentMethodId: 'pix',
      amountCents: 99_900,
      provider: 'sandbox',
      status: 'pending',
      idempotencyKey: `teste-${marcaID}`,
    });
    const answers = await Promise.all(
      Array.from({ length: TEN }, () => t.call('PUT', '/api/marcas/', { token, body: { planoID: 2 } })),
    );
    const ids = new Set(answers.map((answer) => answer.body.marcaID));
    expect(ids.size).toBe(1);
    expect(ids.has(marcaID)).toBe(false);
    const rows = await unpaidBrands(userID);
    expect(rows.map((row) => [row.id, row.planoId]).sort()).toEqual(
      [
        [marcaID, 1],
        [[...ids][0], 2],
      ].sort(),
    );
  });

  it('the database itself refuses a second open draft, whoever writes it', async () => {
    const { userID } = await signUp(t);
    await expect(t.db.insert(marcas).values({ userId: userID, planoId: 1, draft: true })).rejects.toThrow();
  });
});
