import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { throttles } from '../../src/server/db/schema';
import { loadConfig } from '../../src/server/config';
import { messages } from '../../src/shared/messages';
import { expectRefusal, logIn, signUp } from '../support/api/accounts';
import { createTestApp, type TestApp } from '../support/api/test-app';

const ACCOUNT_LIMIT = 5;
const ADDRESS_LIMIT = 20;
const MAX_WAIT_SECONDS = 60 * 60;
/** The per-address limits at their production values (the shared test app raises them). */
const realLimits = { LOGIN_FAILURES_PER_ADDRESS: String(ADDRESS_LIMIT) };

function expectTooMany(answer: Awaited<ReturnType<typeof logIn>>) {
  expectRefusal(answer, 429, messages.login.tooManyAttempts);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(MAX_WAIT_SECONDS);
  return retryAfter;
}

describe('POST /api/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close(), 30_000);

  it('answers {token} for the right e-mail and senha; the token opens the profile', async () => {
    const { holder, userID } = await signUp(t);
    const answer = await logIn(t, holder.email, holder.password);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['token']);
    const profile = await t.call('GET', '/api/profile/', { token: answer.body.token });
    expect(profile.status).toBe(200);
    expect(profile.body.userID).toBe(userID);
  });

  it('ignores the case and the spaces around the e-mail', async () => {
    const { holder } = await signUp(t);
    const answer = await logIn(t, `  ${holder.email.toUpperCase()} `, holder.password);
    expect(answer.status).toBe(200);
  });

  it('answers a wrong e-mail and a wrong password exactly alike', async () => {
    const { holder } = await signUp(t);
    const wrongPassword = await logIn(t, holder.email, 'nao-e-a-senha');
    const unknownEmail = await logIn(t, `ninguem.${Date.now()}@exemplo.com.br`, holder.password);
    expectRefusal(wrongPassword, 401, messages.login.invalidCredentials);
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('does not accept the password in another case', async () => {
    const { holder } = await signUp(t, { password: 'SenhaComMaiusculas' });
    expectRefusal(await logIn(t, holder.email, 'senhacommaiusculas'), 401, messages.login.invalidCredentials);
  });

  it.each([
    ['nothing', {}],
    ['blank fields', { email: '', senha: '' }],
    ['no senha', { email: 'maria@exemplo.com.br' }],
    ['no e-mail', { senha: 'qualquer-coisa' }],
    ['the sign-up field name instead of senha', { email: 'maria@exemplo.com.br', password: 'x' }],
    ['numbers', { email: 1, senha: 2 }],
  ])('asks for both fields when given %s', async (_label, body) => {
    expectRefusal(await t.call('POST', '/api/login', { body }), 400, 'Por favor, preencha todos os campos');
  });
});

describe('POST /api/login: an attacker guessing one account from his address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', ...realLimits });
  }, 60_000);
  afterAll(() => t.close(), 30_000);
  let address = 0;
  const from = () => ({ 'x-forwarded-for': `192.0.2.${++address}` });

  it(`slows him down after ${ACCOUNT_LIMIT} failures (429, Retry-After), even when he then tries the right password`, async () => {
    const { holder } = await signUp(t);
    const attacker = from();
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt++) {
      expectRefusal(
        await logIn(t, holder.email, `errada-${attempt}`, attacker),
        401,
        messages.login.invalidCredentials,
      );
    }
    expectTooMany(await logIn(t, holder.email, 'errada-de-novo', attacker));
    expectTooMany(await logIn(t, holder.email, holder.password, attacker));
  });

  it('does not lock the owner out: from their own address the right password still gets in, while the stranger keeps failing', async () => {
    const { holder } = await signUp(t);
    const stranger = from();
    const owner = from();
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT * 3; attempt++)
      await logIn(t, holder.email, `chute-${attempt}`, stranger);
    expectTooMany(await logIn(t, holder.email, 'mais-um-chute', stranger));
    const ownerLogin = await logIn(t, holder.email, holder.password, owner);
    expect(ownerLogin.status, JSON.stringify(ownerLogin.body)).toBe(200);
    expect(typeof ownerLogin.body.token).toBe('string');
  });

  it('makes each wait longer than the last', async () => {
    const { holder } = await signUp(t);
    const attacker = from();
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt++) await logIn(t, holder.email, 'errada', attacker);
    const first = expectTooMany(await logIn(t, holder.email, 'errada', attacker));
    // The wait passes (the clock is moved in the table), and he fails once more.
    await t.db
      .update(throttles)
      .set({ blockedUntil: new Date(Date.now() - 1000) })
      .where(like(throttles.key, `login:conta:%@${attacker['x-forwarded-for']}`));
    expectRefusal(await logIn(t, holder.email, 'errada', attacker), 401);
    const second = expectTooMany(await logIn(t, holder.email, 'errada', attacker));
    expect(second).toBeGreaterThan(first);
  });

  it('counts the account whatever case the e-mail is typed in', async () => {
    const { holder } = await signUp(t);
    const headers = from();
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt++) {
      const email = attempt % 2 ? holder.email.toUpperCase() : holder.email;
      expectRefusal(await logIn(t, email, 'errada', headers), 401);
    }
    expectTooMany(await logIn(t, holder.email, holder.password, headers));
  });

  it('blocks only that account at that address: another account from the same address still logs in', async () => {
    const locked = await signUp(t);
    const other = await signUp(t);
    const headers = from();
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt++) await logIn(t, locked.holder.email, 'errada', headers);
    expectTooMany(await logIn(t, locked.holder.email, locked.holder.password, headers));
    expect((await logIn(t, other.holder.email, other.holder.password, headers)).status).toBe(200);
  });

  it('a successful login clears the counter of that account at that address', async () => {
    const { holder } = await signUp(t);
    const headers = from();
    for (let round = 1; round <= 2; round++) {
      for (let attempt = 1; attempt < ACCOUNT_LIMIT; attempt++) {
        expectRefusal(await logIn(t, holder.email, 'errada', headers), 401, messages.login.invalidCredentials);
      }
      expect((await logIn(t, holder.email, holder.password, headers)).status).toBe(200);
    }
  });

  it('limits unknown e-mails too, so being slowed down does not reveal which accounts exist', async () => {
    const email = `inexistente.${Date.now()}@exemplo.com.br`;
    const headers = from();
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt++)
      expectRefusal(await logIn(t, email, 'errada', headers), 401);
    expectTooMany(await logIn(t, email, 'errada', headers));
  });

  it('keeps the count in the database: another instance (or the same one restarted) still refuses him', async () => {
    const { holder } = await signUp(t);
    const attacker = from();
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt++) await logIn(t, holder.email, 'errada', attacker);
    const otherInstance = createApp({ db: t.db, config: t.config, mailer: { send: async () => {} } });
    const answer = await otherInstance.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...attacker },
      body: JSON.stringify({ email: holder.email, senha: holder.password }),
    });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await answer.json()).erro).toBe(messages.login.tooManyAttempts);
  });
});

describe('POST /api/login rate limiting per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', ...realLimits });
  }, 60_000);
  afterAll(() => t.close(), 30_000);

  async function exhaust(headers: Record<string, string>) {
    for (let attempt = 1; attempt <= ADDRESS_LIMIT; attempt++) {
      // A new e-mail every time: only the address counter grows.
      const answer = await logIn(t, `tentativa.${attempt}.${Date.now()}@exemplo.com.br`, 'errada', headers);
      expectRefusal(answer, 401, messages.login.invalidCredentials);
    }
  }

  it(`answers 429 with Retry-After after ${ADDRESS_LIMIT} failures from one address, to any account; other addresses go on`, async () => {
    const { holder } = await signUp(t);
    await exhaust({ 'x-forwarded-for': '203.0.113.7' });
    expectTooMany(await logIn(t, holder.email, holder.password, { 'x-forwarded-for': '203.0.113.7' }));
    expect((await logIn(t, holder.email, holder.password, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(200);
  });

  it('takes the hop our proxy appended, so a forged X-Forwarded-For does not dodge the limit', async () => {
    const { holder } = await signUp(t);
    await exhaust({ 'x-forwarded-for': '203.0.113.50' });
    const forged = await logIn(t, holder.email, holder.password, { 'x-forwarded-for': '10.9.8.7, 203.0.113.50' });
    expectTooMany(forged);
  });

  it('reads TRUST_PROXY as the number of proxies in front of the app', () => {
    expect(loadConfig({ JWT_SECRET: 'x' }).trustedProxies).toBe(0);
    expect(loadConfig({ JWT_SECRET: 'x', TRUST_PROXY: '1' }).trustedProxies).toBe(1);
    expect(loadConfig({ JWT_SECRET: 'x', TRUST_PROXY: '2' }).trustedProxies).toBe(2);
    expect(loadConfig({ JWT_SECRET: 'x', TRUST_PROXY: 'sim' }).trustedProxies).toBe(0);
  });

  it('allows 20 failed logins per address unless LOGIN_FAILURES_PER_ADDRESS says otherwise', () => {
    expect(loadConfig({ JWT_SECRET: 'x' }).limits.loginFailuresPerAddress).toBe(20);
    expect(loadConfig({ JWT_SECRET: 'x', LOGIN_FAILURES_PER_ADDRESS: '50' }).limits.loginFailuresPerAddress).toBe(50);
  });
});

describe('POST /api/login without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(realLimits);
  }, 60_000);
  afterAll(() => t.close(), 30_000);

  it('ignores X-Forwarded-For: rotating it does not reset the address counter', async () => {
    const { holder } = await signUp(t);
    for (let attempt = 1; attempt <= ADDRESS_LIMIT; attempt++) {
      const headers = { 'x-forwarded-for': `198.18.0.${attempt}` };
      expectRefusal(await logIn(t, `rodizio.${attempt}@exemplo.com.br`, 'errada', headers), 401);
    }
    expectTooMany(await logIn(t, holder.email, holder.password, { 'x-forwarded-for': '198.18.1.1' }));
  });
});
