import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Page } from 'playwright-core';

/** Small helpers shared by the checkout journeys and the checkout machines' replay. */

export const main = (page: Page) => page.locator('main');

// Mercado Pago's test cards; the sandbox decides by the holder name.
const visaTestCard = '4235647728025682';

export type Holder = { fullName: string; email: string; cpf: string; password: string };

/** A new visitor with a unique e-mail and a valid CPF. */
export function holder(fullName: string): Holder {
  return {
    fullName,
    email: `checkout.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@exemplo.com.br`,
    cpf: generateCpf(),
    password: 'senha-forte-123',
  };
}

/** Fills the /confirmplan holder form (not sent); `confirmation` and `terms` default to a form the button accepts. */
export async function signUp(page: Page, person: Holder, options: { confirmation?: string; terms?: boolean } = {}) {
  const form = main(page);
  await form.getByLabel(/^Nome completo/).fill(person.fullName);
  await form.getByLabel(/^E-mail/).fill(person.email);
  await form.getByLabel(/^CPF ou CNPJ/).pressSequentially(person.cpf);
  await form.getByLabel(/^Telefone/).pressSequentially('82998765432');
  await form.getByLabel(/^Senha/).fill(person.password);
  await form.getByLabel(/^Confirme a senha/).fill(options.confirmation ?? person.password);
  const terms = form.getByRole('checkbox', { name: /Li e aceito/ });
  if (options.terms === false) await terms.uncheck();
  else await terms.check();
}

/** Chooses the card on /payment and fills the sandbox's test card; the holder name decides the answer (APRO, OTHE, CONT). */
export async function fillCard(page: Page, cardholder: string) {
  await main(page).getByRole('radio', { name: 'Cartão de crédito' }).check();
  await main(page).getByLabel('Nome impresso no cartão').fill(cardholder);
  await main(page).getByLabel('Número do cartão').pressSequentially(visaTestCard);
  await main(page).getByLabel('Validade').pressSequentially('1130');
  await main(page).getByLabel('CVV').fill('123');
}

/** Chooses the boleto on /payment and fills the payer's address (the document comes from the account). */
export async function fillBoleto(page: Page) {
  await main(page).getByRole('radio', { name: 'Boleto bancário' }).check();
  await main(page).getByLabel('CEP').fill('57035000');
  await main(page).getByLabel('Rua').fill('Avenida Álvaro Otacílio');
  await main(page).getByLabel('Número').fill('3500');
  await main(page).getByLabel('Bairro').fill('Ponta Verde');
  await main(page).getByLabel('Cidade').fill('Maceió');
  await main(page).getByLabel('UF').fill('AL');
}
