import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { registerCustomer, type Customer } from '../support/e2e/accounts';
import { openApp } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';
import { eventually, pathOf, sidebar, storedToken, storeToken, waitForPath } from '../support/e2e/journey-helpers';

const { baseUrl } = inject('e2e');
const browser = useBrowser();
let customer: Customer;

beforeAll(async () => {
  customer = await registerCustomer(baseUrl, 'Rafael Gomes Barbosa');
});

const loginHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Olá! Que bom ter você aqui.' });

describe('route guards', () => {
  for (const path of ['/home', '/servicos', '/editar-perfil', '/admin', '/admin/usuarios']) {
    it(`a visitor opening ${path} goes to /login`, async () => {
      const { page } = browser.tab;
      await page.goto(path);
      await waitForPath(page, '/login');
      await loginHeading(page).waitFor();
      expect(await sidebar(page).count()).toBe(0);
    });
  }

  it('a customer opening /admin goes to /login and loses the stored token', async () => {
    const { page } = browser.tab;
    await storeToken(page, customer.token);
    await page.goto('/admin');
    await waitForPath(page, '/login');
    await loginHeading(page).waitFor();
    expect(await page.getByText('Página de Admin').count()).toBe(0);
    expect(await storedToken(page)).toBeNull();
  });

  it('a garbage token in storage on /home ends at /login, with the token removed', async () => {
    const { page } = browser.tab;
    await storeToken(page, 'isto-nao-e-um-token');
    await page.goto('/home');
    await waitForPath(page, '/login');
    await loginHeading(page).waitFor();
    expect(await storedToken(page)).toBeNull();
  });

  it('a signed-in customer opens /home, /servicos and /editar-perfil', async () => {
    const { page } = browser.tab;
    await storeToken(page, customer.token);
    await openApp(page, '/home');
    await page.getByRole('heading', { level: 1, name: 'Minhas marcas' }).waitFor();
    await sidebar(page).getByRole('link', { name: 'Serviços' }).click();
    await waitForPath(page, '/servicos');
    await page.getByRole('heading', { level: 1, name: 'Meus serviços' }).waitFor();
    expect(await sidebar(page).getByRole('link', { name: 'Serviços' }).getAttribute('data-active')).toBe('true');
    await sidebar(page).getByRole('link', { name: 'Editar perfil' }).click();
    await waitForPath(page, '/editar-perfil');
    await page.getByRole('heading', { level: 1, name: 'Meu perfil' }).waitFor();
  });
});

describe('the customer sidebar', () => {
  /** How much of the sidebar lies inside the window, horizontally. */
  const visibleWidth = (page: Page) =>
    sidebar(page).evaluate((nav) => {
      const box = nav.getBoundingClientRect();
      return Math.max(0, Math.min(box.right, window.innerWidth) - Math.max(box.left, 0));
    });

  it('at 390 px hides behind "Abrir menu", which opens it', async () => {
    const { page } = browser.tab;
    await page.setViewportSize({ width: 390, height: 844 });
    await storeToken(page, customer.token);
    await openApp(page, '/home');
    await page.getByRole('heading', { level: 1, name: 'Minhas marcas' }).waitFor();
    await sidebar(page).getByText('Olá, Rafael', { exact: true }).waitFor({ state: 'attached' });
    expect(await visibleWidth(page)).toBe(0);

    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    expect(await toggle.isVisible()).toBe(true);
    await toggle.click();
    await eventually(() => visibleWidth(page)).toBeGreaterThanOrEqual(300);
    await page.getByRole('button', { name: 'Fechar menu' }).waitFor();
    await sidebar(page).getByText('Olá, Rafael', { exact: true }).click({ trial: true });

    // Choosing an entry goes there and folds the menu away again.
    await sidebar(page).getByRole('link', { name: 'Serviços' }).click();
    await waitForPath(page, '/servicos');
    await eventually(() => visibleWidth(page)).toBe(0);
    await page.getByRole('button', { name: 'Abrir menu' }).waitFor();
  });

  it("at 390 px, folded away, it is also out of the keyboard's way", async () => {
    const { page } = browser.tab;
    await page.setViewportSize({ width: 390, height: 844 });
    await storeToken(page, customer.token);
    await openApp(page, '/home');
    await page.getByRole('heading', { level: 1, name: 'Minhas marcas' }).waitFor();
    expect(await visibleWidth(page)).toBe(0);
    // Tabbing from the top must not walk through links the customer cannot see.
    const focused: string[] = [];
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Tab');
      focused.push(
        await page.evaluate(() => {
          const element = document.activeElement;
          return element?.closest('nav[aria-label="Menu"]') ? `menu: ${element.textContent?.trim()}` : '';
        }),
      );
    }
    expect(focused.filter(Boolean), 'focus inside the folded sidebar').toEqual([]);
  });

  it('at 1280 px is visible without a toggle', async () => {
    const { page } = browser.tab;
    await storeToken(page, customer.token);
    await openApp(page, '/home');
    await page.getByRole('heading', { level: 1, name: 'Minhas marcas' }).waitFor();
    expect(await visibleWidth(page)).toBeGreaterThanOrEqual(200);
    await sidebar(page).getByText('Olá, Rafael', { exact: true }).click({ trial: true });
    expect(await page.getByRole('button', { name: /Abrir menu|Fechar menu/ }).isVisible()).toBe(false);
    expect(pathOf(page)).toBe('/home');
  });
});
