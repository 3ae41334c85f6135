import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { todayInBrazil } from '../../src/server/inpi/deadlines';
import { inpiMessages } from '../../src/shared/inpi-messages';
import { calendarMessages } from '../../src/shared/calendar-messages';
import { findEntry } from '../../src/shared/catalogue';
import { describe, expect, inject, it } from 'vitest';
import { customerWithPaidService, customerWithProcess, importRpiAsAdmin, modal } from '../support/e2e/admin-helpers';
import { smallRpi } from '../support/rpi-fixture';
import { customerAt, paidCustomer, signIn } from '../support/e2e/brand-wizard-helpers';
import { apiLogin, eventually, storeToken } from '../support/e2e/journey-helpers';
import { openPage, violationsAtBothWidths } from '../support/e2e/a11y-helpers';
import { checkDetailsDialogs, type PageCheck } from '../support/e2e/a11y-pages';
import { registerCustomer } from '../support/e2e/accounts';
import { signUpPagesDrawn } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';

/**
 * axe (WCAG 2.0 and 2.1, A and AA) over every route at 390 and 1280 px, each scanned once per width, with forms in
 * error, dialogs open and the back office: no serious or critical finding. One page of each kind (the landing page,
 * the blog, the sign-up, the customer's home, the wizard's first step, the back office's user list) is held to
 * every finding at 390 px, minor ones included, with axe's own words and the elements it names.
 */

const browser = useBrowser({ viewport: { width: 390, height: 844 } });
const none = { '390px': [], '1280px': [] };
const everyFinding = new Set(['/', '/blog', '/confirmplan?planId=1', '/home', '/titular', '/admin/usuarios']);

async function expectCleanRoutes(page: Page, paths: string[]) {
  for (const path of paths) {
    await openPage(page, path);
    const everyOnPhone = everyFinding.has(path.replace(/\?marcaId=\d+$/, ''));
    expect({ path, found: await violationsAtBothWidths(page, { everyOnPhone }) }).toEqual({ path, found: none });
  }
}

describe('no serious or critical axe finding at 390 and 1280 px', () => {
  it('on the public pages and the 404', async () => {
    await expectCleanRoutes(browser.page, [
      '/',
      '/blog',
      '/busca?marca=cafe',
      '/termosdeusos',
      '/privacidade',
      '/endereco-que-nao-existe',
    ]);
  });

  it('on the login, the account links from e-mails and the sign-up pages', async () => {
    await signUpPagesDrawn(inject('e2e').baseUrl);
    await expectCleanRoutes(browser.page, [
      '/login',
      '/redefinir-senha?token=invalido',
      '/confirmar-email?token=invalido',
      '/confirmplan?planId=1',
      '/confirmplan?planId=5',
    ]);
  });

  it('on the blog with an article open, and the sign-up page names the plan it sells', async () => {
    const { page } = browser;
    await openPage(page, '/blog');
    const article = page.locator('section[aria-labelledby="artigos-titulo"] article').first();
    await article.getByRole('button', { name: 'Ler artigo completo' }).click();
    await eventually(() => article.locator('[id$="-texto"]').isVisible()).toBe(true);
    expect(await violationsAtBothWidths(page, { everyOnPhone: true })).toEqual(none);
    // Not axe's, but Lighthouse's: the page tells search engines and link previews which plan it sells.
    await openPage(page, '/confirmplan?planId=1');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(findEntry(1)!.summary);
  });

  it('on the sign-up form in error, and with the login dialog open', async () => {
    const { page } = browser;
    await openPage(page, '/confirmplan?planId=1');
    await page.locator('main').getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    expect(await violationsAtBothWidths(page)).toEqual(none);

    await openPage(page, '/');
    await page.getByRole('button', { name: 'Login' }).click();
    await modal(page).getByRole('button', { name: 'Entrar' }).click();
    await modal(page).getByRole('alert').waitFor();
    expect(await violationsAtBothWidths(page)).toEqual(none);
  });

  it("in the customer's area", async () => {
    const { page } = browser;
    await storeToken(page, (await registerCustomer(inject('e2e').baseUrl)).token);
    await expectCleanRoutes(page, ['/home', '/servicos', '/editar-perfil', '/new-marca', '/new-service']);
  });

  it("on the brand wizard's first steps", async () => {
    const { page } = browser;
    const customer = await paidCustomer();
    await signIn(page, customer);
    const step = (path: string) => `${path}?marcaId=${customer.marcaId}`;
    await expectCleanRoutes(page, [step('/titular'), step('/add-titular'), step('/procuracao')]);
  });

  it("on the brand wizard's later steps, and on a service's form", async () => {
    const { page } = browser;
    const later = await customerAt('confirmacao');
    await signIn(page, later);
    await expectCleanRoutes(page, [
      `/marca?marcaId=${later.marcaId}`,
      `/arquivos?marcaId=${later.marcaId}`,
      `/confirmacao-marca?marcaId=${later.marcaId}`,
    ]);
    const service = await customerWithPaidService();
    await storeToken(page, service.token);
    await expectCleanRoutes(page, [`/novo-servico?marcaId=${service.servicoId}`]);
  });

  it("on a brand's timeline with its INPI path, a fork taken and the next deadline", async () => {
    const { page } = browser;
    const customer = await customerWithProcess();
    const rpis = mkdtempSync(join(tmpdir(), 'a11y-rpi-'));
    try {
      const day = todayInBrazil(new Date()).split('-').reverse().join('/');
      const numero = 3000 + Math.floor(Math.random() * 6000);
      await importRpiAsAdmin(
        await smallRpi(rpis, numero, day, [
          {
            numero: customer.processo,
            despachos: [{ codigo: 'IPAS009' }, { codigo: 'IPAS136', complemento: 'Apresentar nova especificação.' }],
          },
        ]),
      );
    } finally {
      rmSync(rpis, { recursive: true, force: true });
    }
    await storeToken(page, customer.token);
    await openPage(page, `/historico?tipo=marca&id=${customer.marcaId}`);
    await page
      .getByRole('region', { name: inpiMessages.path.title })
      .getByText(inpiMessages.path.branches.exigencia, { exact: true })
      .waitFor();
    expect(await violationsAtBothWidths(page, { everyOnPhone: true })).toEqual(none);
  });

  it('with each details dialog open: "Ver detalhes" on /servicos, a request and a service in the back office', async () => {
    const atBothWidths: PageCheck = async (page) =>
      Object.entries(await violationsAtBothWidths(page)).flatMap(([width, found]) =>
        found.map((violation) => `${width}: ${violation}`),
      );
    expect(await checkDetailsDialogs(browser.page, atBothWidths)).toEqual({});
  });

  // Signed in through the API: the login screen has its own scan above.
  const staffSignedIn = async (page: Page) => {
    const { baseUrl, admin } = inject('e2e');
    await storeToken(page, (await apiLogin(baseUrl, admin.email, admin.password)).token!);
  };

  it("in the back office's queues", async () => {
    const { page } = browser;
    await paidCustomer();
    await staffSignedIn(page);
    await expectCleanRoutes(page, ['/admin', '/admin/servicos', '/admin/usuarios']);
  });

  it("in the back office's INPI and team pages, with a request open, and with the calendar address open", async () => {
    const { page } = browser;
    await paidCustomer();
    await staffSignedIn(page);
    await expectCleanRoutes(page, ['/admin/inpi', '/admin/equipe']);
    await openPage(page, '/admin');
    await page
      .getByRole('button', { name: /^Visualizar pedido #/ })
      .first()
      .click();
    await modal(page).waitFor();
    expect(await violationsAtBothWidths(page)).toEqual(none);

    await openPage(page, '/admin/inpi?aba=prazos');
    await page.getByRole('button', { name: calendarMessages.panel.open }).click();
    const address = page.getByRole('dialog').getByRole('textbox', { name: calendarMessages.panel.addressLabel });
    await eventually(() => address.inputValue()).toMatch(/\.ics$/);
    expect(await violationsAtBothWidths(page)).toEqual(none);
  });
});
