import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressInMemory } from '../../src/server/web/compressed-body';
import { webRoutes } from '../../src/server/web/routes';
import { loadStaticFiles } from '../../src/server/web/static-files';

const script = Buffer.from(`console.log(${JSON.stringify('registre sua marca '.repeat(400))});`);
const logo = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(200)}</svg>`);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array(2000).fill(7)]);
const landing = `<!doctype html><html lang="pt-BR"><body>${'<p>Registre sua marca no INPI</p>'.repeat(300)}</body></html>`;
const shell = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>';
const checkoutShell =
  '<!doctype html><html lang="pt-BR"><head><link rel="modulepreload" href="/assets/CheckoutLayout-x.js"></head><body><div id="root"></div></body></html>';
const signUpPage =
  '<!doctype html><html lang="pt-BR"><body><div id="root" data-redraw><h1>Contratar Essencial</h1></div></body></html>';

let clientDir: string;
let app: Hono;

beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'marcas-static-'));
  mkdirSync(join(clientDir, 'assets'));
  mkdirSync(join(clientDir, 'clientes'));
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), script);
  // The build's own brotli and gzip files are served as they are.
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(clientDir, 'logo.svg'), logo);
  writeFileSync(join(clientDir, 'clientes', 'foto.png'), png);
  writeFileSync(join(clientDir, 'index.html'), shell);
  app = new Hono();
  const pages = new Map([
    ['/', compressInMemory(Buffer.from(landing))],
    ['/confirmplan?planId=1', compressInMemory(Buffer.from(signUpPage))],
  ]);
  app.route(
    '/',
    webRoutes({
      files: loadStaticFiles(clientDir),
      pages,
      shell: compressInMemory(Buffer.from(shell)),
      checkoutShell: compressInMemory(Buffer.from(checkoutShell)),
    }),
  );
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const bytes = async (answer: Response) => Buffer.from(await answer.arrayBuffer());

describe('the built client is served compressed, cached and revalidated', () => {
  it('sends brotli to a browser that accepts it, and the bytes decode to the file', async () => {
    const answer = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(answer.headers.get('content-type')).toMatch(/javascript/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(answer);
    expect(body.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(body).equals(script)).toBe(true);
  });

  it('sends gzip where brotli is not accepted, and the plain file where nothing is', async () => {
    const gzipped = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzipped)).equals(script)).toBe(true);
    const refused = await get('/assets/index-abc123.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect((await bytes(refused)).equals(script)).toBe(true);
  });

  it('compresses files the build left plain (the logo) and gives them a validator and a day of cache', async () => {
    const answer = await get('/logo.svg', { 'accept-encoding': 'br' });
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(answer)).equals(logo)).toBe(true);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400, must-revalidate');
    expect(answer.headers.get('etag')).toMatch(/^"[\w-]+"$/);
  });

  it('answers 304 without a body to a repeated request with its validator, weak or strong', async () => {
    const first = await get('/clientes/foto.png');
    const etag = first.headers.get('etag')!;
    expect((await bytes(first)).equals(png)).toBe(true);
    expect(first.headers.get('content-encoding')).toBeNull();
    for (const validator of [etag, `W/${etag}`, `"outro", ${etag}`]) {
      const again = await get('/clientes/foto.png', { 'if-none-match': validator });
      expect(again.status).toBe(304);
      expect((await bytes(again)).length).toBe(0);
      expect(again.headers.get('etag')).toBe(etag);
    }
    expect((await get('/clientes/foto.png', { 'if-none-match': '"outro"' })).status).toBe(200);
  });

  it('serves prerendered pages and the SPA shell with an ETag, revalidated on every visit', async () => {
    const page = await get('/', { 'accept-encoding': 'br' });
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(await bytes(page)).toString()).toBe(landing);
    expect((await get('/', { 'if-none-match': page.headers.get('etag')! })).status).toBe(304);
    const deepLink = await get('/home');
    expect(await deepLink.text()).toBe(shell);
    expect(deepLink.headers.get('etag')).toMatch(/^"/);
  });

  it("serves a page drawn for one query (a plan's sign-up page) for exactly that query, other pages whatever the query", async () => {
    expect(await (await get('/confirmplan?planId=1')).text()).toBe(signUpPage);
    expect(await (await get('/confirmplan?planId=1&utm_source=newsletter')).text()).toBe(checkoutShell);
    expect(await (await get('/confirmplan?planId=2')).text()).toBe(checkoutShell);
    expect(await (await get('/confirmplan')).text()).toBe(checkoutShell);
    expect(await (await get('/?utm_source=newsletter')).text()).toBe(landing);
  });

  it('answers a missing asset with 404, not with the HTML shell', async () => {
    const answer = await get('/assets/old-chunk-123.js');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('Arquivo não encontrado');
  });
});
