import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { focused, openPage, tabTo } from '../support/e2e/a11y-helpers';
import { adminLogsIn, confirmDialog, customerWithFiledBrand, modal } from '../support/e2e/admin-helpers';
import { answerCep, paidCustomer, signIn, toastWith } from '../support/e2e/brand-wizard-helpers';
import { holder } from '../support/e2e/checkout-helpers';
import { eventually, waitForPath } from '../support/e2e/journey-helpers';
import { useBrowser } from '../support/e2e/use-browser';

/** Whole journeys with the keyboard alone (Tab, Enter, Space, arrows, Escape), asserting where focus lands. */

const browser = useBrowser({ viewport: { width: 1280, height: 900 } });

/** What the new page's heading is called, as `focused` names it once the heading has focus. */
const headingOf = async (page: Page) => `h1: ${(await page.locator('main h1').first().innerText()).trim()}`;

/** Replaces what a text box holds with `text`, as a person would: select all, type over it. */
async function typeOver(page: Page, text: string) {
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

const focusIsInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

describe('with the keyboard alone', () => {
  it('a visitor signs up for Essencial and generates the Pix: a refused submit goes to the field to fix, each new page to its heading', async () => {
    const { page } = browser;
    const person = holder('Beatriz Almeida Rocha');
    await openPage(page, '/confirmplan?planId=1');

    await tabTo(page, /^input: Nome completo/);
    await page.keyboard.type(person.fullName);
    await tabTo(page, /^input: E-mail/);
    await page.keyboard.type(person.email);
    await tabTo(page, /^input: CPF ou CNPJ/);
    await page.keyboard.type(person.cpf);
    await tabTo(page, /^input: Telefone/);
    await page.keyboard.type('82998765432');
    await tabTo(page, /^input: Senha/);
    await page.keyboard.type('curta');
    await tabTo(page, /^input: Confirme a senha/);
    await page.keyboard.type('curta');
    await tabTo(page, /^input: Li e aceito/);
    await page.keyboard.press('Space');

    // Pressed with a short password, the form sends nothing and takes the keyboard to the password.
    await tabTo(page, /^button: Continuar para o pagamento$/);
    await page.keyboard.press('Enter');
    await eventually(() => focused(page)).toMatch(/^input: Senha/);
    await page.locator('main').getByText(messages.register.passwordShort).waitFor();
    await typeOver(page, person.password);
    await tabTo(page, /^input: Confirme a senha/);
    await typeOver(page, person.password);

    await tabTo(page, /^button: Continuar para o pagamento$/);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/payment');
    await page.locator('main').getByRole('radio', { name: 'Pix' }).waitFor();
    await eventually(() => focused(page)).toBe(await headingOf(page));

    // Pix is chosen already: the next stop that matters is its button.
    await tabTo(page, /^button: Gerar Pix de R\$ 999,00$/);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/pix-payment');
    await page.locator('main').getByRole('img', { name: 'QR Code do Pix' }).waitFor();
    await eventually(() => focused(page)).toBe(await headingOf(page));
  });

  it("a customer walks the brand wizard's first two steps, focus going to each step's heading", async () => {
    const { page } = browser;
    const customer = await paidCustomer();
    await signIn(page, customer);
    await answerCep(page, 'found');
    await openPage(page, `/titular?marcaId=${customer.marcaId}`);

    await tabTo(page, /^input: CEP/);
    await page.keyboard.type('57035000');
    await eventually(() => page.getByRole('textbox', { name: 'Endereço', exact: true }).inputValue()).not.toBe('');
    await tabTo(page, /^input: Número/);
    await page.keyboard.type('1200');
    await tabTo(page, /^button: Próximo$/);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/add-titular');
    await eventually(() => focused(page)).toBe('h1: Proprietários da marca');

    await tabTo(page, /^input: Nacionalidade/);
    await page.keyboard.type('brasileira');
    await tabTo(page, /^button: Próximo$/);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/procuracao');
    await eventually(() => focused(page)).toBe('h1: Procuração');
  });

  it('a staff member opens a request from the list, updates its status and closes it, focus going back to its "Visualizar"', async () => {
    const { page } = browser;
    const customer = await customerWithFiledBrand();
    await adminLogsIn(page);
    await page.getByRole('heading', { level: 1, name: 'Marcas' }).waitFor();

    await tabTo(page, /^input: Buscar$/);
    await page.keyboard.type(customer.cpf.slice(0, 9));
    await eventually(() => page.locator('tbody tr').count()).toBe(1);
    const view = `Visualizar pedido #${customer.marcaId}`;
    await tabTo(page, new RegExp(`^button: ${view}$`));
    await page.keyboard.press('Enter');
    await modal(page).getByText(`Você está visualizando a requisição de id ${customer.marcaId}`).waitFor();
    await eventually(() => focusIsInDialog(page)).toBe(true);

    // The status list opens with the arrows; Enter chooses.
    await tabTo(page, /^input: Status da requisição/);
    await page.keyboard.press('ArrowDown');
    const highlighted = page.locator('[role="option"][data-combobox-selected]');
    for (let presses = 0; presses < 6 && (await highlighted.textContent().catch(() => null)) !== 'Iniciada'; presses++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await eventually(() => modal(page).getByLabel('Status da requisição').inputValue()).toBe('Iniciada');
    await tabTo(page, /^button: Atualizar$/);
    await page.keyboard.press('Enter');
    // The change e-mails the customer: it is confirmed first, in a dialog of its own that takes focus.
    const confirm = confirmDialog(page);
    await confirm.waitFor();
    await eventually(() => confirm.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await tabTo(page, /^button: Confirmar$/);
    await page.keyboard.press('Enter');
    await toastWith(page, messages.admin.statusUpdated).waitFor();
    await confirm.waitFor({ state: 'detached' });
    // "Atualizar" goes inactive once saved: focus stays in the dialog, on the status it was about.
    await eventually(() => focused(page)).toMatch(/^input: Status da requisição/);

    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    await eventually(() => focused(page)).toBe(`button: ${view}`);
    expect(await page.locator('tbody tr').first().textContent()).toContain('Iniciada');
  });
});
