import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '../../src/shared/public-config';
import { renderedCache } from '../../src/server/web/rendered-cache';

// A restart takes the pages an earlier start rendered only when they would come out the same: the same build and
// the same public configuration (company name, contacts...). Anything else renders them again.

let distDir: string;
let cacheDir: string;
const pages = {
  shell: Buffer.from('<html>Empresa A</html>'),
  pages: [['/', Buffer.from('<h1>Registre sua marca</h1>')]],
};

beforeEach(() => {
  distDir = mkdtempSync(join(tmpdir(), 'marcas-dist-'));
  cacheDir = join(mkdtempSync(join(tmpdir(), 'marcas-data-')), 'paginas');
  for (const folder of ['server-render/assets', 'server', 'client'])
    mkdirSync(join(distDir, folder), { recursive: true });
  writeFileSync(join(distDir, 'server-render/entry-server.js'), 'export const render = 1;');
  writeFileSync(join(distDir, 'server-render/assets/home-abc.js'), 'export const home = 1;');
  writeFileSync(join(distDir, 'server/main.js'), 'start();');
  writeFileSync(join(distDir, 'client/index.html'), '<!doctype html>');
});
afterEach(() => {
  rmSync(distDir, { recursive: true, force: true });
  rmSync(join(cacheDir, '..'), { recursive: true, force: true });
});

const cacheOf = (config = defaultPublicConfig) => renderedCache<typeof pages>(distDir, config, cacheDir, 'site');

describe('the pages kept from an earlier start', () => {
  it('come back, bytes and all, for the same build and configuration', () => {
    expect(cacheOf().read()).toBeUndefined();
    cacheOf().write(pages);
    const kept = cacheOf().read()!;
    expect(Buffer.from(kept.shell).toString()).toBe('<html>Empresa A</html>');
    expect(kept.pages.map(([path, body]) => [path, Buffer.from(body as Uint8Array).toString()])).toEqual([
      ['/', '<h1>Registre sua marca</h1>'],
    ]);
  });

  it('are not used once the public configuration changes', () => {
    cacheOf().write(pages);
    expect(cacheOf({ ...defaultPublicConfig, companyName: 'Outra Empresa Ltda.' }).read()).toBeUndefined();
  });

  it('are not used after a new build, even of a lazily loaded chunk, and only the latest rendering is kept', () => {
    cacheOf().write(pages);
    const later = new Date(Date.now() + 60_000);
    writeFileSync(join(distDir, 'server-render/assets/home-abc.js'), 'export const home = 2;');
    utimesSync(join(distDir, 'server-render/assets/home-abc.js'), later, later);
    expect(cacheOf().read()).toBeUndefined();
    cacheOf().write(pages);
    expect(readdirSync(cacheDir)).toHaveLength(1);
  });

  it('are rendered again when the kept file cannot be read', () => {
    cacheOf().write(pages);
    const [file] = readdirSync(cacheDir);
    writeFileSync(join(cacheDir, file), 'não é uma serialização');
    expect(cacheOf().read()).toBeUndefined();
  });
});
