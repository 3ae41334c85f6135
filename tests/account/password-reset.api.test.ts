import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { deliveredMail, expectRefusal, logIn, signUp, waitForMail } from '../support/api/accounts';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const LINK = /https:\/\/marcas\.test\/redefinir-senha\?token=([A-Za-z0-9_-]+)/;

const forgetPass = (body: unknown) => t.call('POST', '/api/forgetPass', { body });
const resetPass = (token: string, newPassword: string) =>
  t.call('POST', '/api/resetPass', { body: { token, newPassword } });

/** Asks for a reset link and reads it from the e-mail written to the outbox. */
async function requestLink(email: string, mailsBefore = 0): Promise<string> {
  const answer = await forgetPass({ email });
  expect(answer.status).toBe(200);
  const mails = await waitForMail(t, email.trim().toLowerCase(), mailsBefore + 1);
  expect(mails).toHaveLength(mailsBefore + 1);
  const match = LINK.exec(mails[mailsBefore]);
  expect(match, mails[mailsBefore]).not.toBeNull();
  return match![1];
}

describe('POST /api/forgetPass', () => {
  it('answers a known and an unknown e-mail exactly alike, and mails only the known one', async () => {
    const { holder } = await signUp(t);
    const unknown = `ninguem.${Date.now()}@exemplo.com.br`;
    const known = await forgetPass({ email: holder.email });
    const other = await forgetPass({ email: unknown });
    expect(known.status).toBe(200);
    expect(other.status).toBe(known.status);
    expect(other.body).toEqual(known.body);
    expect(known.body).toEqual({ mensagem: messages.reset.requestAccepted });

    expect(await waitForMail(t, holder.email)).toHaveLength(1);
    expect(await deliveredMail(t, unknown)).toHaveLength(0);
  });

  it.each([
    ['empty', { email: '' }],
    ['blank', { email: '   ' }],
    ['missing', {}],
    ['not text', { email: 123 }],
  ])('asks for the e-mail when it is %s', async (_label, body) => {
    expectRefusal(await forgetPass(body), 400, 'Por favor, informe seu email');
  });

  it('mails a single-use link to the reset page, valid for one hour, stored only as a hash', async () => {
    const { holder, userID } = await signUp(t);
    const token = await requestLink(holder.email.toUpperCase());
    const [mail] = await deliveredMail(t, holder.email);
    expect(mail).toMatch(/^Subject: .*Redefini/im);
    expect(mail).toMatch(/1 hora/);

    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, userID));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = rows[0].expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('stops mailing after a few requests per hour, answering the same', async () => {
    const { holder } = await signUp(t);
    const answers = [];
    for (let request = 1; request <= 5; request++) answers.push(await forgetPass({ email: holder.email }));
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 200, body: { mensagem: messages.reset.requestAccepted } });
    expect(await waitForMail(t, holder.email, 3)).toHaveLength(3);
    // The last two requests are answered alike but mail nothing: a bounded wait for a fourth finds none.
    expect(await waitForMail(t, holder.email, 4, 1000)).toHaveLength(3);
  });
});

describe('POST /api/resetPass', () => {
  it('sets the new password: login works with it, not with the old one, and old tokens stop working', async () => {
    const { holder, token: oldToken } = await signUp(t);
    const link = await requestLink(holder.email);

    const answer = await resetPass(link, 'senha-redefinida-1');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ mensagem: messages.reset.done });

    expect((await logIn(t, holder.email, 'senha-redefinida-1')).status).toBe(200);
    expectRefusal(await logIn(t, holder.email, holder.password), 401, messages.login.invalidCredentials);
    expectRefusal(await t.call('GET', '/api/profile/', { token: oldToken }), 401, messages.http.unauthenticated);
  });

  it('uses a link only once', async () => {
    const { holder } = await signUp(t);
    const link = await requestLink(holder.email);
    expect((await resetPass(link, 'primeira-senha-nova')).status).toBe(200);
    expectRefusal(
      await resetPass(link, 'segunda-senha-nova'),
      400,
      'Este link de redefinição é inválido ou expirou. Solicite um novo.',
    );
    expect((await logIn(t, holder.email, 'primeira-senha-nova')).status).toBe(200);
  });

  it('refuses an expired link and keeps the password', async () => {
    const { holder, userID } = await signUp(t);
    const link = await requestLink(holder.email);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, userID));
    expectRefusal(await resetPass(link, 'senha-tarde-demais'), 400, messages.reset.invalidLink);
    expect((await logIn(t, holder.email, holder.password)).status).toBe(200);
  });

  it('once a link is used, the older links of that account stop working too', async () => {
    const { holder } = await signUp(t);
    const older = await requestLink(holder.email);
    const newer = await requestLink(holder.email, 1);
    expect(newer).not.toBe(older);
    expect((await resetPass(newer, 'senha-do-link-novo')).status).toBe(200);
    expectRefusal(await resetPass(older, 'senha-do-link-velho'), 400, messages.reset.invalidLink);
    expect((await logIn(t, holder.email, 'senha-do-link-novo')).status).toBe(200);
  });

  it('refuses a made-up or missing token', async () => {
    expectRefusal(await resetPass('token-inventado', 'qualquer-senha-1'), 400, messages.reset.invalidLink);
    expectRefusal(
      await t.call('POST', '/api/resetPass', { body: { newPassword: 'qualquer-senha-1' } }),
      400,
      messages.reset.invalidLink,
    );
    expectRefusal(await resetPass('x'.repeat(201), 'qualquer-senha-1'), 400, messages.reset.invalidLink);
  });

  it('refuses a short new password without spending the link', async () => {
    const { holder } = await signUp(t);
    const link = await requestLink(holder.email);
    expectRefusal(await resetPass(link, 'curta'), 400, messages.register.passwordShort);
    expect((await resetPass(link, 'agora-sim-longa')).status).toBe(200);
  });
});
