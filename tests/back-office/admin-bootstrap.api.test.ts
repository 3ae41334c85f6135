import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../src/server/admin/ensure-admin';
import { users } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { expectRefusal, logIn, signUp } from '../support/api/accounts';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const rowsWithEmail = (email: string) => t.db.select().from(users).where(eq(users.email, email));

describe('ensureAdmin (ADMIN_EMAIL + ADMIN_PASSWORD at start)', () => {
  it('creates the admin, with the e-mail normalized, able to log in as an admin', async () => {
    await ensureAdmin(t.db, '  Equipe@Marcas.TEST ', 'senha-inicial-1');
    const rows = await rowsWithEmail('equipe@marcas.test');
    expect(rows).toHaveLength(1);
    expect(rows[0].isAdmin).toBe(true);
    expect(rows[0].passwordHash).toMatch(/^\$argon2id\$/);

    const login = await logIn(t, 'equipe@marcas.test', 'senha-inicial-1');
    expect(login.status).toBe(200);
    const profile = await t.call('GET', '/api/profile/', { token: login.body.token });
    expect(profile.body).toMatchObject({ Email: 'equipe@marcas.test', IsAdmin: true });
    expect((await t.call('GET', '/api/admin/users', { token: login.body.token })).status).toBe(200);
  });

  it('promotes an existing customer without touching the password', async () => {
    const { holder, token, userID } = await signUp(t);
    await ensureAdmin(t.db, holder.email.toUpperCase(), 'outra-senha-qualquer');

    const rows = await rowsWithEmail(holder.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: userID, isAdmin: true, cpf: holder.cpf, fullName: holder.fullName });
    // The session goes on: promotion is not a password change.
    expect((await t.call('GET', '/api/profile/', { token })).body.IsAdmin).toBe(true);
    expect((await logIn(t, holder.email, holder.password)).status).toBe(200);
    expectRefusal(await logIn(t, holder.email, 'outra-senha-qualquer'), 401, messages.login.invalidCredentials);
  });

  it('does not reset a password changed in the app when the server starts again', async () => {
    await ensureAdmin(t.db, 'chefe@marcas.test', 'senha-do-env-1');
    const first = await logIn(t, 'chefe@marcas.test', 'senha-do-env-1');
    const changed = await t.call('POST', '/api/profile/api/changePass', {
      token: first.body.token,
      body: { newPassword: 'senha-trocada-no-app', senhaAtual: 'senha-do-env-1' },
    });
    expect(changed.status).toBe(200);

    await ensureAdmin(t.db, 'chefe@marcas.test', 'senha-do-env-1');
    expect(await rowsWithEmail('chefe@marcas.test')).toHaveLength(1);
    expect((await logIn(t, 'chefe@marcas.test', 'senha-trocada-no-app')).status).toBe(200);
    expectRefusal(await logIn(t, 'chefe@marcas.test', 'senha-do-env-1'), 401, messages.login.invalidCredentials);
    // Nor does it end the session running with the new token.
    expect((await t.call('GET', '/api/profile/', { token: changed.body.token })).status).toBe(200);
  });

  it('restores admin rights taken away, on the next start', async () => {
    await ensureAdmin(t.db, 'rebaixado@marcas.test', 'senha-rebaixado-1');
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.email, 'rebaixado@marcas.test'));
    await ensureAdmin(t.db, 'rebaixado@marcas.test', 'senha-rebaixado-1');
    expect((await rowsWithEmail('rebaixado@marcas.test'))[0].isAdmin).toBe(true);
  });
});
