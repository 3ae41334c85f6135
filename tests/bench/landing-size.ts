import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../e2e/support/browser';
import { freePort, repositoryRoot, startServerProcess } from '../e2e/support/server-process';

// What a visitor's browser downloads for the landing page, gzipped, against the budget.
const BUDGET_KB = { script: 150, stylesheet: 40 } as const;
const PAGES = ['/', '/blog', '/termosdeusos'];

const distDir = mkdtempSync(join(tmpdir(), 'marcas-bench-dist-'));
const dataDir = mkdtempSync(join(tmpdir(), 'marcas-bench-data-'));
execSync('npm run build', { cwd: repositoryRoot, stdio: 'ignore', env: { ...process.env, DIST_DIR: distDir } });
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = await startServerProcess({ ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir, PUBLIC_URL: baseUrl }, baseUrl);
const browser = await launchChromium();
let overBudget = false;

try {
  for (const path of PAGES) {
    const page = await browser.newPage();
    const loaded: Promise<{ kind: 'script' | 'stylesheet'; url: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      if (kind !== 'script' && kind !== 'stylesheet') return;
      loaded.push(response.body().then((body) => ({ kind, url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const files = await Promise.all(loaded);
    await page.close();

    console.log(`\n${path}`);
    for (const kind of ['script', 'stylesheet'] as const) {
      const ofKind = files.filter((file) => file.kind === kind);
      const totalKb = ofKind.reduce((sum, file) => sum + file.gzip, 0) / 1024;
      const withinBudget = path !== '/' || totalKb <= BUDGET_KB[kind];
      if (!withinBudget) overBudget = true;
      const budget = path === '/' ? ` (orçamento ${BUDGET_KB[kind]} KB: ${withinBudget ? 'ok' : 'ESTOURADO'})` : '';
      console.log(`  ${kind === 'script' ? 'JS ' : 'CSS'} ${totalKb.toFixed(1).padStart(6)} KB gzip em ${ofKind.length} arquivo(s)${budget}`);
      if (process.env.BENCH_VERBOSE) {
        for (const file of ofKind.sort((a, b) => b.gzip - a.gzip)) console.log(`      ${(file.gzip / 1024).toFixed(1).padStart(6)} KB ${file.url}`);
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(distDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = overBudget ? 1 : 0;
