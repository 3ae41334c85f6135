import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chargeCheckMessages } from '../../src/shared/charge-check';
import { messages } from '../../src/shared/messages';
import { boletoLine } from '../../src/shared/payments/boleto';
import { call, customerAt } from '../support/e2e/brand-wizard-helpers';
import { main } from '../support/e2e/checkout-helpers';
import { apiLogin, eventually, storeToken } from '../support/e2e/journey-helpers';
import { serviceCustomerAt } from '../support/e2e/service-helpers';
import { registerCustomer } from '../support/e2e/accounts';
import { openApp } from '../support/e2e/navigation';
import { keepScreenshot } from '../support/e2e/screenshots';
import { useBrowser } from '../support/e2e/use-browser';

const { baseUrl, admin } = inject('e2e');
const browser = useBrowser({ viewport: { width: 390, height: 844 } });

const shoot = (page: Page, name: string) => keepScreenshot(page, `customer-trust-${name}`, { fullPage: false });

const top = async (page: Page, locator: ReturnType<Page['locator']>) => (await locator.first().boundingBox())!.y;

describe('at 390 px', () => {
  it('/confirmplan shows the sign-up form before the plan and its official fees', async () => {
    const { page } = browser.tab;
    await openApp(page, '/confirmplan?planId=1');
    const name = main(page).getByLabel(/^Nome completo/);
    await name.waitFor();
    const fees = main(page).getByText('Taxas oficiais do INPI', { exact: false });
    expect(await top(page, name)).toBeLessThan(await top(page, fees));
    expect(await top(page, name)).toBeLessThan(844);
    await shoot(page, 'confirmplan');
  });

  it('/payment shows the payment methods before the order summary', async () => {
    const { page } = browser.tab;
    const customer = await registerCustomer(baseUrl);
    const { marcas } = await call<{ marcas: Array<{ id: number }> }>(customer.token, '/marcas/');
    await storeToken(page, customer.token);
    await openApp(page, `/payment?tipo=marca&id=${marcas[0].id}`);
    const pix = main(page).getByRole('radio', { name: 'Pix' });
    await pix.waitFor();
    const fees = main(page).getByText('Taxas oficiais do INPI', { exact: false });
    expect(await top(page, pix)).toBeLessThan(await top(page, fees));
    await shoot(page, 'payment');
  });
});

describe('clear states', () => {
  it('a rejected service reads "Solicitação recusada" with the reason, a next step and its reference', async () => {
    const { page } = browser.tab;
    const customer = await serviceCustomerAt(5, 'concluido');
    const { token } = await apiLogin(baseUrl, admin.email, admin.password);
    const reason = 'O processo informado já foi arquivado pelo INPI.';
    await call(token!, `/admin/servico/${customer.servicoId}/update`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'Rejeitado', mensagem: reason }),
    });
    await storeToken(page, customer.token);
    await openApp(page, '/servicos');
    // On a phone each order is a card (the table is hidden): what the customer sees is the visible copy.
    const visible = (text: string) => main(page).getByText(text).filter({ visible: true }).first();
    await visible(messages.rows.serviceRejected).waitFor();
    await visible(reason).waitFor();
    await visible(messages.rows.rejectedNext).waitFor();
    await visible(`S-${String(customer.servicoId).padStart(4, '0')}`).waitFor();
    expect(await main(page).getByText('Incompleto').count()).toBe(0);
    await shoot(page, 'service-rejected');
  });

  it('a rejected brand reads "Pedido recusado" with the reason on /home, not that the registration is complete', async () => {
    const { page } = browser.tab;
    const customer = await customerAt('concluido');
    const { token } = await apiLogin(baseUrl, admin.email, admin.password);
    const reason = 'A logomarca enviada está ilegível: envie outra imagem, por favor.';
    await call(token!, `/admin/marcas/${customer.marcaId}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'Rejeitada', mensagem: reason }),
    });
    await storeToken(page, customer.token);
    await openApp(page, '/home');
    const visible = (text: string) => main(page).getByText(text).filter({ visible: true }).first();
    await visible(messages.rows.brandRejected).waitFor();
    await visible(reason).waitFor();
    await visible(messages.rows.rejectedNext).waitFor();
    expect(await main(page).getByText(messages.rows.brandRegistered).count()).toBe(0);
    await shoot(page, 'brand-rejected');
  });

  it('a card under analysis reads "Pagamento em análise" and offers no new payment', async () => {
    const { page } = browser.tab;
    const customer = await registerCustomer(baseUrl);
    const { marcas } = await call<{ marcas: Array<{ id: number }> }>(customer.token, '/marcas/');
    await call(customer.token, '/pagamentos/prod', {
      method: 'POST',
      body: JSON.stringify({
        id: marcas[0].id,
        tipo: 'marca',
        metodo: 'credit_card',
        payment_method_id: 'visa',
        token: 'sandbox-card',
        cardholderName: 'CONT',
        installments: 1,
        idempotencyKey: randomUUID(),
        payer: { first_name: 'Maria', last_name: 'Souza', email: customer.email },
      }),
    });
    await storeToken(page, customer.token);
    await openApp(page, '/home');
    await main(page).getByText(messages.rows.paymentInAnalysis).filter({ visible: true }).first().waitFor();
    expect(await main(page).getByRole('link', { name: messages.rows.newPayment }).count()).toBe(0);
    await shoot(page, 'card-in-analysis');
  });
});

describe('who is behind it, and a charge to check', () => {
  it('every page ends with the company, and "Confira uma cobrança" answers a stranger’s boleto', async () => {
    const { page } = browser.tab;
    await openApp(page, '/');
    const identity = page.getByTestId('company-identity');
    await identity.scrollIntoViewIfNeeded();
    expect(await identity.textContent()).toMatch(/CNPJ/);
    await identity.getByRole('link', { name: messages.site.chargeCheckLink }).click();
    await page.getByRole('heading', { level: 1, name: chargeCheckMessages.title }).waitFor();
    const stranger = boletoLine({
      bankCode: '001',
      amountCents: 35_500,
      dueDate: '2026-12-20',
      freeField: '1'.repeat(25),
    });
    await main(page).getByLabel(chargeCheckMessages.fieldLabel).fill(stranger);
    await main(page).getByRole('button', { name: chargeCheckMessages.submit }).click();
    await eventually(async () => (await main(page).textContent()) ?? '').toContain(chargeCheckMessages.notOurs);
    await shoot(page, 'charge-check');
  });
});
