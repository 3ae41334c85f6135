import { afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, openTab, type BrowserTab } from './browser';
import './e2e-context';

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for every file this worker runs (the browser project keeps its worker from file to file), launched
 * again only if it went away. Launching one costs the browser about 0.6 s of CPU, and a file with several describe
 * blocks launched several. It ends with the worker: Chromium quits when the pipe to its driver closes.
 */
function sharedChromium(): Promise<Browser> {
  if (!shared) {
    const launching = launchChromium();
    shared = launching;
    launching.then(
      (browser) => browser.on('disconnected', () => (shared = undefined)),
      () => (shared = undefined),
    );
  }
  return shared;
}

/**
 * Registers the hooks of a browser test file: the worker's Chromium, a fresh context and tab per test (no cookies
 * or storage from another test), and a failure when the page threw an uncaught error. Read `tab.page` inside tests.
 */
export function useBrowser(options: { viewport?: { width: number; height: number } } = {}) {
  const { baseUrl } = inject('e2e');
  let browser: Browser | undefined;
  let current: BrowserTab | undefined;

  beforeAll(async () => {
    browser = await sharedChromium();
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
