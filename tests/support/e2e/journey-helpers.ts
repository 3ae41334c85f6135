import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PublicConfig } from '../../../src/shared/public-config';
import { animationsDone } from './navigation';

/** Small helpers shared by the journey tests (public site, account, password reset, guards). */

export const eventually = <T>(read: () => Promise<T> | T, timeout = 10_000) =>
  expect.poll(read, { timeout, interval: 50 });

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Waits until the address bar shows this path (any query). */
export const waitForPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);

export const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

/**
 * Puts a session token in the app's storage without going through a page of the app: a static file of
 * the same origin is enough to reach its localStorage.
 */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
}

/** The customer and admin sidebar. */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menu' });

/** The operator details the server put in the page (they come from its configuration). */
export const pageConfig = (page: Page) =>
  page.evaluate(() => JSON.parse(document.getElementById('app-config')?.textContent ?? '{}') as PublicConfig);

export async function apiLogin(
  baseUrl: string,
  email: string,
  senha: string,
): Promise<{ status: number; token?: string }> {
  const answer = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha }),
  });
  const body = (await answer.json()) as { token?: string };
  return { status: answer.status, token: body.token };
}

export async function apiProfile(
  baseUrl: string,
  token: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await fetch(`${baseUrl}/api/profile/`, { headers: { authorization: `Bearer ${token}` } });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/** Fills the login form of the landing page's modal (or the /login screen when `scope` is the page) and submits it. */
export async function submitLogin(
  scope: ReturnType<Page['getByRole']> | Page,
  email: string,
  password: string,
): Promise<void> {
  await scope.getByLabel('E-mail', { exact: true }).fill(email);
  await scope.getByLabel('Senha', { exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Entrar', exact: true }).click();
}

export const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Entrar' });
export const resetDialog = (page: Page) => page.getByRole('dialog', { name: 'Recuperar senha' });

/** Opens the login modal from the public header and waits past its opening transition. */
export async function openLoginModal(page: Page): Promise<void> {
  await page.locator('header').getByRole('button', { name: 'Login', exact: true }).click();
  await loginDialog(page).waitFor();
  await animationsDone(page);
}

/** "rgb(250, 82, 82)" → a red-dominant colour. */
export function isReddish(cssColor: string): boolean {
  const [r, g, b] = (cssColor.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return r >= 150 && r - g >= 60 && r - b >= 60;
}
