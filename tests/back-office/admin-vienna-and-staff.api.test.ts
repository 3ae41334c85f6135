import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { marcas, users } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import type { AdminBrandDetail, AdminStaff } from '../../src/shared/schemas/admin';
import { expectRefusal, signUp } from '../support/api/accounts';
import { useAdminTestApp } from '../support/api/admin';
import { paidCustomer } from '../support/api/brand-wizard';
import type { TestApp } from '../support/api/test-app';

let t: TestApp;
let admin: { email: string; token: string };
useAdminTestApp((app, staff) => ((t = app), (admin = staff)));

const saveVienna = (id: number, codigos: unknown, token = admin.token) =>
  t.call<{ mensagem: string; marca: AdminBrandDetail }>('PUT', `/api/admin/marcas/${id}/viena`, {
    token,
    body: { codigos },
  });

async function brandOfType(tipo: string | null) {
  const customer = await paidCustomer(t);
  await t.db.update(marcas).set({ tipo }).where(eq(marcas.id, customer.marcaID));
  return customer.marcaID;
}

describe('the Vienna classification of a figurative or mixed mark', () => {
  it('is saved written as e-Marcas shows it (26.01.01 is 26.1.1), once each, and comes back in the detail', async () => {
    const id = await brandOfType('Mista');
    const saved = await saveVienna(id, ['26.01.01', '27.5.1', '26.1.1']);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.mensagem).toBe(messages.admin.viennaSaved);
    expect(saved.body.marca.classificacaoViena).toEqual(['26.1.1', '27.5.1']);
    const detail = await t.call<AdminBrandDetail>('GET', `/api/admin/marcas/${id}`, { token: admin.token });
    expect(detail.body.classificacaoViena).toEqual(['26.1.1', '27.5.1']);

    // An empty list clears them.
    expect((await saveVienna(id, [])).body.marca.classificacaoViena).toEqual([]);
  });

  it('refuses a code that is not category.division.section, a category past 29, and too many codes (400)', async () => {
    const id = await brandOfType('Figurativa');
    for (const bad of ['26.1', '26-1-1', '30.1.1', '0.1.1', '26.0.1', 'abc', '', 26.1])
      expectRefusal(await saveVienna(id, [bad]), 400, messages.admin.viennaInvalid);
    expectRefusal(await saveVienna(id, '26.1.1'), 400, messages.admin.viennaInvalid);
    const many = Array.from({ length: 31 }, (_, index) => `1.1.${index + 1}`);
    expectRefusal(await saveVienna(id, many), 400, messages.admin.viennaTooMany);
    expect((await t.db.select().from(marcas).where(eq(marcas.id, id)))[0]!.classificacaoViena).toEqual([]);
  });

  it('is refused for a word mark (409), for an unknown brand (404) and for a customer (403)', async () => {
    expectRefusal(await saveVienna(await brandOfType('Nominativa'), ['26.1.1']), 409, messages.admin.viennaWordMark);
    expectRefusal(await saveVienna(999_999, ['26.1.1']), 404, messages.admin.brandNotFound);
    const customer = await signUp(t);
    expect((await saveVienna(await brandOfType('Mista'), ['26.1.1'], customer.token)).status).toBe(403);
  });
});

describe('the staff list for assignment', () => {
  it('lists staff accounts only, and says which one is the caller', async () => {
    const customer = await signUp(t);
    const answer = await t.call<AdminStaff>('GET', '/api/admin/equipe', { token: admin.token });
    expect(answer.status).toBe(200);
    const [me] = await t.db.select().from(users).where(eq(users.email, admin.email));
    expect(answer.body.eu).toBe(me!.id);
    expect(answer.body.membros).toContainEqual({ id: me!.id, nome: me!.fullName });
    expect(answer.body.membros.map((member) => member.id)).not.toContain(customer.userID);
    expect((await t.call('GET', '/api/admin/equipe', { token: customer.token })).status).toBe(403);
  });
});
