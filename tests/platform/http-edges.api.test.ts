import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../../src/server/app';
import { messages } from '../../src/shared/messages';
import { expectRefusal, signUp } from '../support/api/accounts';
import { newHolder } from '../support/api/people';
import type { ApiAnswer } from '../support/api/test-app';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t)).token;
}, 60_000);
afterAll(() => t.close(), 30_000);

function expectSecurityHeaders(answer: ApiAnswer) {
  const csp = answer.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('x-frame-options')).toMatch(/^(DENY|SAMEORIGIN)$/);
  expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
}

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/whatever'],
    ['GET', '/api/whatever/deeper/still'],
    ['POST', '/api/registrar'],
    ['DELETE', '/api/profile/api/changePass/other'],
    ['PUT', '/api/'],
  ])('%s %s answers a JSON 404, never HTML', async (method, path) => {
    const answer = await t.call(method, path, { token });
    expectRefusal(answer, 404, messages.http.notFound);
    expect(String(answer.body)).not.toMatch(/<html/i);
  });
});

describe('malformed and unexpected bodies', () => {
  it.each([
    ['/api/register', undefined],
    ['/api/login', undefined],
    ['/api/forgetPass', undefined],
    ['/api/resetPass', undefined],
    ['/api/profile/api/changePass', 'token'],
  ])('POST %s with broken JSON answers 400', async (path, auth) => {
    for (const raw of ['{"email":', '{email: "x"}', "{'a':1}", '{"a":1}}']) {
      expectRefusal(
        await t.call('POST', path, { raw, token: auth ? token : undefined }),
        400,
        messages.http.malformedJson,
      );
    }
  });

  it('PATCH /api/profile with broken JSON answers 400', async () => {
    expectRefusal(
      await t.call('PATCH', '/api/profile/', { raw: '{"Cidade": "Maceió"', token }),
      400,
      messages.http.malformedJson,
    );
  });

  it.each([
    ['an array', '[]'],
    ['null', 'null'],
    ['a string', '"texto"'],
    ['a number', '42'],
  ])('refuses %s as the body', async (_label, raw) => {
    expectRefusal(await t.call('POST', '/api/register', { raw }), 400, messages.http.bodyNotObject);
    expectRefusal(await t.call('POST', '/api/login', { raw }), 400, messages.http.bodyNotObject);
  });

  it('refuses fields of the wrong type with 400 and the field message, never 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ planoID: { id: 1 } }, messages.register.planUnknown],
      [{ planoID: [1, 2] }, messages.register.planUnknown],
      [{ planoID: true }, messages.register.planUnknown],
      [{ fullName: 42 }, messages.register.nameRequired],
      [{ fullName: ['Maria'] }, messages.register.nameRequired],
      [{ email: ['a@b.com'] }, messages.register.invalidEmail],
      [{ cpf: { numero: '1' } }, messages.register.invalidDocument],
      [{ phone: 82998765432 }, messages.register.invalidPhone],
      [{ password: 12345678 }, messages.register.passwordShort],
      [{ password: null }, messages.register.passwordShort],
    ];
    for (const [override, erro] of cases) {
      expectRefusal(await t.call('POST', '/api/register', { body: newHolder(override) }), 400, erro);
    }
  });

  it('refuses a NUL character, which the database cannot store, with 400', async () => {
    expectRefusal(
      await t.call('POST', '/api/register', { body: newHolder({ fullName: 'Ana\u0000Maria' }) }),
      400,
      messages.http.invalidCharacters,
    );
    expectRefusal(
      await t.call('POST', '/api/login', { body: { email: 'a\u0000b@c.com', senha: 'qualquer-1' } }),
      400,
      messages.http.invalidCharacters,
    );
    expectRefusal(
      await t.call('POST', '/api/forgetPass', { body: { email: 'a\u0000b@c.com' } }),
      400,
      messages.http.invalidCharacters,
    );
    expectRefusal(
      await t.call('PATCH', '/api/profile/', { token, body: { Cidade: 'Macei\u0000ó' } }),
      400,
      messages.http.invalidCharacters,
    );
  });

  it('refuses a body sent as another content type with 415 instead of reading it as empty', async () => {
    const answer = await t.call('POST', '/api/login', {
      raw: JSON.stringify({ email: 'a@b.com', senha: 'x' }),
      headers: { 'content-type': 'text/plain' },
    });
    expectRefusal(answer, 415, messages.http.unsupportedMediaType);
  });
});

describe('body size limit', () => {
  const oversized = JSON.stringify({ email: 'a@b.com', senha: 'x'.repeat(JSON_BODY_LIMIT + 1) });

  it('answers 413 to a body over the limit, declared or not', async () => {
    expectRefusal(await t.call('POST', '/api/login', { raw: oversized }), 413, messages.http.tooLarge);
    expectRefusal(
      await t.call('POST', '/api/login', { raw: oversized, headers: { 'content-length': String(oversized.length) } }),
      413,
      messages.http.tooLarge,
    );
    expectRefusal(await t.call('PATCH', '/api/profile/', { raw: oversized, token }), 413, messages.http.tooLarge);
    expectRefusal(
      await t.call('POST', '/api/register', { raw: `[${'1,'.repeat(JSON_BODY_LIMIT)}1]` }),
      413,
      messages.http.tooLarge,
    );
  });

  it('lets a body just under the limit through to validation', async () => {
    const body = { email: 'a@b.com', senha: 'x'.repeat(JSON_BODY_LIMIT - 100) };
    expect(JSON.stringify(body).length).toBeLessThan(JSON_BODY_LIMIT);
    const answer = await t.call('POST', '/api/login', { body });
    expectRefusal(answer, 400, messages.login.invalidCredentials);
  });
});

describe('headers on every answer', () => {
  it.each([
    ['a success', () => t.call('GET', '/api/config')],
    ['a validation refusal', () => t.call('POST', '/api/login', { body: {} })],
    ['a missing token', () => t.call('GET', '/api/profile/')],
    ['an unknown path', () => t.call('GET', '/api/nada')],
    ['a malformed body', () => t.call('POST', '/api/login', { raw: '{' })],
    ['an oversized body', () => t.call('POST', '/api/login', { raw: 'x'.repeat(JSON_BODY_LIMIT + 1) })],
    ['a path outside the API', () => t.call('GET', '/qualquer-coisa')],
  ])('sends the security headers on %s', async (_label, request) => {
    expectSecurityHeaders(await request());
  });

  it('keeps API answers out of caches', async () => {
    expect((await t.call('GET', '/api/profile/', { token })).headers.get('cache-control')).toBe('no-store');
    expect((await t.call('POST', '/api/login', { body: {} })).headers.get('cache-control')).toBe('no-store');
  });
});

describe('bad input never gets a 5xx', () => {
  const hostile = [
    '{}',
    '[]',
    'null',
    '0',
    '"texto"',
    '{"email": {}, "senha": []}',
    JSON.stringify({ email: 'a'.repeat(5000), senha: 'b'.repeat(5000) }),
    '{"token": 123, "newPassword": {}}',
    '{"__proto__": {"IsAdmin": true, "isAdmin": true}}',
    '{"constructor": {"prototype": {"IsAdmin": true}}}',
    '{"planoID": 9007199254740991, "fullName": "\\ud800", "email": "x@y.z", "cpf": "00000000000000", "phone": "00000000000", "password": "pppppppp"}',
    '{"Email": "x@y.z", "IsAdmin": null, "userID": null, "CPF": null}',
  ];
  const routes: [string, string, boolean][] = [
    ['POST', '/api/register', false],
    ['POST', '/api/login', false],
    ['POST', '/api/forgetPass', false],
    ['POST', '/api/resetPass', false],
    ['PATCH', '/api/profile/', true],
    ['POST', '/api/profile/api/changePass', true],
  ];

  it.each(routes)('%s %s answers every hostile body in JSON, refusals as 4xx with erro', async (method, path, auth) => {
    const { token: own } = await signUp(t);
    for (const raw of hostile) {
      const answer = await t.call(method, path, { raw, token: auth ? own : undefined });
      expect(answer.status, `${raw} -> ${JSON.stringify(answer.body)}`).toBeLessThan(500);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      if (answer.status >= 400) expectRefusal(answer, answer.status);
    }
  });

  it('a prototype-polluting body does not make anyone an admin', async () => {
    const { token: own } = await signUp(t);
    await t.call('PATCH', '/api/profile/', { raw: '{"__proto__": {"IsAdmin": true}}', token: own });
    await t.call('POST', '/api/register', { raw: '{"__proto__": {"isAdmin": true}}' });
    expect((await t.call('GET', '/api/profile/', { token: own })).body.IsAdmin).toBe(false);
    expect(({} as { IsAdmin?: boolean; isAdmin?: boolean }).IsAdmin).toBeUndefined();
    expect(({} as { IsAdmin?: boolean; isAdmin?: boolean }).isAdmin).toBeUndefined();
  });
});
