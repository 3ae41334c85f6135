import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { registerCustomer } from '../support/e2e/accounts';
import { openApp } from '../support/e2e/navigation';
import { latestMailTo, waitForMailTo } from '../support/e2e/outbox';
import { useBrowser } from '../support/e2e/use-browser';
import {
  apiLogin,
  eventually,
  loginDialog,
  openLoginModal,
  pathOf,
  resetDialog,
  sidebar,
  submitLogin,
  waitForPath,
} from '../support/e2e/journey-helpers';

const { baseUrl, dataDir } = inject('e2e');
const browser = useBrowser();

describe('forgotten password, from the login modal to a new login', () => {
  it('asks for the e-mail, mails a single-use link, and the new password logs in', async () => {
    const { page } = browser.tab;
    const customer = await registerCustomer(baseUrl, 'Beatriz Santos Araújo');
    const newPassword = 'senha-nova-da-bia-2024';
    // Signing up sends the welcome e-mail; the reset e-mail has to come after it.
    const welcome = await waitForMailTo(dataDir, customer.email);
    expect(welcome.subject).toMatch(/^Bem-vindo: plano Essencial/);

    await openApp(page, '/');
    await openLoginModal(page);
    await loginDialog(page).getByText('Esqueci minha senha').click();
    const dialog = resetDialog(page);
    await dialog.waitFor();
    await loginDialog(page).waitFor({ state: 'hidden' });
    expect(await dialog.getByLabel('E-mail').getAttribute('type')).toBe('email');

    // Nothing typed: the spec's message, and no e-mail goes out (the welcome e-mail is still the newest).
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await eventually(() => dialog.getByRole('alert').textContent()).toBe(messages.reset.emailRequired);
    expect(latestMailTo(dataDir, customer.email)?.file).toBe(welcome.file);

    await dialog.getByLabel('E-mail').fill(customer.email);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await eventually(() => dialog.getByRole('status').textContent()).toBe('Email de recuperação enviado com sucesso!');

    const mail = await waitForMailTo(dataDir, customer.email, { since: welcome.file });
    expect(mail.subject).toMatch(/Redefinição de senha/);
    expect(mail.text).toMatch(/Beatriz/);
    const link = mail.links.find((candidate) => candidate.startsWith(`${baseUrl}/redefinir-senha?token=`));
    expect(link, `link in:\n${mail.text}`).toBeDefined();

    // The link opens the reset page in the browser.
    await openApp(page, link!);
    await page.getByRole('heading', { level: 1, name: 'Crie uma nova senha' }).waitFor();
    await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmação da senha', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await eventually(() => page.locator('main').getByRole('status').textContent()).toBe(messages.reset.done);

    await page.getByRole('link', { name: 'Ir para o login' }).click();
    await waitForPath(page, '/login');
    await submitLogin(page.locator('main'), customer.email, newPassword);
    await waitForPath(page, '/home');
    await sidebar(page).getByText('Olá, Beatriz', { exact: true }).waitFor();

    // The old password is gone.
    expect((await apiLogin(baseUrl, customer.email, customer.password)).status).toBe(401);

    // The same link a second time: refused, and the password stays the one just set.
    await openApp(page, link!);
    await page.getByLabel('Nova senha', { exact: true }).fill('mais-uma-senha-789');
    await page.getByLabel('Confirmação da senha', { exact: true }).fill('mais-uma-senha-789');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await eventually(() => page.locator('main').getByRole('alert').textContent()).toBe(messages.reset.invalidLink);
    expect(await page.getByRole('link', { name: 'Ir para o login' }).count()).toBe(0);
    expect(pathOf(page)).toBe('/redefinir-senha');
    expect((await apiLogin(baseUrl, customer.email, newPassword)).status).toBe(200);
  });

  it('the reset page without a token says the link is invalid and cannot be submitted', async () => {
    const { page } = browser.tab;
    await openApp(page, '/redefinir-senha');
    await eventually(() => page.locator('main').getByRole('alert').textContent()).toBe(messages.reset.invalidLink);
    expect(await page.getByRole('button', { name: 'Salvar nova senha' }).isDisabled()).toBe(true);
  });

  it('the reset page keeps the password rules of the change-password modal', async () => {
    const { page } = browser.tab;
    await openApp(page, '/redefinir-senha?token=um-token-qualquer');
    await page.getByLabel('Nova senha', { exact: true }).pressSequentially('1234');
    await page.getByText(messages.register.passwordShort, { exact: true }).waitFor();
    await page.getByLabel('Nova senha', { exact: true }).fill('12345678');
    await page.getByLabel('Confirmação da senha', { exact: true }).fill('12345679');
    await page.getByText(messages.register.passwordMismatch, { exact: true }).waitFor();
  });
});
