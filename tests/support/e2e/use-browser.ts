import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, openTab, type BrowserTab } from './browser';
import './e2e-context';

/**
 * Registers the hooks of a browser test file: one Chromium for the file, a fresh tab per test, and a
 * failure when the page threw an uncaught error. Read `tab.page` inside tests.
 */
export function useBrowser(options: { viewport?: { width: number; height: number } } = {}) {
  const { baseUrl } = inject('e2e');
  let browser: Browser | undefined;
  let current: BrowserTab | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    current = await openTab(browser!, baseUrl, options);
  });
  afterEach(async () => {
    const problems = current?.problems;
    await current?.context.close();
    current = undefined;
    expect(
      problems?.pageErrors.map((error) => error.stack ?? error.message) ?? [],
      'uncaught errors in the page',
    ).toEqual([]);
  });

  return {
    get tab(): BrowserTab {
      if (!current) throw new Error('useBrowser: the tab exists only while a test runs');
      return current;
    },
    get page() {
      return this.tab.page;
    },
  };
}
