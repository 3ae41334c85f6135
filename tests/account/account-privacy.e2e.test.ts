import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import {
  apiLogin,
  apiProfile,
  eventually,
  sidebar,
  storedToken,
  storeToken,
  waitForPath,
} from '../support/e2e/journey-helpers';
import { registerCustomer } from '../support/e2e/accounts';
import { openApp } from '../support/e2e/navigation';
import { waitForMailTo } from '../support/e2e/outbox';
import { useBrowser } from '../support/e2e/use-browser';

const { baseUrl, dataDir } = inject('e2e');
const browser = useBrowser();

async function openProfile(page: Page, token: string) {
  await storeToken(page, token);
  await openApp(page, '/editar-perfil');
  await page.getByRole('heading', { level: 1, name: 'Meu perfil' }).waitFor();
}

describe('the customer owns the account', () => {
  it('"Sair" ends the session on the server: the token it held no longer opens anything', async () => {
    const { page } = browser.tab;
    const customer = await registerCustomer(baseUrl, 'Rita de Cássia Alves');
    await openProfile(page, customer.token);
    await sidebar(page).getByRole('button', { name: 'Sair' }).click();
    await waitForPath(page, '/');
    expect(await storedToken(page)).toBeNull();
    await eventually(async () => (await apiProfile(baseUrl, customer.token)).status).toBe(401);
  });

  it('"Baixar meus dados" downloads a zip of what we hold', async () => {
    const { page } = browser.tab;
    const customer = await registerCustomer(baseUrl, 'Paulo Henrique Dias');
    await openProfile(page, customer.token);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar meus dados' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes(Buffer.from('meus-dados.json'))).toBe(true);
  });

  it('"Alterar e-mail" asks for the password and takes effect from the link sent to the new address', async () => {
    const { page } = browser.tab;
    const customer = await registerCustomer(baseUrl, 'Luana Ferreira Costa');
    const newEmail = `luana.nova.${Date.now()}@exemplo.com.br`;
    await openProfile(page, customer.token);
    await page.locator('main').getByRole('button', { name: 'Alterar e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar e-mail' });
    await dialog.getByLabel('Novo e-mail', { exact: true }).fill(newEmail);
    await dialog.getByLabel('Sua senha', { exact: true }).fill('chute-errado-1');
    await dialog.getByRole('button', { name: 'Enviar link de confirmação' }).click();
    await dialog.getByText(messages.account.passwordWrong, { exact: true }).waitFor();
    await dialog.getByLabel('Sua senha', { exact: true }).fill(customer.password);
    await dialog.getByRole('button', { name: 'Enviar link de confirmação' }).click();
    await dialog.getByText(messages.account.emailChangeSent, { exact: true }).waitFor();
    expect((await apiLogin(baseUrl, customer.email, customer.password)).status).toBe(200);

    const mail = await waitForMailTo(dataDir, newEmail);
    const link = mail.links.find((href) => href.includes('/confirmar-email?token='))!;
    await openApp(page, new URL(link).pathname + new URL(link).search);
    await page.getByText(messages.account.emailChanged, { exact: true }).waitFor();
    expect((await apiLogin(baseUrl, newEmail, customer.password)).status).toBe(200);
    expect((await apiLogin(baseUrl, customer.email, customer.password)).status).toBe(401);
  });

  it('"Excluir minha conta" with the password deletes it, signs out and the password no longer logs in', async () => {
    const { page } = browser.tab;
    const customer = await registerCustomer(baseUrl, 'Jorge Amado Souza');
    await openProfile(page, customer.token);
    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
    expect(await dialog.getByRole('button', { name: 'Excluir definitivamente' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Sua senha', { exact: true }).fill(customer.password);
    await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
    await waitForPath(page, '/');
    await page.getByText(messages.account.deleted, { exact: true }).waitFor();
    expect(await storedToken(page)).toBeNull();
    expect((await apiProfile(baseUrl, customer.token)).status).toBe(401);
    expect((await apiLogin(baseUrl, customer.email, customer.password)).status).toBe(401);
  });

  it('the footer links to /privacidade, which says what we keep, why and for how long', async () => {
    const { page } = browser.tab;
    await openApp(page, '/');
    await page.locator('footer').getByRole('link', { name: 'Política de privacidade' }).click();
    await waitForPath(page, '/privacidade');
    await page.getByRole('heading', { level: 1, name: 'Política de privacidade' }).waitFor();
    for (const heading of ['O que guardamos', 'Para que usamos', 'Por quanto tempo', 'Seus direitos']) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
  });
});
