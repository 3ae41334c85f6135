import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { openApp } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';

const { baseUrl } = inject('e2e');
const browser = useBrowser({ viewport: { width: 390, height: 844 } });

/** The landing page's HTML as a phone first downloads it: compressed with brotli, before any JavaScript. */
const LANDING_BROTLI_BUDGET_KB = 15;

/** The bytes of the answer as they travel, not decompressed (fetch would decompress them). */
function bytesAsSent(path: string, acceptEncoding: string): Promise<{ encoding?: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const answer = request(`${baseUrl}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes }));
      response.on('error', reject);
    });
    answer.on('error', reject);
    answer.end();
  });
}

describe('the landing page paints as soon as its HTML arrives', () => {
  it(`is sent in under ${LANDING_BROTLI_BUDGET_KB} KB of brotli`, async () => {
    const { encoding, bytes } = await bytesAsSent('/', 'gzip, deflate, br');
    expect(encoding).toBe('br');
    const kilobytes = bytes / 1024;
    expect(
      kilobytes,
      `/ as sent is ${kilobytes.toFixed(1)} KB of brotli, over its budget of ${LANDING_BROTLI_BUDGET_KB} KB: ` +
        'a phone on a slow network waits for every byte before the first paint (docs/performance.md)',
    ).toBeLessThan(LANDING_BROTLI_BUDGET_KB);
  });

  it('downloads no code or stylesheet before its first paint, then the whole sheet and the app, which takes over', async () => {
    const { page } = browser.tab;
    await openApp(page, '/');
    const wholeSheet = await page.locator('style[data-whole-sheet]').getAttribute('data-whole-sheet');
    expect(wholeSheet).toMatch(/^\/assets\/index-[\w-]+\.css$/);
    await expect
      .poll(() => page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? '')), { timeout: 30_000 })
      .toContain(`${baseUrl}${wholeSheet}`);
    const early = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname) && entry.startTime < paint)
        .map((entry) => entry.name);
    });
    expect(early, 'scripts or stylesheets requested before the first paint').toEqual([]);
    await page
      .getByRole('heading', { level: 1, name: 'Sua marca protegida no INPI, com rapidez e segurança' })
      .waitFor();
  });
});
