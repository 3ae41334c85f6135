import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marcas, payments, servicos } from '../../src/server/db/schema';
import { signUp } from '../support/api/accounts';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const backfill = readFileSync(
  new URL('../../src/server/db/migrations/0008_backfill_order_drafts.sql', import.meta.url),
  'utf8',
).split('--> statement-breakpoint');

describe('migration 0008: orders from before the draft column', () => {
  it('makes the newest untouched unpaid order of each customer their draft, which PUT /api/marcas/ then reuses', async () => {
    const { token, userID, marcaID } = await signUp(t);
    // As they were before the migration: no drafts, an older untouched order, one being paid, one named.
    await t.db.update(marcas).set({ draft: false }).where(eq(marcas.userId, userID));
    const [paying] = await t.db.insert(marcas).values({ userId: userID, planoId: 1 }).returning();
    await t.db.insert(payments).values({
      orderKind: 'marca',
      orderId: paying.id,
      userId: userID,
      planoId: 1,
      method: 'pix',
      paymentMethodId: 'pix',
      amountCents: 1,
      provider: 'sandbox',
      status: 'pending',
      idempotencyKey: `k-${paying.id}`,
    });
    await t.db.insert(marcas).values({ userId: userID, planoId: 1, nome: 'Já tem nome' });
    await t.db.update(servicos).set({ draft: false }).where(eq(servicos.userId, userID));

    for (const statement of backfill) await t.db.execute(sql.raw(statement));

    const drafts = await t.db.select({ id: marcas.id }).from(marcas).where(eq(marcas.draft, true));
    expect(drafts.map((row) => row.id)).toContain(marcaID);
    const answer = await t.call('PUT', '/api/marcas/', { token, body: { planoID: 2 } });
    expect(answer.status).toBe(200);
    expect(answer.body.marcaID).toBe(marcaID);
  });
});
