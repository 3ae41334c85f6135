import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

// Debian's Chromium: `npx playwright install` cannot download here (DESIGN.md). Its headless shell (package
// chromium-headless-shell, what Playwright itself runs for headless tests) loads a page of the app with about a
// third of the full browser's CPU (the browser was two thirds of `npm test`'s CPU time); the full
// browser is the fallback where the shell is not installed.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = () =>
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
}

/** What went wrong inside the page: uncaught exceptions fail a test; console errors are there to inspect. */
export interface PageProblems {
  pageErrors: Error[];
  consoleErrors: string[];
}

export interface BrowserTab {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
}

/** A fresh context (no cookies or storage from other tests) in pt-BR, with one page whose problems are collected. */
export async function openTab(
  browser: Browser,
  baseURL: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<BrowserTab> {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  // Long enough for a screen on a busy machine (CI shares its cores), still well under the 60 s test
  // timeout, so a missing element fails with its own message.
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const problems: PageProblems = { pageErrors: [], consoleErrors: [] };
  page.on('pageerror', (error) => problems.pageErrors.push(error));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  return { context, page, problems };
}
