import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../src/server/admin/ensure-admin';
import { logIn, signUp } from '../support/api/accounts';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await ensureAdmin(t.db, 'admin@marcas.test', 'senha-do-admin-1');
  token = (await logIn(t, 'admin@marcas.test', 'senha-do-admin-1')).body.token;
  // A page of users with long names: well over 1 KB.
  for (let i = 0; i < 8; i += 1) await signUp(t, { fullName: `Maria ${'de Souza '.repeat(12)}Lima ${i}` });
});
afterAll(() => t.close());

const usersList = (acceptEncoding?: string) =>
  t.app.request('/api/admin/users', {
    headers: { authorization: `Bearer ${token}`, ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) },
  });

describe('JSON answers of 1 KB or more are compressed', () => {
  it('in brotli, then gzip, as the client accepts, decoding to the same JSON', async () => {
    const plain = await usersList();
    const plainText = await plain.text();
    expect(plainText.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();

    const brotli = await usersList('gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toBe('no-store');
    const brotliBody = Buffer.from(await brotli.arrayBuffer());
    expect(brotliBody.length).toBeLessThan(plainText.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotliBody).toString())).toEqual(JSON.parse(plainText));

    const gzipped = await usersList('gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString())).toEqual(JSON.parse(plainText));
  });

  it('leaves small answers and refusals as they are', async () => {
    // The admin's own (empty) brand list: a few bytes of JSON.
    const small = await t.app.request('/api/marcas/', {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' },
    });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ marcas: [] });
    const refused = await t.app.request('/api/admin/users', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(refused.status).toBe(401);
    expect(typeof (await refused.json()).erro).toBe('string');
  });
});
