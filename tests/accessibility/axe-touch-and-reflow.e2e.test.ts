import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  axeFindings,
  brokenWords,
  clippedText,
  DESKTOP,
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
import { signUpPagesDrawn } from '../support/e2e/navigation';
import { serviceCustomer } from '../support/e2e/service-helpers';
import { useBrowser } from '../support/e2e/use-browser';

/**
 * Each page opened once, and read in every way on that one visit:
 * - axe (WCAG 2.0 and 2.1, A and AA) at 390 px on the page as it opened: no serious or critical finding, and on one
 *   page of each kind (the landing page, the blog, the sign-up) no finding at all, minor ones included;
 * - on that 390 px phone every control a finger must hit is at least 44 × 44 CSS px (links inside a sentence aside);
 * - reflow (WCAG 1.4.4 and 1.4.10): with the browser's text size at 200% on that phone, and with the page zoomed to
 *   400% on a 1280 px screen (a 320 CSS px viewport), no page or dialog scrolls sideways, no text is cut off, and a
 *   button's label wraps between words;
 * - axe at 1280 px: no serious or critical finding.
 * The text size and the viewport change on the open page, as when a person changes them, and the page lays itself
 * out again. axe reads only the places accessibility-routes.e2e.test.ts would otherwise open in the same state
 * (`AXE_TOO`); the routes and states only axe reads (forms in error, other dialogs, the back office) are there.
 */

const browser = useBrowser({ viewport: PHONE });
const ZOOMED = { width: 320, height: 200 };

/** Held to every axe finding at 390 px, minor ones included: one page of each kind. */
const EVERY_AXE_FINDING = new Set(['/', '/blog', '/confirmplan?planId=1']);
/** The places axe reads too, named as the walks name them (a wizard step without its marcaId). */
const AXE_TOO = new Set([
  ...EVERY_AXE_FINDING,
  '/termosdeusos',
  '/privacidade',
  '/pagina-que-nao-existe',
  '/login',
  '/new-marca',
  '/new-service',
  '/editar-perfil',
  '/marca',
  '/arquivos',
  '/confirmacao-marca',
  '/servicos: Ver detalhes',
  '/admin: pedido',
  '/admin/servicos: serviço',
]);

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
const reflowProblems = async (page: Page) => {
  const overflow = await sidewaysOverflow(page);
  return [
    ...(overflow.scrollWidth > overflow.width ? [`page ${overflow.scrollWidth} px wide in ${overflow.width}`] : []),
    ...overflow.out.map((element) => `past the screen: ${element}`),
    ...(await dialogOverflow(page)),
    ...(await clippedText(page)).map((element) => `cut off: ${element}`),
    ...(await brokenWords(page)).map((word) => `word broken: ${word}`),
  ];
};

const AXE_PHONE = 'axe at 390 px, serious or critical';
const AXE_PHONE_EVERY = 'axe at 390 px, any impact';
const TOUCH = 'smaller than 44 × 44 px at 390 px';
const TEXT_200 = 'with text at 200% at 390 px';
const ZOOM_400 = 'zoomed to 400% (320 px)';
const AXE_DESKTOP = 'axe at 1280 px, serious or critical';
const PROMISES = [AXE_PHONE, AXE_PHONE_EVERY, TOUCH, TEXT_200, ZOOM_400, AXE_DESKTOP];

/**
 * The page as it opened at 390 px (axe, then the touch targets, which axe leaves as they were), then with text at
 * 200%, then at 320 px, then at 1280 px (axe): each finding named by its promise. The page is left at 390 px, so
 * that the next one opens there as on a fresh visit.
 */
const everyCheck: PageCheck = async (page, place) => {
  const withAxe = AXE_TOO.has(place.replace(/\?marcaId=\d+$/, ''));
  const everyOnPhone = EVERY_AXE_FINDING.has(place);
  const axePhone = withAxe ? await axeFindings(page, { every: everyOnPhone }) : [];
  const small = await smallTouchTargets(page);
  await setTextSize(page, 200);
  await redrawn(page);
  const largeText = await reflowProblems(page);
  await setTextSize(page, 100);
  await page.setViewportSize(ZOOMED);
  await redrawn(page);
  const zoomed = await reflowProblems(page);
  let axeDesktop: string[] = [];
  if (withAxe) {
    await page.setViewportSize(DESKTOP);
    await redrawn(page);
    axeDesktop = await axeFindings(page);
  }
  // The next page opens at 390 px, as on a fresh visit; this one is not read again, so no wait for its redraw.
  await page.setViewportSize(PHONE);
  return [
    ...axePhone.map((problem) => `${everyOnPhone ? AXE_PHONE_EVERY : AXE_PHONE}: ${problem}`),
    ...small.map((problem) => `${TOUCH}: ${problem}`),
    ...largeText.map((problem) => `${TEXT_200}: ${problem}`),
    ...zoomed.map((problem) => `${ZOOM_400}: ${problem}`),
    ...axeDesktop.map((problem) => `${AXE_DESKTOP}: ${problem}`),
  ];
};

/** The findings of each place, grouped by the promise they break, so that each promise fails on its own. */
function byPromise(found: Record<string, string[]>) {
  const grouped: Record<string, Record<string, string[]>> = Object.fromEntries(PROMISES.map((name) => [name, {}]));
  for (const [place, problems] of Object.entries(found))
    for (const problem of problems) {
      const promise = PROMISES.find((name) => problem.startsWith(`${name}: `))!;
      (grouped[promise]![place] ??= []).push(problem.slice(promise.length + 2));
    }
  return grouped;
}
const none = Object.fromEntries(PROMISES.map((name) => [name, {}]));

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

describe('on one visit of each page: axe at 390 px; every control at least 44 × 44 px; with text at 200% or zoom at 400%, no sideways scroll, no text cut off, no word broken; axe at 1280 px', () => {
  it('on the public pages, the sign-up and the login', async () => {
    // The sign-up page as the server draws it, which it does just after it starts.
    await signUpPagesDrawn(inject('e2e').baseUrl);
    expect(byPromise(await checkPaths(browser.page, PUBLIC_PAGES, everyCheck))).toEqual(none);
  });

  it('on the checkout and each step of the brand wizard', async () => {
    expect(byPromise(await checkCheckoutAndWizard(browser.page, everyCheck))).toEqual(none);
  });

  it('in the customer area, the service’s steps and the back office’s Mensagens', async () => {
    const { page } = browser;
    const found = { ...(await customerArea(page, everyCheck)), ...(await checkServiceSteps(page, everyCheck)) };
    expect(byPromise(found)).toEqual(none);
  });

  it('with each details dialog open: "Ver detalhes" on /servicos, a request and a service in the back office', async () => {
    expect(byPromise(await checkDetailsDialogs(browser.page, everyCheck))).toEqual(none);
  });
});
