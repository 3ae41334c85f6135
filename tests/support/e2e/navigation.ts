import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { REDRAW_ATTRIBUTE } from '../../../src/shared/page-marks';

/**
 * Opens a page of the app and waits until React has taken over #root: prerendered pages show their HTML
 * before that, and a click on them would be lost. A page the browser draws again (REDRAW_ATTRIBUTE) is taken
 * over once React's own elements have replaced the server's.
 */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appTookOver(page);
}

/** Waits until React has taken over the page the browser shows, e.g. one a plain link loaded. */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction((redraw) => {
    const root = document.getElementById('root');
    const isReacts = (node: Node | null | undefined) =>
      !!node && Object.keys(node).some((key) => key.startsWith('__react'));
    if (!root || !Object.keys(root).some((key) => key.startsWith('__reactContainer$'))) return false;
    return !root.hasAttribute(redraw) || isReacts(root.firstElementChild);
  }, REDRAW_ATTRIBUTE);
}

/** Waits until no transition or finite animation runs on the page, e.g. until a modal has finished opening. */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Waits until the page's main thread is idle: what React does after hydrating (its commit, its effects) is done. */
export async function mainThreadIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/** Waits until the server has drawn the plans' sign-up pages, which it does just after it starts listening. */
export async function signUpPagesDrawn(baseUrl: string): Promise<void> {
  await expect
    .poll(() => fetch(`${baseUrl}/confirmplan?planId=1`).then((answer) => answer.text()), {
      timeout: 30_000,
      interval: 100,
    })
    .toContain(REDRAW_ATTRIBUTE);
}
