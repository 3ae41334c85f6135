import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../src/server/admin/ensure-admin';
import { users } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { expectNoSecrets, expectRefusal, logIn, signUp } from '../support/api/accounts';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await ensureAdmin(t.db, 'admin@marcas.test', 'senha-do-admin-1');
  adminToken = (await logIn(t, 'admin@marcas.test', 'senha-do-admin-1')).body.token;
}, 60_000);
afterAll(() => t.close(), 30_000);

const listUsers = (token?: string, path = '/api/admin/users') => t.call('GET', path, { token });

describe('GET /api/admin/users', () => {
  it('refuses a visitor without a token', async () => {
    expectRefusal(await listUsers(), 401, messages.http.unauthenticated);
  });

  it('refuses a customer with 403', async () => {
    const { token } = await signUp(t);
    const answer = await listUsers(token);
    expectRefusal(answer, 403, messages.http.forbidden);
    expect(JSON.stringify(answer.body)).not.toContain('@');
  });

  it('answers the admin a page of users with the spec fields, and no password hash', async () => {
    const customer = await signUp(t);
    const answer = await listUsers(adminToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ pagina: 1, porPagina: 5 });
    for (const user of answer.body.itens)
      expect(Object.keys(user).sort()).toEqual(['CPF', 'Email', 'fullName', 'phone', 'userID']);
    const found = await listUsers(adminToken, `/api/admin/users?busca=${encodeURIComponent(customer.holder.email)}`);
    expect(found.body.itens).toEqual([
      {
        userID: customer.userID,
        fullName: customer.holder.fullName,
        CPF: customer.holder.cpf,
        phone: '82998765432',
        Email: customer.holder.email,
      },
    ]);
    expectNoSecrets(answer.body);
    expect(JSON.stringify(answer.body)).not.toMatch(/argon2/);
  });

  it('lists users in sign-up order, with or without the trailing slash', async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    const answer = await listUsers(adminToken, '/api/admin/users/?busca=maria');
    expect(answer.status).toBe(200);
    const ids = answer.body.itens.map((user: { userID: number }) => user.userID);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids.indexOf(first.userID)).toBeLessThan(ids.indexOf(second.userID));
  });

  it('follows the account: a customer promoted gets in, an admin demoted is refused at once', async () => {
    const customer = await signUp(t);
    expectRefusal(await listUsers(customer.token), 403);
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, customer.userID));
    expect((await listUsers(customer.token)).status).toBe(200);
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, customer.userID));
    expectRefusal(await listUsers(customer.token), 403, messages.http.forbidden);
  });

  it('refuses methods other than GET', async () => {
    const answer = await t.call('POST', '/api/admin/users', { token: adminToken, body: {} });
    expectRefusal(answer, 405, messages.http.methodNotAllowed);
    expect(answer.headers.get('allow')).toMatch(/^GET\b/);
  });

  it('refuses unknown admin paths to customers before saying whether they exist', async () => {
    const { token } = await signUp(t);
    expectRefusal(await t.call('GET', '/api/admin/marcas', { token }), 403, messages.http.forbidden);
    expectRefusal(await t.call('GET', '/api/admin/marcas'), 401, messages.http.unauthenticated);
  });
});
