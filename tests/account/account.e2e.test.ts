import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { answerCep, cepAnswer } from '../support/e2e/brand-wizard-helpers';
import { registerCustomer, type Customer } from '../support/e2e/accounts';
import { openApp } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';
import {
  apiLogin,
  apiProfile,
  eventually,
  isReddish,
  loginDialog,
  openLoginModal,
  pathOf,
  sidebar,
  storedToken,
  storeToken,
  submitLogin,
  waitForPath,
} from '../support/e2e/journey-helpers';

const { baseUrl, admin } = inject('e2e');
const browser = useBrowser();

describe('logging in', () => {
  let customer: Customer;
  beforeAll(async () => {
    customer = await registerCustomer(baseUrl, 'Joana Pereira Lima');
  });

  it('a visitor logs in from the landing header modal and lands on /home greeted by first name', async () => {
    const { page } = browser.tab;
    await openApp(page, '/');
    await openLoginModal(page);
    await submitLogin(loginDialog(page), customer.email, customer.password);
    await waitForPath(page, '/home');
    await sidebar(page).getByText('Olá, Joana', { exact: true }).waitFor();
    expect(await sidebar(page).getByRole('link').allInnerTexts()).toEqual(['Marcas', 'Serviços', 'Editar perfil']);
    await sidebar(page).getByRole('button', { name: 'Sair' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Minhas marcas' }).waitFor();
    expect(await storedToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('a signed-in customer back on the landing page finds "Minha conta" instead of "Login"', async () => {
    const { page } = browser.tab;
    await openApp(page, '/');
    await openLoginModal(page);
    await submitLogin(loginDialog(page), customer.email, customer.password);
    await waitForPath(page, '/home');
    await openApp(page, '/');
    const header = page.locator('header');
    // Hold the customer area's data so its loading page, with the public header, stays on screen.
    const held: Route[] = [];
    let holding = true;
    await page.route('**/api/**', (route) => (holding ? held.push(route) : route.continue()));
    // Any header drawn meanwhile is seen, even one that "Minha conta" replaces a moment later.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { headerButtonsSeen: seen });
      new MutationObserver(() => {
        for (const button of document.querySelectorAll('header button, header a')) seen.push(button.textContent ?? '');
      }).observe(document.body, { childList: true, subtree: true });
    });
    await header.getByRole('link', { name: 'Minha conta' }).click();
    await expect.poll(() => held.length, { timeout: 20_000, interval: 50 }).toBeGreaterThan(0);
    await page.getByRole('status').getByText(messages.site.loading).waitFor();
    expect(await header.getByRole('link', { name: 'Minha conta' }).count()).toBe(1);
    expect(await header.getByRole('button', { name: 'Login', exact: true }).count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { headerButtonsSeen: string[] }).headerButtonsSeen),
    ).not.toContain('Login');
    holding = false;
    for (const route of held) await route.continue();
    await page.getByRole('heading', { level: 1, name: 'Minhas marcas' }).waitFor();
    expect(await header.getByRole('button', { name: 'Login', exact: true }).count()).toBe(0);
  });

  it('the /login screen sends an admin to /admin', async () => {
    const { page } = browser.tab;
    await openApp(page, '/login');
    await page.getByRole('heading', { level: 1, name: 'Olá! Que bom ter você aqui.' }).waitFor();
    await submitLogin(page.locator('main'), admin.email, admin.password);
    await waitForPath(page, '/admin');
    await sidebar(page).getByText('Página de Admin', { exact: true }).waitFor();
    expect(await sidebar(page).getByRole('link').allInnerTexts()).toEqual(['Marcas', 'Serviços', 'Usuários', 'INPI']);
  });

  it('a wrong password on /login shows the server\'s "E-mail ou senha incorretos." once and stays there', async () => {
    const { page } = browser.tab;
    await openApp(page, '/login');
    await submitLogin(page.locator('main'), customer.email, 'senha-errada-999');
    const alert = page.locator('main').getByRole('alert');
    await eventually(() => alert.textContent()).toBe(messages.login.invalidCredentials);
    expect(pathOf(page)).toBe('/login');
    expect(await storedToken(page)).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------

const field = (page: Page, label: string) => page.locator('main').getByLabel(label, { exact: true });
const editableLabels = [
  'Nome completo',
  'E-mail',
  'Telefone',
  'CEP',
  'Endereço',
  'Número',
  'Complemento',
  'Cidade',
  'Estado (UF)',
];

async function openProfile(page: Page, token: string) {
  await storeToken(page, token);
  await openApp(page, '/editar-perfil');
  await page.getByRole('heading', { level: 1, name: 'Meu perfil' }).waitFor();
}

describe('the customer edits the profile', () => {
  let customer: Customer;
  beforeAll(async () => {
    customer = await registerCustomer(baseUrl, 'Joana Pereira Lima');
  });

  it('is read-only until "Editar Informações"', async () => {
    const { page } = browser.tab;
    await openProfile(page, customer.token);
    expect(await field(page, 'Nome completo').inputValue()).toBe('Joana Pereira Lima');
    expect(await field(page, 'E-mail').inputValue()).toBe(customer.email);
    for (const label of [...editableLabels, 'CPF ou CNPJ'])
      expect(await field(page, label).isEditable(), `${label} before editing`).toBe(false);

    await page.getByRole('button', { name: 'Editar Informações' }).click();
    for (const label of editableLabels.filter((label) => label !== 'E-mail'))
      expect(await field(page, label).isEditable(), `${label} while editing`).toBe(true);
    expect(await field(page, 'CPF ou CNPJ').isEditable()).toBe(false);

    // Cancelar leaves the form read-only again, with nothing changed.
    await field(page, 'Cidade').fill('Recife');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    expect(await field(page, 'Cidade').isEditable()).toBe(false);
    expect(await field(page, 'Cidade').inputValue()).toBe('');
  });

  it('edits the address with masks, saves it, and finds it after a reload', async () => {
    const { page } = browser.tab;
    await openProfile(page, customer.token);
    await page.getByRole('button', { name: 'Editar Informações' }).click();

    await field(page, 'CEP').pressSequentially('57035a1809');
    expect(await field(page, 'CEP').inputValue()).toBe('57035-180');
    await field(page, 'Endereço').fill('Rua Doutor Antônio Cansanção');
    await field(page, 'Número').pressSequentially('12a3-');
    expect(await field(page, 'Número').inputValue()).toBe('123');
    await field(page, 'Complemento').fill('Apto 302');
    await field(page, 'Cidade').fill('Maceió');
    await field(page, 'Estado (UF)').pressSequentially('a1lx');
    expect(await field(page, 'Estado (UF)').inputValue()).toBe('AL');

    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Informações atualizadas com sucesso!', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Editar Informações' }).waitFor();
    expect(await field(page, 'Cidade').isEditable()).toBe(false);

    const saved = await apiProfile(baseUrl, customer.token);
    expect(saved.body).toMatchObject({
      CEP: '57035180',
      Endereco: 'Rua Doutor Antônio Cansanção',
      Numero: '123',
      Complemento: 'Apto 302',
      Cidade: 'Maceió',
      Estado: 'AL',
    });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Meu perfil' }).waitFor();
    expect(await field(page, 'CEP').inputValue()).toBe('57035-180');
    expect(await field(page, 'Endereço').inputValue()).toBe('Rua Doutor Antônio Cansanção');
    expect(await field(page, 'Número').inputValue()).toBe('123');
    expect(await field(page, 'Complemento').inputValue()).toBe('Apto 302');
    expect(await field(page, 'Cidade').inputValue()).toBe('Maceió');
    expect(await field(page, 'Estado (UF)').inputValue()).toBe('AL');
  });

  it('a full CEP typed while editing fills street, Bairro, city and state, and the customer adds the number', async () => {
    const { page } = browser.tab;
    await answerCep(page, 'found');
    await openProfile(page, customer.token);
    await page.getByRole('button', { name: 'Editar Informações' }).click();
    await field(page, 'CEP').fill('');
    await field(page, 'CEP').pressSequentially(cepAnswer.cep);
    await eventually(() => field(page, 'Endereço').inputValue()).toBe(cepAnswer.logradouro);
    expect(await field(page, 'Bairro').inputValue()).toBe(cepAnswer.bairro);
    expect(await field(page, 'Cidade').inputValue()).toBe(cepAnswer.localidade);
    expect(await field(page, 'Estado (UF)').inputValue()).toBe(cepAnswer.uf);
    await field(page, 'Número').fill('450');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Informações atualizadas com sucesso!', { exact: true }).waitFor();
    expect((await apiProfile(baseUrl, customer.token)).body).toMatchObject({
      CEP: cepAnswer.cep,
      Endereco: cepAnswer.logradouro,
      Numero: '450',
      Bairro: cepAnswer.bairro,
      Cidade: cepAnswer.localidade,
      Estado: cepAnswer.uf,
    });
    await page.unroute('**/api/cep/*');
  });

  it("with the CEP service down, says to fill the address by hand, in the brand wizard's words", async () => {
    const { page } = browser.tab;
    await answerCep(page, 'failing');
    await openProfile(page, customer.token);
    await page.getByRole('button', { name: 'Editar Informações' }).click();
    await field(page, 'CEP').fill('');
    await field(page, 'CEP').pressSequentially(cepAnswer.cep);
    await page.getByText(messages.cep.unavailable, { exact: true }).waitFor();
    await page.unroute('**/api/cep/*');
  });

  it('the e-mail stays read-only while editing: it changes only through "Alterar e-mail"', async () => {
    const { page } = browser.tab;
    await openProfile(page, customer.token);
    await page.getByRole('button', { name: 'Editar Informações' }).click();
    expect(await field(page, 'Cidade').isEditable()).toBe(true);
    expect(await field(page, 'E-mail').isEditable()).toBe(false);
    expect(await field(page, 'E-mail').inputValue()).toBe(customer.email);
    await page.locator('main').getByRole('button', { name: 'Alterar e-mail' }).waitFor();
  });
});

// ---------------------------------------------------------------------------------------------

describe('the customer changes the password', () => {
  it('the modal enforces its rules, the session goes on, and only the new password logs in afterwards', async () => {
    const { page } = browser.tab;
    const customer = await registerCustomer(baseUrl, 'Carlos Eduardo Nunes');
    const newPassword = 'outra-senha-forte-456';
    await openProfile(page, customer.token);
    await page.locator('main').getByRole('button', { name: 'Alterar senha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: 'Alterar senha' });
    const password = dialog.getByLabel('Nova senha', { exact: true });
    const confirmation = dialog.getByLabel('Confirmação da senha', { exact: true });
    expect(await submit.isDisabled()).toBe(true);

    // Short: the red rule appears, and the button stays disabled.
    await password.pressSequentially('curta');
    const shortRule = dialog.getByText(messages.register.passwordShort, { exact: true });
    await shortRule.waitFor();
    expect(isReddish(await shortRule.evaluate((element) => getComputedStyle(element).color))).toBe(true);
    await confirmation.fill('curta');
    expect(await submit.isDisabled()).toBe(true);

    // Long enough but different.
    await password.fill(newPassword);
    await shortRule.waitFor({ state: 'detached' });
    await confirmation.fill(`${newPassword}-x`);
    await dialog.getByText(messages.register.passwordMismatch, { exact: true }).waitFor();
    expect(await submit.isDisabled()).toBe(true);

    // Each field shows and hides what was typed.
    expect(await password.getAttribute('type')).toBe('password');
    await password
      .locator('xpath=ancestor::div[contains(@class, "mantine-PasswordInput-root")]')
      .getByRole('button')
      .click();
    expect(await password.getAttribute('type')).toBe('text');

    await confirmation.fill(newPassword);
    await dialog.getByText(messages.register.passwordMismatch).waitFor({ state: 'detached' });
    // The current password too: a stolen session alone cannot change it.
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Senha atual', { exact: true }).fill(customer.password);
    await eventually(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByText(messages.password.changed, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The toast goes away by itself (2 s).
    await page.getByText(messages.password.changed, { exact: true }).waitFor({ state: 'hidden', timeout: 6000 });

    // The old token is retired; the page kept working with the new one.
    const token = await storedToken(page);
    expect(token).not.toBe(customer.token);
    expect((await apiProfile(baseUrl, customer.token)).status).toBe(401);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Meu perfil' }).waitFor();
    expect(pathOf(page)).toBe('/editar-perfil');
    await sidebar(page).getByText('Olá, Carlos', { exact: true }).waitFor();

    // Sair: back to the landing page, signed out.
    await sidebar(page).getByRole('button', { name: 'Sair' }).click();
    await waitForPath(page, '/');
    expect(await storedToken(page)).toBeNull();

    // The old password no longer logs in; the new one does.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await openLoginModal(page);
    await submitLogin(loginDialog(page), customer.email, customer.password);
    await eventually(() => loginDialog(page).getByRole('alert').textContent()).toBe('E-mail ou senha incorretos.');
    expect(pathOf(page)).toBe('/');
    await loginDialog(page).getByLabel('Senha', { exact: true }).fill(newPassword);
    await loginDialog(page).getByRole('button', { name: 'Entrar', exact: true }).click();
    await waitForPath(page, '/home');
    await sidebar(page).getByText('Olá, Carlos', { exact: true }).waitFor();
    expect((await apiLogin(baseUrl, customer.email, newPassword)).status).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------

describe('the login and password dialogs speak Portuguese to assistive technology too', () => {
  /** Buttons whose accessible name is missing or Mantine's English default. */
  const badlyNamedButtons = (dialog: ReturnType<Page['getByRole']>) =>
    dialog.locator('button').evaluateAll((buttons) =>
      buttons
        .map((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim())
        .filter((name) => name === '' || /password visibility|close/i.test(name))
        .map((name) => name || '(sem nome)'),
    );

  it('the login modal and the change-password modal name every button in pt-BR', async () => {
    const { page } = browser.tab;
    await openApp(page, '/');
    await openLoginModal(page);
    const loginProblems = await badlyNamedButtons(loginDialog(page));

    const customer = await registerCustomer(baseUrl, 'Joana Pereira Lima');
    await openProfile(page, customer.token);
    await page.locator('main').getByRole('button', { name: 'Alterar senha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
    await dialog.waitFor();
    const changeProblems = await badlyNamedButtons(dialog);

    expect({ login: loginProblems, changePassword: changeProblems }).toEqual({ login: [], changePassword: [] });
  });
});
