import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { main } from '../support/e2e/checkout-helpers';
import { openApp } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';

/** The sign-up form's words for a customer who sends it before filling it in. */
describe('the sign-up form (Chromium, real server)', () => {
  const browser = useBrowser();

  it('asks for each empty field ("Informe …") and says the password rule once', async () => {
    const { page } = browser.tab;
    await openApp(page, '/confirmplan?planId=4');
    await main(page).getByRole('heading', { level: 1, name: 'Contratar Busca' }).waitFor();
    const password = main(page).getByLabel(/^Senha/);
    await expect.poll(() => main(page).getByText('Pelo menos 8 caracteres', { exact: true }).count()).toBe(1);

    await main(page).getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await main(page).getByText(messages.register.emailRequired).waitFor();
    await main(page).getByText(messages.register.documentRequired).waitFor();
    await main(page).getByText(messages.register.phoneRequired).waitFor();
    const text = (await main(page).textContent()) ?? '';
    expect(text).not.toContain(messages.register.invalidEmail);
    expect(text).not.toContain(messages.register.invalidDocument);

    // A short password: the error says the rule, and the hint under the field steps aside.
    await password.fill('1234');
    await main(page).getByText(messages.register.passwordShort).waitFor();
    expect(await main(page).getByText('Pelo menos 8 caracteres', { exact: true }).count()).toBe(0);
    // Typed wrong, not empty: now "inválido".
    await main(page)
      .getByLabel(/^E-mail/)
      .fill('maria@');
    await main(page).getByText(messages.register.invalidEmail).waitFor();
  }, 60_000);
});
