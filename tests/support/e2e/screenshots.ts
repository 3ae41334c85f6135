import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Where the browser tests keep screenshots of the screens they walk through, for a person to look at. */
export const screenshotsDir = process.env.E2E_SCREENSHOTS_DIR;

/**
 * A screenshot in E2E_SCREENSHOTS_DIR as `{name}-{width}.png`, once the page's animations end; nothing when the
 * variable is not set, as in `npm test`: encoding a whole page as PNG costs the browser as much as drawing it.
 */
export async function keepScreenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (!screenshotsDir) return;
  mkdirSync(screenshotsDir, { recursive: true });
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  await page.screenshot({ path: join(screenshotsDir, `${name}-${page.viewportSize()!.width}.png`), fullPage });
}
