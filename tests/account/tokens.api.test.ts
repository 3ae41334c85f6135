import { eq } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueToken, TOKEN_AUDIENCE, TOKEN_ISSUER, TOKEN_LIFETIME_SECONDS } from '../../src/server/auth/tokens';
import { users } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { expectRefusal, signUp } from '../support/api/accounts';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
const now = () => Math.floor(Date.now() / 1000);

/** Changes one character, keeping it a valid base64url character. */
const flip = (text: string, index: number) =>
  `${text.slice(0, index)}${text[index] === 'A' ? 'B' : 'A'}${text.slice(index + 1)}`;

const profileWith = (token: string) => t.call('GET', '/api/profile/', { token });

describe('bearer tokens on /api/profile', () => {
  it('refuses a call without a token', async () => {
    expectRefusal(await t.call('GET', '/api/profile/'), 401, messages.http.unauthenticated);
    expectRefusal(await t.call('GET', '/api/profile'), 401, messages.http.unauthenticated);
    expectRefusal(
      await t.call('PATCH', '/api/profile/', { body: { Cidade: 'Maceió' } }),
      401,
      messages.http.unauthenticated,
    );
  });

  it('refuses other authorization schemes and garbage', async () => {
    const { token } = await signUp(t);
    for (const authorization of [
      `Basic ${token}`,
      'Bearer',
      'Bearer ',
      `Bearer ${token} extra`,
      token,
      'Bearer nao.e.jwt',
    ]) {
      expectRefusal(
        await t.call('GET', '/api/profile/', { headers: { authorization } }),
        401,
        messages.http.unauthenticated,
      );
    }
    expect((await t.call('GET', '/api/profile/', { headers: { authorization: `bearer ${token}` } })).status).toBe(200);
  });

  it('refuses a token whose payload was edited to name another user', async () => {
    const victim = await signUp(t);
    const attacker = await signUp(t);
    const [header, payload, signature] = attacker.token.split('.');
    const claims = decode(payload);
    expect(claims.sub).toBe(attacker.userID);
    const forged = `${header}.${base64url({ ...claims, sub: victim.userID })}.${signature}`;
    expectRefusal(await profileWith(forged), 401, messages.http.unauthenticated);
  });

  it('refuses a token with one character changed in the payload or in the signature', async () => {
    const { token } = await signUp(t);
    const [header, payload, signature] = token.split('.');
    expect((await profileWith(token)).status).toBe(200);
    expectRefusal(await profileWith(`${header}.${flip(payload, 5)}.${signature}`), 401, messages.http.unauthenticated);
    expectRefusal(await profileWith(`${header}.${payload}.${flip(signature, 3)}`), 401, messages.http.unauthenticated);
    expectRefusal(await profileWith(`${header}.${payload}.`), 401, messages.http.unauthenticated);
  });

  it('refuses a token signed with another secret', async () => {
    const { userID } = await signUp(t);
    const token = await issueToken('outro-segredo-qualquer-com-tamanho', { sub: userID, ver: 0 });
    expectRefusal(await profileWith(token), 401, messages.http.unauthenticated);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const { userID } = await signUp(t);
    const claims = { sub: userID, ver: 0, iat: now(), exp: now() + 3600 };
    for (const alg of ['none', 'None', 'NONE']) {
      const unsigned = `${base64url({ alg, typ: 'JWT' })}.${base64url(claims)}.`;
      expectRefusal(await profileWith(unsigned), 401, messages.http.unauthenticated);
    }
  });

  it('refuses a token signed with the right secret but another algorithm', async () => {
    const { userID } = await signUp(t);
    const token = await sign({ sub: userID, ver: 0, iat: now(), exp: now() + 3600 }, t.config.jwtSecret, 'HS512');
    expectRefusal(await profileWith(token), 401, messages.http.unauthenticated);
  });

  it('refuses an expired token and accepts one still within its lifetime', async () => {
    const { userID } = await signUp(t);
    const expired = await issueToken(t.config.jwtSecret, { sub: userID, ver: 0 }, now() - TOKEN_LIFETIME_SECONDS - 60);
    expectRefusal(await profileWith(expired), 401, messages.http.unauthenticated);
    const old = await issueToken(t.config.jwtSecret, { sub: userID, ver: 0 }, now() - TOKEN_LIFETIME_SECONDS + 60);
    expect((await profileWith(old)).status).toBe(200);
  });

  it('refuses a token once its lifetime has passed, though it was accepted a moment before', async () => {
    const { userID } = await signUp(t);
    const ending = await issueToken(t.config.jwtSecret, { sub: userID, ver: 0 }, now() - TOKEN_LIFETIME_SECONDS + 30);
    expect((await profileWith(ending)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    try {
      expectRefusal(await profileWith(ending), 401, messages.http.unauthenticated);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a token without an expiry, or with claims of the wrong type', async () => {
    const { userID } = await signUp(t);
    const secret = t.config.jwtSecret;
    expectRefusal(
      await profileWith(await sign({ sub: userID, ver: 0 }, secret, 'HS256')),
      401,
      messages.http.unauthenticated,
    );
    expectRefusal(
      await profileWith(await sign({ sub: String(userID), ver: 0, exp: now() + 60 }, secret, 'HS256')),
      401,
    );
    expectRefusal(await profileWith(await sign({ sub: userID, exp: now() + 60 }, secret, 'HS256')), 401);
  });

  it('refuses the token of an account that no longer exists', async () => {
    const { userID, token } = await signUp(t);
    await t.db.delete(users).where(eq(users.id, userID));
    expectRefusal(await profileWith(token), 401, messages.http.unauthenticated);
  });

  it('refuses a token signed with our secret but for another issuer or audience, or without them', async () => {
    const { userID } = await signUp(t);
    const secret = t.config.jwtSecret;
    const claims = { sub: userID, ver: 0, iat: now(), exp: now() + 3600 };
    expect(
      (await profileWith(await sign({ ...claims, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE }, secret, 'HS256'))).status,
    ).toBe(200);
    for (const other of [
      { iss: 'outro-sistema', aud: TOKEN_AUDIENCE },
      { iss: TOKEN_ISSUER, aud: 'outro-publico' },
      { iss: TOKEN_ISSUER, aud: [TOKEN_AUDIENCE, 'outro-publico'] },
      { aud: TOKEN_AUDIENCE },
      { iss: TOKEN_ISSUER },
      {},
    ]) {
      expectRefusal(
        await profileWith(await sign({ ...claims, ...other }, secret, 'HS256')),
        401,
        messages.http.unauthenticated,
      );
    }
  });

  it('issues tokens that expire: HS256 with exp after iat, our issuer and audience', async () => {
    const { token } = await signUp(t);
    const [header, payload] = token.split('.');
    expect(decode(header).alg).toBe('HS256');
    const claims = decode(payload);
    expect(claims.exp - claims.iat).toBe(TOKEN_LIFETIME_SECONDS);
    expect(claims.exp).toBeGreaterThan(now());
    expect(claims).toMatchObject({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE });
  });
});
