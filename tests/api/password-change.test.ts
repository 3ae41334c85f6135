import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { expectNoSecrets, expectRefusal, logIn, signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const changePass = (token: string | undefined, body: unknown, path = '/api/profile/api/changePass') => t.call('POST', path, { token, body });

describe('POST /api/profile/api/changePass', () => {
  it('refuses a call without a valid token', async () => {
    expectRefusal(await changePass(undefined, { newPassword: 'nova-senha-123' }), 401, messages.http.unauthenticated);
    expectRefusal(await changePass('abc.def.ghi', { newPassword: 'nova-senha-123' }), 401, messages.http.unauthenticated);
  });

  it.each([
    ['short', { newPassword: '1234567' }],
    ['empty', { newPassword: '' }],
    ['missing', {}],
    ['not text', { newPassword: 12345678 }],
  ])('refuses a %s password with the spec message and keeps the old one', async (_label, body) => {
    const { token, holder } = await signUp(t);
    expectRefusal(await changePass(token, body), 400, 'A senha deve ter pelo menos 8 caracteres');
    expect((await t.call('GET', '/api/profile/', { token })).status).toBe(200);
    expect((await logIn(t, holder.email, holder.password)).status).toBe(200);
  });

  it('changes the password: success message, a new token, older tokens stop working', async () => {
    const { token: signUpToken, holder } = await signUp(t);
    const loginToken = (await logIn(t, holder.email, holder.password)).body.token;

    const answer = await changePass(loginToken, { newPassword: 'outra-senha-forte' });
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
    expect((await changePass(token, { newPassword: 'primeira-troca' })).status).toBe(200);
    expectRefusal(await changePass(token, { newPassword: 'segunda-troca' }), 401, messages.http.unauthenticated);
    expect((await logIn(t, holder.email, 'primeira-troca')).status).toBe(200);
  });

  it('accepts the path with a trailing slash', async () => {
    const { token } = await signUp(t);
    const answer = await changePass(token, { newPassword: 'com-barra-final' }, '/api/profile/api/changePass/');
    expect(answer.status).toBe(200);
    expect(answer.body.mensagem).toBe(messages.password.changed);
  });

  it('ignores a confirmation the form may send along', async () => {
    const { token, holder } = await signUp(t);
    const answer = await changePass(token, { newPassword: 'mais-uma-senha', confirmation: 'mais-uma-senha' });
    expect(answer.status).toBe(200);
    expect((await logIn(t, holder.email, 'mais-uma-senha')).status).toBe(200);
  });
});
