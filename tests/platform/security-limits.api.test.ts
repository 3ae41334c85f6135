import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { messages } from '../../src/shared/messages';
import { expectRefusal, logIn, waitForMail } from '../support/api/accounts';
import { newHolder } from '../support/api/people';
import { createTestApp, type TestApp } from '../support/api/test-app';

const SIGN_UPS = 3;
const RESETS = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    TRUST_PROXY: '1',
    SIGNUP_LIMIT_PER_HOUR: String(SIGN_UPS),
    FORGOT_PASSWORD_LIMIT_PER_HOUR: String(RESETS),
  });
}, 60_000);
afterAll(() => t.close(), 30_000);

const from = (address: string) => ({ 'x-forwarded-for': address });
let spare = 0;
/** Signs up from an address of its own, so the setup does not use up the addresses under test. */
async function signUpAside(overrides: Record<string, unknown> = {}) {
  const holder = newHolder(overrides);
  const answer = await t.call('POST', '/api/register', { body: holder, headers: from(`192.0.2.${++spare}`) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { holder };
}

function expectWait(answer: Awaited<ReturnType<TestApp['call']>>, erro: string) {
  expectRefusal(answer, 429, erro);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('sign-up cannot be used to scan for customers', () => {
  it(`answers 429 with Retry-After after ${SIGN_UPS} sign-ups from one address, taken e-mails included; other addresses go on`, async () => {
    const existing = await signUpAside();
    const scanner = from('203.0.113.20');
    for (let attempt = 1; attempt <= SIGN_UPS; attempt++) {
      const probe = await t.call('POST', '/api/register', {
        body: newHolder({ email: existing.holder.email }),
        headers: scanner,
      });
      expectRefusal(probe, 409, messages.register.duplicateEmail);
    }
    expectWait(
      await t.call('POST', '/api/register', { body: newHolder({ email: existing.holder.email }), headers: scanner }),
      messages.limits.signUp,
    );
    expectWait(await t.call('POST', '/api/register', { body: newHolder(), headers: scanner }), messages.limits.signUp);
    expect((await t.call('POST', '/api/register', { body: newHolder(), headers: from('198.51.100.20') })).status).toBe(
      201,
    );
  });
});

describe('forgotten password', () => {
  it(`answers 429 after ${RESETS} requests from one address`, async () => {
    const address = from('203.0.113.30');
    for (let attempt = 1; attempt <= RESETS; attempt++) {
      const answer = await t.call('POST', '/api/forgetPass', {
        body: { email: `alguem.${attempt}@exemplo.com.br` },
        headers: address,
      });
      expect(answer.status).toBe(200);
    }
    expectWait(
      await t.call('POST', '/api/forgetPass', { body: { email: 'mais.um@exemplo.com.br' }, headers: address }),
      messages.limits.forgotPassword,
    );
  });

  it('answers a known and an unknown e-mail alike, before any mail is sent', async () => {
    const { holder } = await signUpAside();
    const known = await t.call('POST', '/api/forgetPass', {
      body: { email: holder.email },
      headers: from('203.0.113.31'),
    });
    const unknown = await t.call('POST', '/api/forgetPass', {
      body: { email: `ninguem.${Date.now()}@exemplo.com.br` },
      headers: from('203.0.113.32'),
    });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect((await waitForMail(t, holder.email)).length).toBe(1);
  });
});

describe('forgotten password timing', () => {
  it('answers a known e-mail without waiting for the mail server, however slow it is: the link goes to the outbox', async () => {
    const { holder } = await signUpAside();
    const stuckMailer = { send: () => new Promise<void>(() => {}) };
    const app = createApp({ ...t.deps, mailer: stuckMailer });
    const ask = (email: string) =>
      app.request('/api/forgetPass', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from('203.0.113.40') },
        body: JSON.stringify({ email }),
      });
    // The stuck mailer never answers: any bound tells "answered" from "waited for the mail"; a wide one survives a busy machine.
    const known = await Promise.race([
      ask(holder.email),
      new Promise<'esperou'>((resolve) => setTimeout(() => resolve('esperou'), 20_000)),
    ]);
    expect(known).not.toBe('esperou');
    expect((known as Response).status).toBe(200);
    // The reset link, not the welcome mail also queued for this address: counting both raced the link's arrival.
    await expect
      .poll(
        async () =>
          (await t.outboxRows()).filter(
            (row) => row.toAddress === holder.email && row.text?.includes('/redefinir-senha'),
          ).length,
        { timeout: 10_000 },
      )
      .toBe(1);
  });
});

describe('passwords', () => {
  it('refuses the most common passwords at sign-up with a clear message', async () => {
    for (const common of ['12345678', 'password', 'Qwerty123', 'iloveyou']) {
      expectRefusal(
        await t.call('POST', '/api/register', {
          body: newHolder({ password: common }),
          headers: from(`198.18.0.${common.length}`),
        }),
        400,
        messages.password.tooCommon,
      );
    }
  });

  it('treats the same password typed in another Unicode form as the same (NFKC)', async () => {
    // "é" as one code point at sign-up, as "e" + combining accent at login; full-width digits likewise.
    const composed = 'café-com-açúcar-１２３';
    const { holder } = await signUpAside({ password: composed.normalize('NFC') });
    expect((await logIn(t, holder.email, composed.normalize('NFD'), from('198.18.1.77'))).status).toBe(200);
    expect((await logIn(t, holder.email, 'café-com-açúcar-123', from('198.18.1.77'))).status).toBe(200);
    expectRefusal(
      await logIn(t, holder.email, 'cafe-com-acucar-123', from('198.18.1.77')),
      401,
      messages.login.invalidCredentials,
    );
  });
});
