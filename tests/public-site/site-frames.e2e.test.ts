import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { holder, main } from '../support/e2e/checkout-helpers';
import { apiLogin, apiProfile, eventually, pageConfig, waitForPath } from '../support/e2e/journey-helpers';
import { openApp, signUpPagesDrawn } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';

const { baseUrl } = inject('e2e');
const browser = useBrowser({ viewport: { width: 390, height: 844 } });
const header = (page: Page) => page.getByRole('banner');
/** Whether React drew this element (the server's drawing carries none of React's own properties). */
const drawnByReact = (element: ReturnType<Page['getByRole']>) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react')));

describe('the 404 page (390 px)', () => {
  it('carries the header, a friendly message and the ways back to the start and the customer area', async () => {
    const { page } = browser.tab;
    await openApp(page, '/pagina/que-nao-existe');
    await page.getByRole('heading', { level: 1, name: messages.site.notFoundTitle }).waitFor();
    await page.getByText(messages.site.notFoundText).waitFor();
    await header(page).getByText('Registre Sua Marca', { exact: true }).waitFor();
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    await page.getByRole('link', { name: messages.site.notFoundCustomerArea }).click();
    // Without a session the customer area sends to the login page.
    await waitForPath(page, '/login');
    await page.goBack();
    await page.getByRole('link', { name: messages.site.notFoundHome }).click();
    await waitForPath(page, '/');
    await page
      .getByRole('heading', { level: 1, name: 'Sua marca protegida no INPI, com rapidez e segurança' })
      .waitFor();
  });
});

const checkoutCode = /\/assets\/CheckoutLayout-[^/]*\.js$/;

/** Holds the checkout's code until released; the rest loads as usual. */
async function holdCheckoutCode(page: Page) {
  const held: Route[] = [];
  await page.route(checkoutCode, (route) => {
    held.push(route);
  });
  await expect.poll(() => held.length, { timeout: 20_000, interval: 50 }).toBe(0);
  return {
    arrived: () => expect.poll(() => held.length, { timeout: 20_000, interval: 50 }).toBeGreaterThan(0),
    release: async () => {
      for (const route of held) await route.continue();
      // Released chunks may ask for the other one; those go straight through now.
      await page.unroute(checkoutCode);
    },
  };
}

/** The Essencial plan's sign-up page as the server drew it, with the checkout's code held until `release`. */
async function openServerDrawnSignUp(page: Page) {
  await signUpPagesDrawn(baseUrl);
  const code = await holdCheckoutCode(page);
  await page.goto('/confirmplan?planId=1');
  await code.arrived();
  return { code, title: page.getByRole('heading', { level: 1, name: 'Contratar Essencial' }) };
}

describe('waiting is shown (390 px)', () => {
  it("a plan's sign-up page comes drawn by the server: the plan and the form show while the checkout's code is on the way", async () => {
    const { page } = browser.tab;
    const { code, title } = await openServerDrawnSignUp(page);
    await title.waitFor();
    await page.getByLabel('Nome completo').waitFor();
    expect(await page.title()).toBe('Contratar Essencial');
    expect(await page.getByText(messages.site.loading).count()).toBe(0);
    // Still the server's drawing: the app has not replaced it.
    expect(await drawnByReact(title)).toBe(false);
    await code.release();
    await expect.poll(() => drawnByReact(title), { timeout: 20_000 }).toBe(true);
    // The app's form works: a field emptied again says so once left (tabbing through an untouched form stays calm).
    await page.getByLabel('Nome completo').fill('A');
    await page.getByLabel('Nome completo').fill('');
    await page.getByLabel('E-mail').focus();
    await page.getByText(messages.register.nameRequired).first().waitFor();
  });

  it("what the visitor types into the server's form before the app draws it again is kept, and typing goes on where it was", async () => {
    const { page } = browser.tab;
    const { code, title } = await openServerDrawnSignUp(page);
    const form = main(page);
    const person = holder('Beatriz Almeida Rocha');
    await form.getByLabel(/^Nome completo/).fill(person.fullName);
    await form.getByLabel(/^E-mail/).fill(person.email);
    await form.getByLabel(/^CPF ou CNPJ/).fill(person.cpf);
    await form.getByRole('checkbox', { name: /Li e aceito/ }).check();
    // The visitor is halfway through the phone number when the app arrives.
    await form.getByLabel(/^Telefone/).pressSequentially('829987654');
    expect(await drawnByReact(title)).toBe(false);
    await code.release();
    await expect.poll(() => drawnByReact(title), { timeout: 20_000 }).toBe(true);

    expect(await form.getByLabel(/^Nome completo/).inputValue()).toBe(person.fullName);
    expect(await form.getByLabel(/^E-mail/).inputValue()).toBe(person.email);
    // The app's mask now shows the document as it shows anything typed into it.
    const cpf = await form.getByLabel(/^CPF ou CNPJ/).inputValue();
    expect(cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    expect(cpf.replace(/\D/g, '')).toBe(person.cpf);
    expect(await form.getByRole('checkbox', { name: /Li e aceito/ }).isChecked()).toBe(true);
    await eventually(() => form.getByLabel(/^Telefone/).evaluate((field) => field === document.activeElement)).toBe(
      true,
    );
    await page.keyboard.type('32');
    expect(await form.getByLabel(/^Telefone/).inputValue()).toBe('(82) 99876-5432');

    // The form holds what was carried: with the passwords, the account is created with the typed details.
    await form.getByLabel(/^Senha/).fill(person.password);
    await form.getByLabel(/^Confirme a senha/).fill(person.password);
    await form.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await page.getByText(messages.register.success, { exact: true }).first().waitFor();
    const { token } = await apiLogin(baseUrl, person.email, person.password);
    expect(token).toBeDefined();
    expect((await apiProfile(baseUrl, token!)).body).toMatchObject({ fullName: person.fullName });
  });

  it('a checkout page the server did not draw shows the header and a loader while its code is on the way', async () => {
    const { page } = browser.tab;
    const code = await holdCheckoutCode(page);
    await page.goto('/confirmplan?planId=1&utm_source=newsletter');
    await code.arrived();
    await header(page).getByText('Registre Sua Marca', { exact: true }).waitFor();
    await page.getByRole('status').getByText(messages.site.loading).waitFor();
    await code.release();
    await page.getByRole('heading', { level: 1, name: 'Contratar Essencial' }).waitFor({ timeout: 20_000 });
    expect(await page.getByText(messages.site.loading).count()).toBe(0);
  });
});

describe('sample data is marked (development configuration)', () => {
  it('the landing page marks the sample contacts, company, testimonials and client logos as "dados de exemplo"', async () => {
    const { page } = browser.tab;
    await openApp(page, '/');
    const config = await pageConfig(page);
    expect(config).toMatchObject({ samples: ['contatos', 'empresa', 'vitrine'] });
    const footer = page.getByRole('contentinfo');
    await footer.getByText(config.contactEmail).waitFor();
    expect(await footer.getByText(messages.site.sampleData).count()).toBe(2);
    for (const section of ['clientes', 'depoimentos']) {
      expect(await page.locator(`#${section}`).getByText(messages.site.sampleData).count()).toBe(1);
    }
  });
});
