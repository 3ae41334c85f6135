import { describe, expect, inject, it } from 'vitest';
import { apiLogin, storeToken } from '../support/e2e/journey-helpers';
import { serviceCustomer } from '../support/e2e/service-helpers';
import { smallTouchTargets } from '../support/e2e/a11y-helpers';
import { checkCheckoutAndWizard, checkDetailsDialogs, checkPaths, checkServiceSteps } from '../support/e2e/a11y-pages';
import { useBrowser } from '../support/e2e/use-browser';

/** On a 390 px phone every control a finger must hit is at least 44 × 44 CSS px (links inside a sentence aside). */

const PAGES = [
  '/',
  '/blog',
  '/termosdeusos',
  '/privacidade',
  '/pagina-que-nao-existe',
  '/confirmplan?planId=1',
  '/login',
];

describe('touch targets at 390 px', () => {
  const browser = useBrowser({ viewport: { width: 390, height: 844 } });

  it('every button, link and field of the public pages, the sign-up and the login is at least 44 × 44 px', async () => {
    expect(await checkPaths(browser.page, PAGES, smallTouchTargets)).toEqual({});
  });

  it('every control of the checkout and of each step of the brand wizard too', async () => {
    expect(await checkCheckoutAndWizard(browser.page, smallTouchTargets)).toEqual({});
  });

  it('every control of the customer area, the service’s steps and the back office’s Mensagens too', async () => {
    const { page } = browser;
    const { baseUrl, admin } = inject('e2e');
    const customer = await serviceCustomer(6);
    await storeToken(page, customer.token);
    const small = await checkPaths(
      page,
      ['/home', '/servicos', '/editar-perfil', `/novo-servico?marcaId=${customer.servicoId}`],
      smallTouchTargets,
    );
    Object.assign(small, await checkServiceSteps(page, smallTouchTargets));
    const { token } = await apiLogin(baseUrl, admin.email, admin.password);
    await storeToken(page, token!);
    Object.assign(small, await checkPaths(page, ['/admin/equipe?aba=mensagens'], smallTouchTargets));
    expect(small).toEqual({});
  });

  it('every control of the details dialogs, open: "Ver detalhes" and the back office’s requests', async () => {
    expect(await checkDetailsDialogs(browser.page, smallTouchTargets)).toEqual({});
  });
});
