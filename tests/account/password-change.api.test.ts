import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { expectNoSecrets, expectRefusal, logIn, signUp } from '../support/api/accounts';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const changePass = (token: string | undefined, body: unknown, path = '/api/profile/api/changePass') =>
  t.call('POST', path, { token, body });
const CURRENT = 'senha-forte-123';

describe('POST /api/profile/api/changePass', () => {
  it('refuses a call without a valid token', async () => {
    expectRefusal(await changePass(undefined, { newPassword: 'nova-senha-123' }), 401, messages.http.unauthenticated);
    expectRefusal(
      await changePass('abc.def.ghi', { newPassword: 'nova-senha-123' }),
      401,
      messages.http.unauthenticated,
    );
  });

  it.each([
    ['short', { newPassword: '1234567', senhaAtual: CURRENT }],
    ['empty', { newPassword: '', senhaAtual: CURRENT }],
    ['missing', { senhaAtual: CURRENT }],
    ['not text', { newPassword: 12345678, senhaAtual: CURRENT }],
  ])('refuses a %s password with the spec message and keeps the old one', async (_label, body) => {
    const { token, holder } = await signUp(t);
    expectRefusal(await changePass(token, body), 400, 'A senha deve ter pelo menos 8 caracteres');
    expect((await t.call('GET', '/api/profile/', { token })).status).toBe(200);
    expect((await logIn(t, holder.email, holder.password)).status).toBe(200);
  });

  it("with a stolen token and no current password, refuses to change it: the account stays the owner's", async () => {
    const { token: stolen, holder } = await signUp(t);
    expectRefusal(
      await changePass(stolen, { newPassword: 'senha-do-ladrao-99' }),
      400,
      messages.password.currentRequired,
    );
    expectRefusal(
      await changePass(stolen, { newPassword: 'senha-do-ladrao-99', senhaAtual: '' }),
      400,
      messages.password.currentRequired,
    );
    expectRefusal(
      await changePass(stolen, { newPassword: 'senha-do-ladrao-99', senhaAtual: 'um-chute-qualquer' }),
      400,
      messages.password.currentWrong,
    );
    expect((await logIn(t, holder.email, holder.password)).status).toBe(200);
    expectRefusal(await logIn(t, holder.email, 'senha-do-ladrao-99'), 401, messages.login.invalidCredentials);
  });

  it('slows down guessing the current password with a stolen token (429 with Retry-After)', async () => {
    const { token: stolen, holder } = await signUp(t);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expectRefusal(
        await changePass(stolen, { newPassword: 'senha-do-ladrao-99', senhaAtual: `chute-${attempt}` }),
        400,
        messages.password.currentWrong,
      );
    }
    const blocked = await changePass(stolen, { newPassword: 'senha-do-ladrao-99', senhaAtual: holder.password });
    expectRefusal(blocked, 429, messages.limits.account);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await logIn(t, holder.email, holder.password)).status).toBe(200);
  });

  it('refuses one of the most common passwords with a clear message', async () => {
    const { token, holder } = await signUp(t);
    for (const common of ['12345678', 'password1', 'Iloveyou', 'qwertyuiop']) {
      expectRefusal(
        await changePass(token, { newPassword: common, senhaAtual: holder.password }),
        400,
        messages.password.tooCommon,
      );
    }
    expect((await logIn(t, holder.email, holder.password)).status).toBe(200);
  });

  it('changes the password: success message, a new token, older tokens stop working', async () => {
    const { token: signUpToken, holder } = await signUp(t);
    const loginToken = (await logIn(t, holder.email, holder.password)).body.token;

    const answer = await changePass(loginToken, { newPassword: 'outra-senha-forte', senhaAtual: CURRENT });
    expect(answer.status).toBe(200);
    expect(answer.body.mensagem).toBe('Senha alterada com sucesso!');
    expect(answer.body.token).toEqual(expect.any(String));
    expectNoSecrets(answer.body);

    expectRefusal(await t.call('GET', '/api/profile/', { token: loginToken }), 401, messages.http.unauthenticated);
    expectRefusal(await t.call('GET', '/api/profile/', { token: signUpToken }), 401, messages.http.unauthenticated);
    const withNew = await t.call('GET', '/api/profile/', { token: answer.body.token });
    expect(withNew.status).toBe(200);
    expect(withNew.body.Email).toBe(holder.email);

    expect((await logIn(t, holder.email, 'outra-senha-forte')).status).toBe(200);
    expectRefusal(await logIn(t, holder.email, holder.password), 401, messages.login.invalidCredentials);
  });

  it('an old token cannot change the password again', async () => {
    const { token, holder } = await signUp(t);
    expect((await changePass(token, { newPassword: 'primeira-troca', senhaAtual: CURRENT })).status).toBe(200);
    expectRefusal(
      await changePass(token, { newPassword: 'segunda-troca', senhaAtual: CURRENT }),
      401,
      messages.http.unauthenticated,
    );
    expect((await logIn(t, holder.email, 'primeira-troca')).status).toBe(200);
  });

  it('accepts the path with a trailing slash', async () => {
    const { token } = await signUp(t);
    const answer = await changePass(
      token,
      { newPassword: 'com-barra-final', senhaAtual: CURRENT },
      '/api/profile/api/changePass/',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.mensagem).toBe(messages.password.changed);
  });

  it('ignores a confirmation the form may send along', async () => {
    const { token, holder } = await signUp(t);
    const answer = await changePass(token, {
      newPassword: 'mais-uma-senha',
      confirmation: 'mais-uma-senha',
      senhaAtual: CURRENT,
    });
    expect(answer.status).toBe(200);
    expect((await logIn(t, holder.email, 'mais-uma-senha')).status).toBe(200);
  });
});
