import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { expectRefusal, logIn, signUp, waitForMail } from '../support/api/accounts';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const ask = (token: string, body: unknown) => t.call('POST', '/api/conta/email', { token, body });
const confirm = (token: string) => t.call('POST', '/api/conta/email/confirmar', { body: { token } });
const linkIn = (mail: string) => /\/confirmar-email\?token=([\w-]+)/.exec(mail)?.[1];

describe('changing the e-mail', () => {
  it('asks for the password: a stolen token alone cannot move the account', async () => {
    const { token, holder } = await signUp(t);
    const thief = `ladrao.${Date.now()}@exemplo.com.br`;
    expectRefusal(await ask(token, { novoEmail: thief }), 400, messages.account.passwordRequired);
    expectRefusal(await ask(token, { novoEmail: thief, senha: 'chute' }), 400, messages.account.passwordWrong);
    expect((await waitForMail(t, thief, 1, 300)).length).toBe(0);
    expect((await t.call('GET', '/api/profile/', { token })).body.Email).toBe(holder.email);
  });

  it('mails a link to the new address and a notice to the old one; nothing changes until the link is opened', async () => {
    const { token, holder } = await signUp(t);
    const newEmail = `nova.${Date.now()}@exemplo.com.br`;
    const answer = await ask(token, { novoEmail: newEmail.toUpperCase(), senha: holder.password });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.mensagem).toBe(messages.account.emailChangeSent);

    const [toNew] = await waitForMail(t, newEmail);
    const [toOld] = await waitForMail(t, holder.email);
    expect(toNew).toMatch(new RegExp(`^Subject: ${messages.account.emailChangeSubject}`, 'm'));
    expect(toOld).toMatch(new RegExp(`^Subject: ${messages.account.emailChangeNoticeSubject}`, 'm'));
    expect(linkIn(toOld)).toBeUndefined();

    // Not yet: the old address still signs in, the new one does not.
    expect((await t.call('GET', '/api/profile/', { token })).body.Email).toBe(holder.email);
    expect((await logIn(t, holder.email, holder.password)).status).toBe(200);

    const confirmed = await confirm(linkIn(toNew)!);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.mensagem).toBe(messages.account.emailChanged);
    expect((await logIn(t, newEmail, holder.password)).status).toBe(200);
    expectRefusal(await logIn(t, holder.email, holder.password), 401, messages.login.invalidCredentials);
    // Every session ends with the change.
    expectRefusal(await t.call('GET', '/api/profile/', { token }), 401, messages.http.unauthenticated);
    // The link works once.
    expectRefusal(await confirm(linkIn(toNew)!), 400, messages.account.emailChangeInvalid);
  });

  it('refuses a made-up link, an address already in use, and the same address', async () => {
    const { token, holder } = await signUp(t);
    const other = await signUp(t);
    expectRefusal(await confirm('link-inventado'), 400, messages.account.emailChangeInvalid);
    expectRefusal(
      await ask(token, { novoEmail: other.holder.email, senha: holder.password }),
      409,
      messages.register.duplicateEmail,
    );
    expectRefusal(
      await ask(token, { novoEmail: holder.email, senha: holder.password }),
      400,
      messages.account.emailSame,
    );
    expectRefusal(
      await ask(token, { novoEmail: 'sem-arroba', senha: holder.password }),
      400,
      messages.register.invalidEmail,
    );
  });

  it('only the latest request counts', async () => {
    const { token, holder } = await signUp(t);
    const first = `primeira.${Date.now()}@exemplo.com.br`;
    const second = `segunda.${Date.now()}@exemplo.com.br`;
    expect((await ask(token, { novoEmail: first, senha: holder.password })).status).toBe(200);
    expect((await ask(token, { novoEmail: second, senha: holder.password })).status).toBe(200);
    const [firstMail] = await waitForMail(t, first);
    expectRefusal(await confirm(linkIn(firstMail)!), 400, messages.account.emailChangeInvalid);
    const [secondMail] = await waitForMail(t, second);
    expect((await confirm(linkIn(secondMail)!)).status).toBe(200);
  });
});
