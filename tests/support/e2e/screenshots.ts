import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * A full-page screenshot in `dir` as `{name}-{width}.png`, once the page's animations end, for a person to look at;
 * nothing when `dir` is not set (the test files read it from an environment variable).
 */
export async function keepScreenshot(page: Page, dir: string | undefined, name: string) {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  await page.screenshot({ path: join(dir, `${name}-${page.viewportSize()!.width}.png`), fullPage: true });
}
