import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  brokenWords,
  clippedText,
  dialogOverflow,
  PHONE,
  redrawn,
  setTextSize,
  sidewaysOverflow,
  smallTouchTargets,
} from '../support/e2e/a11y-helpers';
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
 * On a 390 px phone every control a finger must hit is at least 44 × 44 CSS px (links inside a sentence aside).
 * Reflow (WCAG 1.4.4 and 1.4.10): with the browser's text size at 200% on that phone, and with the page zoomed to
 * 400% on a 1280 px screen (a 320 CSS px viewport), no page or dialog scrolls sideways, no text is cut off, and a
 * button's label wraps between words. Each page is opened once and read in the three ways: the text size and the
 * viewport change on the open page, as when a person changes them, and the page lays itself out again.
 */

const browser = useBrowser({ viewport: PHONE });
const ZOOMED = { width: 320, height: 200 };

const PUBLIC_PAGES = [
  '/',
  '/blog',
  '/termosdeusos',
  '/privacidade',
  '/pagina-que-nao-existe',
  '/confirmplan?planId=1',
  '/login',
];

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

const TOUCH = 'smaller than 44 × 44 px at 390 px';
const TEXT_200 = 'with text at 200% at 390 px';
const ZOOM_400 = 'zoomed to 400% (320 px)';

/** The page as it shows at 390 px, then with text at 200%, then at 320 px: each finding named by its promise. */
const phoneProblems: PageCheck = async (page) => {
  const small = await smallTouchTargets(page);
  await setTextSize(page, 200);
  await redrawn(page);
  const largeText = await reflowProblems(page);
  await setTextSize(page, 100);
  await page.setViewportSize(ZOOMED);
  await redrawn(page);
  const zoomed = await reflowProblems(page);
  await page.setViewportSize(PHONE);
  await redrawn(page);
  return [
    ...small.map((problem) => `${TOUCH}: ${problem}`),
    ...largeText.map((problem) => `${TEXT_200}: ${problem}`),
    ...zoomed.map((problem) => `${ZOOM_400}: ${problem}`),
  ];
};

/** The findings of each place, grouped by the promise they break, so that each promise fails on its own. */
function byPromise(found: Record<string, string[]>) {
  const grouped: Record<string, Record<string, string[]>> = { [TOUCH]: {}, [TEXT_200]: {}, [ZOOM_400]: {} };
  for (const [place, problems] of Object.entries(found))
    for (const problem of problems) {
      const promise = [TOUCH, TEXT_200, ZOOM_400].find((name) => problem.startsWith(`${name}: `))!;
      (grouped[promise]![place] ??= []).push(problem.slice(promise.length + 2));
    }
  return grouped;
}
const none = { [TOUCH]: {}, [TEXT_200]: {}, [ZOOM_400]: {} };

/** The customer area (home, services, profile), the service form asking for the holder, and the back office's Mensagens. */
async function customerArea(page: Page, check: PageCheck) {
  const { baseUrl, admin } = inject('e2e');
  const customer = await serviceCustomer(6);
  await storeToken(page, customer.token);
  const found = await checkPaths(
    page,
    ['/home', '/servicos', '/editar-perfil', `/novo-servico?marcaId=${customer.servicoId}`],
    check,
  );
  const { token } = await apiLogin(baseUrl, admin.email, admin.password);
  await storeToken(page, token!);
  return { ...found, ...(await checkPaths(page, ['/admin/equipe?aba=mensagens'], check)) };
}

describe('every control at least 44 × 44 px at 390 px; with text at 200% or zoom at 400%, no sideways scroll, no text cut off, no word broken', () => {
  it('on the public pages, the sign-up and the login', async () => {
    expect(byPromise(await checkPaths(browser.page, PUBLIC_PAGES, phoneProblems))).toEqual(none);
  });

  it('on the checkout and each step of the brand wizard', async () => {
    expect(byPromise(await checkCheckoutAndWizard(browser.page, phoneProblems))).toEqual(none);
  });

  it('in the customer area, the service’s steps and the back office’s Mensagens', async () => {
    const { page } = browser;
    const found = { ...(await customerArea(page, phoneProblems)), ...(await checkServiceSteps(page, phoneProblems)) };
    expect(byPromise(found)).toEqual(none);
  });

  it('with each details dialog open: "Ver detalhes" on /servicos, a request and a service in the back office', async () => {
    expect(byPromise(await checkDetailsDialogs(browser.page, phoneProblems))).toEqual(none);
  });
});
