import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { nationality, toastWith } from '../support/e2e/brand-wizard-helpers';
import { holder, main, signUp } from '../support/e2e/checkout-helpers';
import { apiLogin, apiProfile, eventually, storeToken, waitForPath } from '../support/e2e/journey-helpers';
import { registerCustomer } from '../support/e2e/accounts';
import { openApp } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';

const { baseUrl } = inject('e2e');
const browser = useBrowser({ viewport: { width: 390, height: 844 } });

const optIn = (page: Page) => main(page).getByRole('checkbox', { name: messages.whatsapp.optInLabel });
const submit = (page: Page) => main(page).getByRole('button', { name: 'Continuar para o pagamento' });

async function profileOf(email: string, password: string) {
  const { token } = await apiLogin(baseUrl, email, password);
  return (await apiProfile(baseUrl, token!)).body;
}

describe('sign-up (/confirmplan): the WhatsApp opt-in and a common password', () => {
  it('a customer who checks "Quero receber pelo WhatsApp…" is signed up with it; one who does not, without', async () => {
    const { page } = browser.tab;
    for (const wants of [true, false]) {
      await page.evaluate(() => window.localStorage.clear()).catch(() => {});
      await openApp(page, '/confirmplan?planId=1');
      const person = holder(wants ? 'Carla Mendes Prado' : 'Davi Nogueira Lima');
      await signUp(page, person);
      // Unchecked until the customer says so.
      expect(await optIn(page).isChecked()).toBe(false);
      if (wants) await optIn(page).check();
      await submit(page).click();
      await waitForPath(page, '/payment');
      expect(await profileOf(person.email, person.password)).toMatchObject({ aceitaWhatsapp: wants });
    }
  });

  it('a common password is refused with the server’s own words, shown once, and focus on them', async () => {
    const { page } = browser.tab;
    await page.evaluate(() => window.localStorage.clear()).catch(() => {});
    await openApp(page, '/confirmplan?planId=1');
    const person = holder('Elisa Fonseca Ramos');
    await signUp(page, { ...person, password: 'qwertyuiop' });
    await submit(page).click();
    const alert = main(page).getByRole('alert').filter({ hasText: messages.password.tooCommon });
    await eventually(() => alert.textContent()).toBe(messages.password.tooCommon);
    expect(await main(page).getByText(messages.password.tooCommon).count()).toBe(1);
    expect(await page.getByText('Ocorreu um erro ao processar seu cadastro', { exact: false }).count()).toBe(0);
    await eventually(() => alert.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/confirmplan');
    // Nobody was signed up with it.
    expect((await apiLogin(baseUrl, person.email, 'qwertyuiop')).status).toBe(401);
  });
});

describe('/editar-perfil: the WhatsApp opt-in, withdrawn at any time, and the nationality', () => {
  it('checks, saves and withdraws the opt-in; the nationality is saved; both survive a reload', async () => {
    const { page } = browser.tab;
    const customer = await registerCustomer(baseUrl, 'Fábio Correia Dias');
    await storeToken(page, customer.token);
    await openApp(page, '/editar-perfil');
    const edit = main(page).getByRole('button', { name: 'Editar Informações' });
    const save = main(page).getByRole('button', { name: 'Salvar alterações' });
    await edit.click();
    expect(await optIn(page).isChecked()).toBe(false);
    await optIn(page).check();
    await nationality(main(page)).fill('portuguesa');
    await save.click();
    await toastWith(page, messages.profile.updated).first().waitFor();
    expect(await profileOf(customer.email, customer.password)).toMatchObject({
      aceitaWhatsapp: true,
      Nacionalidade: 'portuguesa',
    });

    await page.reload();
    await edit.waitFor();
    expect(await optIn(page).isChecked()).toBe(true);
    expect(await nationality(main(page)).inputValue()).toBe('portuguesa');
    // Not editing: the box shows the choice and cannot be changed by a stray tap.
    expect(await optIn(page).isDisabled()).toBe(true);

    await edit.click();
    await optIn(page).uncheck();
    await save.click();
    await eventually(async () => (await profileOf(customer.email, customer.password)).aceitaWhatsapp).toBe(false);
    await page.reload();
    await edit.waitFor();
    expect(await optIn(page).isChecked()).toBe(false);
    expect(await nationality(main(page)).inputValue()).toBe('portuguesa');
  });
});
