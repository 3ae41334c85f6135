import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { isUploadRequest } from '../../src/server/documents/upload-limits';
import { MAX_JSON_DEPTH } from '../../src/server/http/json-body';
import { messages } from '../../src/shared/messages';
import { expectRefusal, signUp } from '../support/api/accounts';
import { personOwner } from '../support/api/brand-wizard';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
let customer: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signUp(t);
}, 60_000);
afterAll(() => t.close(), 30_000);

/** Every API route that takes a body, with its path parameters filled with the customer's own ids. */
function bodyRoutes() {
  const routes = new Set<string>();
  for (const route of t.app.routes) {
    if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) || !route.path.startsWith('/api/')) continue;
    routes.add(`${route.method} ${route.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, String(customer.marcaID))}`);
  }
  return [...routes].sort().map((route) => route.split(' ') as [string, string]);
}

// About 40 KB, under the body limit: the shape that used to overflow the validator's stack.
const nestedArrays = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
const nestedObjects = `${'{"a":'.repeat(6_000)}1${'}'.repeat(6_000)}`;
const nestedInAField = `{"email":"a@b.com","senha":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;

describe('deeply nested JSON', () => {
  it('finds the routes to attack', () => {
    expect(bodyRoutes().length).toBeGreaterThan(15);
  });

  it.each([
    ['nested arrays', nestedArrays],
    ['nested objects', nestedObjects],
    ['a nested value inside a normal body', nestedInAField],
  ])('%s: every JSON endpoint answers 400 in pt-BR, never a 5xx, signed in or not', async (_label, raw) => {
    const wrong: string[] = [];
    for (const [method, path] of bodyRoutes()) {
      for (const token of [undefined, customer.token]) {
        const answer = await t.call(method, path, { raw, token });
        const expected = isUploadRequest(method, path)
          ? answer.status >= 400 && answer.status < 500
          : answer.status === 400 && answer.body?.erro === messages.http.tooDeep;
        if (!expected)
          wrong.push(
            `${method} ${path} ${token ? 'com' : 'sem'} token → ${answer.status} ${JSON.stringify(answer.body).slice(0, 80)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it(`still accepts bodies nested up to ${MAX_JSON_DEPTH} levels where they are valid`, async () => {
    const owners = [personOwner('529.982.247-25', { nome: 'Maria', email: 'maria@exemplo.com.br' })];
    const paid = await signUp(t);
    await t.db.update(schema.marcas).set({ statusPagamento: 'Pago' }).where(eq(schema.marcas.id, paid.marcaID));
    const answer = await t.call('POST', `/api/marcas/${paid.marcaID}/proprietarios`, {
      body: owners,
      token: paid.token,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it('does not count brackets inside strings', async () => {
    const answer = await t.call('POST', '/api/login', { body: { email: 'a@b.com', senha: '['.repeat(500) } });
    expectRefusal(answer, 401, messages.login.invalidCredentials);
  });
});

describe('a JSON endpoint sent another content type', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])(
    'answers 415 to %s on every JSON endpoint',
    async (type) => {
      const wrong: string[] = [];
      for (const [method, path] of bodyRoutes()) {
        if (isUploadRequest(method, path)) continue;
        const answer = await t.call(method, path, {
          raw: 'email=a%40b.com&senha=x',
          token: customer.token,
          headers: { 'content-type': type },
        });
        if (answer.status !== 415 || answer.body?.erro !== messages.http.unsupportedMediaType)
          wrong.push(`${method} ${path} → ${answer.status}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('accepts application/json with a charset, and a POST without a body', async () => {
    const login = await t.call('POST', '/api/login', {
      raw: JSON.stringify({ email: 'a@b.com', senha: 'x' }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expectRefusal(login, 401, messages.login.invalidCredentials);
    const { token } = await signUp(t);
    expect((await t.call('POST', '/api/conta/sair', { token })).status).toBe(200);
  });
});

describe('a method the route does not have', () => {
  it.each([
    ['GET', '/api/login', 'POST'],
    ['DELETE', '/api/marcas/', 'GET, PUT'],
    ['POST', '/api/profile', 'GET, PATCH'],
    ['PUT', '/api/config', 'GET'],
    ['GET', '/api/profile/api/changePass', 'POST'],
    ['DELETE', '/api/pagamentos/prod', 'POST'],
  ])('%s %s answers 405 with Allow: %s', async (method, path, allowed) => {
    const answer = await t.call(method, path, { token: customer.token });
    expectRefusal(answer, 405, messages.http.methodNotAllowed);
    const allow = (answer.headers.get('allow') ?? '').split(/,\s*/).filter((item) => item !== 'HEAD');
    expect(allow.sort()).toEqual(allowed.split(', ').sort());
  });

  it('a path that does not exist under any method is still 404', async () => {
    expectRefusal(await t.call('GET', '/api/nada-aqui'), 404, messages.http.notFound);
  });
});

describe('the database unreachable', () => {
  it('answers 503 with Retry-After and a pt-BR message, never a stack trace', async () => {
    // Nothing listens on port 9: every query fails to connect.
    const client = postgres('postgres://ninguem@127.0.0.1:9/nada', { max: 1, connect_timeout: 2, onnotice: () => {} });
    const down = createApp({
      db: drizzle(client, { schema }) as unknown as Database,
      config: t.config,
      mailer: { send: async () => {} },
    });
    try {
      for (const [method, path, body] of [
        ['POST', '/api/login', { email: 'a@b.com', senha: 'qualquer-coisa' }],
        ['GET', '/api/profile/', undefined],
        ['PUT', '/api/marcas/', { planoID: 1 }],
      ] as const) {
        const response = await down.request(path, {
          method,
          headers: {
            authorization: `Bearer ${customer.token}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        expect(response.status, `${method} ${path}`).toBe(503);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        const text = await response.text();
        expect(JSON.parse(text)).toEqual({ erro: messages.http.unavailable });
        expect(text).not.toMatch(/ECONNREFUSED|at \w+ \(/);
      }
    } finally {
      await client.end({ timeout: 1 });
    }
  });
});

/** A TCP hop in front of PostgreSQL that can be cut and restored, as a network or database outage would. */
async function outageProxy(target: URL) {
  const sockets = new Set<Socket>();
  let down = false;
  const server: Server = createServer((client) => {
    if (down) return client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.runIf(process.env.TEST_DB === 'postgres')('PostgreSQL going away and coming back', () => {
  it('answers 503 while it is away and serves again by itself once it is back', async () => {
    const base = new URL(process.env.TEST_DATABASE_URL!);
    const name = `teste_queda_${randomBytes(5).toString('hex')}`;
    const admin = postgres(base.toString(), { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const proxy = await outageProxy(base);
    const viaProxy = new URL(base);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    viaProxy.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: viaProxy.toString(), dataDir: t.dataDir });
    const app = createApp({ db: handle.db, config: t.config, mailer: { send: async () => {} } });
    const login = () =>
      app.request('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@b.com', senha: 'qualquer-coisa' }),
      });
    try {
      expect((await login()).status).toBe(401);
      proxy.cut();
      const during = await login();
      expect(during.status).toBe(503);
      expect(during.headers.get('retry-after')).toBeTruthy();
      expect((await during.json()).erro).toBe(messages.http.unavailable);
      proxy.restore();
      await expect.poll(async () => (await login()).status, { timeout: 15_000, interval: 100 }).toBe(401);
    } finally {
      // Ending the client waits on its connections: cut them first, and do not wait on a stuck one.
      proxy.cut();
      await Promise.race([handle.close().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 2000))]);
      await proxy.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});
