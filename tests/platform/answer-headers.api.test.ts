import { createAdaptorServer } from '@hono/node-server';
import { once } from 'node:events';
import type { AddressInfo, Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../support/api/accounts';
import { createTestApp, UUID, type TestApp } from '../support/api/test-app';

// The server writes the headers every answer shares straight on Node's response (http/answer-headers.ts), and
// in process (`app.request`, every other API test) on the finished answer: both must send the same.

let t: TestApp;
let server: Server;
let origin: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t)).token;
  server = createAdaptorServer({ fetch: t.app.fetch }) as Server;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  server.close();
  await t.close();
}, 30_000);

/** What changes between two answers to the same call. */
const VARYING = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
const shared = (headers: Headers) => Object.fromEntries([...headers].filter(([name]) => !VARYING.has(name)));

const calls: Array<[string, string, Record<string, string>]> = [
  ['the customer list', '/api/marcas/', { authorization: 'Bearer <token>' }],
  ['a refusal without a session', '/api/profile/', {}],
  ['an unknown API path', '/api/nada-aqui', {}],
  ['a page outside the API', '/healthz', {}],
];

describe('the headers every answer carries, over a real connection', () => {
  it.each(calls)('%s: the same as in process', async (_name, path, given) => {
    const headers = Object.fromEntries(
      Object.entries(given).map(([name, value]) => [name, value.replace('<token>', token)]),
    );
    const overHttp = await fetch(`${origin}${path}`, { headers });
    const inProcess = await t.app.request(path, { headers });
    expect(overHttp.status).toBe(inProcess.status);
    expect(shared(overHttp.headers)).toEqual(shared(inProcess.headers));
    expect(overHttp.headers.get('x-request-id')).toMatch(UUID);
  });

  it('security headers on every answer; no-store and Vary on the API only', async () => {
    const api = await fetch(`${origin}/api/marcas/`, { headers: { authorization: `Bearer ${token}` } });
    expect(api.status).toBe(200);
    expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('vary')).toBe('Accept-Encoding');
    const health = await fetch(`${origin}/healthz`);
    expect(health.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(health.headers.get('vary')).toBeNull();
  });

  it("keeps the proxy's request id", async () => {
    const answer = await fetch(`${origin}/api/config`, { headers: { 'x-request-id': 'proxy-abc-12345' } });
    expect(answer.headers.get('x-request-id')).toBe('proxy-abc-12345');
  });
});
