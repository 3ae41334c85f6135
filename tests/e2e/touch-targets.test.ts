import { describe, expect, inject, it } from 'vitest';
import { apiLogin, storeToken } from './journey-helpers';
import { serviceCustomer } from './service-helpers';
import { openPage, smallTouchTargets } from './a11y-helpers';
import { useBrowser } from './support/use-browser';

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

  it(
    'every button, link and field of the public pages, the sign-up and the login is at least 44 × 44 px',
    { timeout: 180_000 },
    async () => {
      const { page } = browser;
      const small: Record<string, string[]> = {};
      for (const path of PAGES) {
        await openPage(page, path);
        const found = await smallTouchTargets(page);
        if (found.length > 0) small[path] = found;
      }
      expect(small).toEqual({});
    },
  );

  it(
    'every control of the customer area, the service form asking for the holder and the back office’s Mensagens too',
    { timeout: 180_000 },
    async () => {
      const { page } = browser;
      const { baseUrl, admin } = inject('e2e');
      const customer = await serviceCustomer(6);
      await storeToken(page, customer.token);
      const small: Record<string, string[]> = {};
      const check = async (path: string) => {
        await openPage(page, path);
        const found = await smallTouchTargets(page);
        if (found.length > 0) small[path] = found;
      };
      for (const path of ['/home', '/servicos', '/editar-perfil', `/novo-servico?marcaId=${customer.servicoId}`])
        await check(path);
      const { token } = await apiLogin(baseUrl, admin.email, admin.password);
      await storeToken(page, token!);
      await check('/admin/equipe?aba=mensagens');
      expect(small).toEqual({});
    },
  );
});
