import type { Page } from 'playwright-core';

/**
 * Opens a page of the app and waits until React has taken over #root: prerendered pages show their HTML
 * before that, and a click on them would be lost.
 */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}
