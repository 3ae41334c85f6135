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
import { paidCustomer, saveStepsBefore, signIn } from '../support/e2e/brand-wizard-helpers';
import { apiLogin, eventually, storeToken } from '../support/e2e/journey-helpers';
import { openPage, violationsAtBothWidths } from '../support/e2e/a11y-helpers';
import { registerCustomer } from '../support/e2e/accounts';
import { signUpPagesDrawn } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';

/**
 * axe (WCAG 2.0 and 2.1, A and AA) at 390 and 1280 px, each scanned once per width, on the routes and states that
 * axe-touch-and-reflow.e2e.test.ts does not open (it scans the others on the visit that also reads their touch
 * targets and reflow): forms in error, dialogs open, a new customer's area, the wizard's first steps, each before any
 * answer, the timeline with its INPI path and the back office. No serious or critical finding; one page of each kind
 * (the customer's home, the wizard's first step, the back office's user list, an open article, the timeline) is held
 * to every finding at 390 px, minor ones included, with axe's own words and the elements it names.
 */

const browser = useBrowser({ viewport: { width: 390, height: 844 } });
const none = { '390px': [], '1280px': [] };
const everyFinding = new Set(['/home', '/titular', '/admin/usuarios']);

async function expectCleanRoutes(page: Page, paths: string[]) {
  for (const path of paths) {
    await openPage(page, path);
    // A guard that sends the visit elsewhere would have axe read another page under this one's name.
    expect({ path, at: new URL(page.url()).pathname }).toEqual({ path, at: path.split('?')[0] });
    const everyOnPhone = everyFinding.has(path.replace(/\?marcaId=\d+$/, ''));
    expect({ path, found: await violationsAtBothWidths(page, { everyOnPhone }) }).toEqual({ path, found: none });
  }
}

describe('no serious or critical axe finding at 390 and 1280 px', () => {
  it("on the search's results, the account links from e-mails and a service's sign-up page", async () => {
    await signUpPagesDrawn(inject('e2e').baseUrl);
    await expectCleanRoutes(browser.page, [
      '/busca?marca=cafe',
      '/redefinir-senha?token=invalido',
      '/confirmar-email?token=invalido',
      '/confirmplan?planId=5',
    ]);
  });

  it('on the blog with an article open', async () => {
    const { page } = browser;
    await openPage(page, '/blog');
    const article = page.locator('section[aria-labelledby="artigos-titulo"] article').first();
    await article.getByRole('button', { name: 'Ler artigo completo' }).click();
    await eventually(() => article.locator('[id$="-texto"]').isVisible()).toBe(true);
    expect(await violationsAtBothWidths(page, { everyOnPhone: true })).toEqual(none);
  });

  it('on the sign-up form in error, which names the plan it sells, and with the login dialog open', async () => {
    const { page } = browser;
    await openPage(page, '/confirmplan?planId=1');
    // Not axe's, but Lighthouse's: the page tells search engines and link previews which plan it sells.
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(findEntry(1)!.summary);
    await page.locator('main').getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    expect(await violationsAtBothWidths(page)).toEqual(none);

    await openPage(page, '/');
    await page.getByRole('button', { name: 'Login' }).click();
    await modal(page).getByRole('button', { name: 'Entrar' }).click();
    await modal(page).getByRole('alert').waitFor();
    expect(await violationsAtBothWidths(page)).toEqual(none);
  });

  it("in a new customer's area, before any service", async () => {
    const { page } = browser;
    await storeToken(page, (await registerCustomer(inject('e2e').baseUrl)).token);
    await expectCleanRoutes(page, ['/home', '/servicos']);
  });

  it("on the brand wizard's first steps, each before any answer on it", async () => {
    const { page } = browser;
    const customer = await paidCustomer();
    await signIn(page, customer);
    // The wizard opens no step past the first unanswered one: the customer's answers before each come through the API.
    for (const [etapa, path] of [
      ['titular', '/titular'],
      ['proprietarios', '/add-titular'],
      ['procuracao', '/procuracao'],
    ] as const) {
      await saveStepsBefore(customer, etapa);
      await expectCleanRoutes(page, [`${path}?marcaId=${customer.marcaId}`]);
    }
  });

  it("on an Oposição's form", async () => {
    const { page } = browser;
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

  // Signed in through the API: the login screen is scanned in axe-touch-and-reflow.e2e.test.ts.
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
