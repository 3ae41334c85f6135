import { describe, it } from 'vitest';
import { focused, openPage, tabTo } from './a11y-helpers';
import { answerCep, paidCustomer, signIn } from './brand-wizard-helpers';
import { eventually, waitForPath } from './journey-helpers';
import { useBrowser } from './support/use-browser';

/** Whole journeys with the keyboard alone (Tab, Enter, Space, arrows, Escape), asserting where focus lands. */

const browser = useBrowser({ viewport: { width: 1280, height: 900 } });

describe('with the keyboard alone', () => {
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

    await tabTo(page, /^button: Próximo$/);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/procuracao');
    await eventually(() => focused(page)).toBe('h1: Procuração');
  });
});
