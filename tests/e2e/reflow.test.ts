import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { clippedText, openPage, setTextSize, sidewaysOverflow } from './a11y-helpers';
import { customerAt, signIn } from './brand-wizard-helpers';
import { registerCustomer } from './support/accounts';
import { serviceCustomer } from './service-helpers';
import { apiLogin, storeToken } from './journey-helpers';
import { call } from './brand-wizard-helpers';
import { useBrowser } from './support/use-browser';
import type { Page } from 'playwright-core';

/**
 * Reflow (WCAG 1.4.4 and 1.4.10): with the browser's text size at 200% on a 390 px phone, and with the page zoomed
 * to 400% on a 1280 px screen (a 320 CSS px viewport), no page scrolls sideways and no text is cut off.
 */

const PUBLIC_PAGES = ['/', '/blog', '/termosdeusos', '/privacidade', '/pagina-que-nao-existe', '/confirmplan?planId=1'];

/** Each page's sideways scroll and clipped text; an empty record when every page holds. */
async function problemsOn(page: Page, paths: string[]) {
  const problems: Record<string, unknown> = {};
  for (const path of paths) {
    await openPage(page, path);
    const overflow = await sidewaysOverflow(page);
    const clipped = await clippedText(page);
    if (overflow.scrollWidth > overflow.width || overflow.out.length > 0 || clipped.length > 0)
      problems[path] = { ...overflow, clipped };
  }
  return problems;
}

/** The public pages, the checkout (sign-up, catalogue, payment) and every step of the brand wizard. */
async function everyPage(page: Page) {
  const { baseUrl } = inject('e2e');
  const problems = await problemsOn(page, PUBLIC_PAGES);
  // An order not paid yet: the payment page shows its methods.
  const buyer = await registerCustomer(baseUrl);
  const { marcas } = await call<{ marcas: Array<{ id: number }> }>(buyer.token, '/marcas/');
  await signIn(page, buyer);
  Object.assign(problems, await problemsOn(page, ['/new-marca', `/payment?tipo=marca&id=${marcas[0]!.id}`]));
  // Every step saved: each page of the wizard can be opened.
  const customer = await customerAt('confirmacao');
  await signIn(page, customer);
  const steps = ['/titular', '/add-titular', '/procuracao', '/marca', '/arquivos', '/confirmacao-marca'];
  Object.assign(
    problems,
    await problemsOn(
      page,
      steps.map((step) => `${step}?marcaId=${customer.marcaId}`),
    ),
  );
  Object.assign(problems, await customerAreaProblems(page));
  return problems;
}

/** The customer area (home, services, profile), the service form asking for the holder, and the back office's Mensagens. */
async function customerAreaProblems(page: Page) {
  const { baseUrl, admin } = inject('e2e');
  const customer = await serviceCustomer(6);
  await storeToken(page, customer.token);
  const problems = await problemsOn(page, [
    '/home',
    '/servicos',
    '/editar-perfil',
    `/novo-servico?marcaId=${customer.servicoId}`,
  ]);
  const { token } = await apiLogin(baseUrl, admin.email, admin.password);
  await storeToken(page, token!);
  return { ...problems, ...(await problemsOn(page, ['/admin/equipe?aba=mensagens'])) };
}

describe('text at 200% on a 390 px phone', () => {
  const browser = useBrowser({ viewport: { width: 390, height: 844 } });

  it('no public, checkout or wizard page scrolls sideways or cuts text off', { timeout: 300_000 }, async () => {
    await setTextSize(browser.page, 200);
    expect(await everyPage(browser.page)).toEqual({});
  });
});

describe('zoom at 400% on a 1280 px screen (320 CSS px)', () => {
  const browser = useBrowser({ viewport: { width: 320, height: 200 } });

  it('no public, checkout or wizard page scrolls sideways or cuts text off', { timeout: 300_000 }, async () => {
    expect(await everyPage(browser.page)).toEqual({});
  });
});
