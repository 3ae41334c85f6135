import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage } from '../support/e2e/a11y-helpers';
import { storeToken } from '../support/e2e/journey-helpers';
import { registerCustomer } from '../support/e2e/accounts';
import { useBrowser } from '../support/e2e/use-browser';

/** "Reduzir movimento" in the system stops Mantine's transitions too: the phone menu, the burger, the blog's articles. */

const { baseUrl } = inject('e2e');
const browser = useBrowser({ viewport: { width: 390, height: 844 } });

/**
 * The longest transition on the burger's lines and on the menu panel, in ms. Mantine's AppShell starts marked as
 * resizing, with no transitions, and drops the mark a moment after it mounts: read once it has (a busy machine
 * read the mark's 0 ms).
 */
const menuTransitionMs = async (page: Page) => {
  await page.locator('.mantine-AppShell-root:not([data-resizing])').waitFor();
  return page.evaluate(() => {
    const ms = (element: Element | null) =>
      element
        ? Math.max(
            ...getComputedStyle(element)
              .transitionDuration.split(',')
              .map((part) => parseFloat(part) * (part.trim().endsWith('ms') ? 1 : 1000)),
          )
        : -1;
    const burger = document.querySelector('button[aria-controls] .mantine-Burger-burger');
    const navbar = document.querySelector('.mantine-AppShell-navbar');
    return { burger: ms(burger), navbar: ms(navbar) };
  });
};

describe('reduced motion', () => {
  it('the phone menu and its burger move without transition only when the system asks for less motion', async () => {
    const { page } = browser.tab;
    const customer = await registerCustomer(baseUrl);
    await storeToken(page, customer.token);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openPage(page, '/home');
    const moving = await menuTransitionMs(page);
    expect(moving.burger).toBeGreaterThan(50);
    expect(moving.navbar).toBeGreaterThan(50);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/home');
    const still = await menuTransitionMs(page);
    expect(still.burger).toBeGreaterThanOrEqual(0);
    expect(still.burger).toBeLessThan(1);
    expect(still.navbar).toBeGreaterThanOrEqual(0);
    expect(still.navbar).toBeLessThan(1);
    const menuButton = page.getByRole('button', { name: 'Abrir menu' });
    await menuButton.click();
    expect(await page.getByRole('button', { name: 'Fechar menu' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('a blog article opens at its full height at once', async () => {
    const { page } = browser.tab;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/blog');
    const open = page.getByRole('button', { name: 'Ler artigo completo' }).first();
    const bodyId = (await open.getAttribute('aria-controls'))!;
    await open.click();
    // Read in the same frame as the click's render: no height is animating.
    const sizes = await page.evaluate((id) => {
      const body = document.getElementById(id)!;
      return { shown: body.getBoundingClientRect().height, full: body.scrollHeight };
    }, bodyId);
    expect(sizes.shown).toBeGreaterThan(0);
    // The box's height is fractional, scrollHeight a whole number.
    expect(Math.abs(sizes.shown - sizes.full)).toBeLessThan(1);
  });
});
