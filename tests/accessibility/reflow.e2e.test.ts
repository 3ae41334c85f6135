import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { brokenWords, clippedText, dialogOverflow, setTextSize, sidewaysOverflow } from '../support/e2e/a11y-helpers';
import {
  checkCheckoutAndWizard,
  checkDetailsDialogs,
  checkPaths,
  checkServiceSteps,
  type PageCheck,
} from '../support/e2e/a11y-pages';
import { apiLogin, storeToken } from '../support/e2e/journey-helpers';
import { serviceCustomer } from '../support/e2e/service-helpers';
import { useBrowser } from '../support/e2e/use-browser';

/**
 * Reflow (WCAG 1.4.4 and 1.4.10): with the browser's text size at 200% on a 390 px phone, and with the page zoomed
 * to 400% on a 1280 px screen (a 320 CSS px viewport), no page or dialog scrolls sideways, no text is cut off, and
 * a button's label wraps between words.
 */

const PUBLIC_PAGES = ['/', '/blog', '/termosdeusos', '/privacidade', '/pagina-que-nao-existe', '/confirmplan?planId=1'];

/**
 * The page's sideways scroll, what pokes out of the screen or of an open dialog, the text cut off, and a button
 * label breaking a word that would fit whole on a line.
 */
const reflowProblems: PageCheck = async (page) => {
  const overflow = await sidewaysOverflow(page);
  return [
    ...(overflow.scrollWidth > overflow.width ? [`page ${overflow.scrollWidth} px wide in ${overflow.width}`] : []),
    ...overflow.out.map((element) => `past the screen: ${element}`),
    ...(await dialogOverflow(page)),
    ...(await clippedText(page)).map((element) => `cut off: ${element}`),
    ...(await brokenWords(page)).map((word) => `word broken: ${word}`),
  ];
};

/** The customer area (home, services, profile), the service form asking for the holder, and the back office's Mensagens. */
async function customerArea(page: Page) {
  const { baseUrl, admin } = inject('e2e');
  const customer = await serviceCustomer(6);
  await storeToken(page, customer.token);
  const found = await checkPaths(
    page,
    ['/home', '/servicos', '/editar-perfil', `/novo-servico?marcaId=${customer.servicoId}`],
    reflowProblems,
  );
  const { token } = await apiLogin(baseUrl, admin.email, admin.password);
  await storeToken(page, token!);
  return { ...found, ...(await checkPaths(page, ['/admin/equipe?aba=mensagens'], reflowProblems)) };
}

/** The public pages, the checkout and every step of the brand wizard. */
async function publicAndWizard(page: Page) {
  return {
    ...(await checkPaths(page, PUBLIC_PAGES, reflowProblems)),
    ...(await checkCheckoutAndWizard(page, reflowProblems)),
  };
}

/** The customer area, the service's steps and the details dialogs, open. */
async function areaAndDialogs(page: Page) {
  return {
    ...(await customerArea(page)),
    ...(await checkServiceSteps(page, reflowProblems)),
    ...(await checkDetailsDialogs(page, reflowProblems)),
  };
}

describe('text at 200% on a 390 px phone', () => {
  const browser = useBrowser({ viewport: { width: 390, height: 844 } });

  it('no public, checkout or brand wizard page scrolls sideways or cuts text off', async () => {
    await setTextSize(browser.page, 200);
    expect(await publicAndWizard(browser.page)).toEqual({});
  });

  it('nor the customer area, the service steps or the details dialogs', async () => {
    await setTextSize(browser.page, 200);
    expect(await areaAndDialogs(browser.page)).toEqual({});
  });
});

describe('zoom at 400% on a 1280 px screen (320 CSS px)', () => {
  const browser = useBrowser({ viewport: { width: 320, height: 200 } });

  it('no public, checkout or brand wizard page scrolls sideways or cuts text off', async () => {
    expect(await publicAndWizard(browser.page)).toEqual({});
  });

  it('nor the customer area, the service steps or the details dialogs', async () => {
    expect(await areaAndDialogs(browser.page)).toEqual({});
  });
});
