import { launchChromium } from '../support/e2e/browser';
import type { BenchRow } from './support/report';

const TARGET = { kilobytes: 150, requests: 15 } as const;

/** What a phone downloads for a page on a first visit: every request and its bytes on the wire (compressed). */
export async function benchLandingTransfer(baseUrl: string): Promise<BenchRow[]> {
  const browser = await launchChromium();
  const rows: BenchRow[] = [];
  try {
    for (const path of ['/', '/blog', '/confirmplan?planId=1']) {
      const page = await browser.newPage();
      const finished: Promise<number>[] = [];
      page.on('requestfinished', (request) =>
        finished.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize)),
      );
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      // A prerendered page fetches its app only after painting, maybe after the network has gone quiet once:
      // count the visit when the app chunk has come and the network is quiet again.
      await page.waitForFunction(
        () => performance.getEntriesByType('resource').some((entry) => /\/assets\/app-[^/]*\.js$/.test(entry.name)),
        undefined,
        { timeout: 60_000 },
      );
      for (let seen = -1; seen !== finished.length;) {
        seen = finished.length;
        await page.waitForTimeout(500); // networkidle's own quiet half second: load state "networkidle" fires only once
      }
      const sizes = await Promise.all(finished);
      await page.close();
      const kilobytes = sizes.reduce((sum, size) => sum + size, 0) / 1024;
      const checked = path === '/';
      rows.push({
        figure: `${path}: bytes e pedidos (comprimidos)`,
        measured: `${kilobytes.toFixed(0)} KB, ${sizes.length} pedidos`,
        target: checked ? `≤ ${TARGET.kilobytes} KB, ≤ ${TARGET.requests}` : '',
        ok: !checked || (kilobytes <= TARGET.kilobytes && sizes.length <= TARGET.requests),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
