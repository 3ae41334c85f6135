import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { call, saveStepsBefore } from '../support/e2e/brand-wizard-helpers';
import { fillBoleto } from '../support/e2e/checkout-helpers';
import { storeToken, waitForPath } from '../support/e2e/journey-helpers';
import { registerCustomer } from '../support/e2e/accounts';
import { openApp } from '../support/e2e/navigation';
import { waitForMailTo } from '../support/e2e/outbox';
import { useBrowser } from '../support/e2e/use-browser';

const { baseUrl, dataDir, admin } = inject('e2e');
const browser = useBrowser();
const main = (page: Page) => page.locator('main');

describe('after payment, in Chromium against the real server (sandbox provider)', () => {
  it('a customer pays a boleto with "Simular pagamento", /ticket-payment moves on by itself to a review saying it is paid, /home shows it paid, and the timeline shows the payment and the wizard completion', async () => {
    const { page } = browser.tab;
    const customer = await registerCustomer(baseUrl, 'Helena Duarte Lima');
    const { marcas } = await call<{ marcas: Array<{ id: number }> }>(customer.token, '/marcas/');
    const marcaId = marcas[0]!.id;
    await openApp(page, '/');
    await storeToken(page, customer.token);
    await openApp(page, `/payment?tipo=marca&id=${marcaId}`);

    // Every page says payments are simulated here.
    await page.getByText(messages.sandbox.band, { exact: true }).waitFor();
    // What the plan includes and the INPI's own fees, dated, before paying.
    const fees = page.getByRole('region', { name: messages.officialFees.title });
    await fees.getByText('R$ 880,00 por classe (R$ 440,00 com desconto)').waitFor();
    await fees.getByText(/Tabela em vigor desde 20\/09\/2025/).waitFor();

    await fillBoleto(page);
    await main(page).getByRole('button', { name: 'Gerar boleto' }).click();
    await waitForPath(page, '/ticket-payment');

    await main(page).getByText(messages.checkout.boletoAwaiting).waitFor();
    await main(page).getByRole('button', { name: messages.sandbox.simulate }).click();
    // /ticket-payment follows the boleto as /pix-payment follows the Pix: once paid, it moves on by itself.
    await waitForPath(page, '/confirm-payment');
    const standing = main(page).getByRole('status').filter({ hasText: messages.payments.statusDetail.accredited });
    await standing.waitFor();
    expect(await main(page).getByText(messages.checkout.boletoAwaiting).count()).toBe(0);
    await main(page).getByRole('button', { name: 'Finalizar requisição' }).click();
    await waitForPath(page, '/home');
    await main(page).getByRole('row').filter({ hasText: 'Essencial' }).getByText('Pago', { exact: true }).waitFor();

    const paidMail = await waitForMailTo(dataDir, customer.email);
    expect(paidMail.subject).toMatch(/^Pagamento confirmado: /);
    expect(paidMail.text).toContain(messages.requestMail.inpiNeverBills);
    expect(paidMail.links).toContain(`${baseUrl}/historico?tipo=marca&id=${marcaId}`);

    await saveStepsBefore({ ...customer, marcaId }, 'concluido');
    const completedMail = await waitForMailTo(dataDir, customer.email, { since: paidMail.file });
    expect(completedMail.subject).toMatch(/^Dados recebidos: Registro da marca “Café Serra Azul”/);

    // Staff start work on the request in the back office (its screens have their own journey): the customer hears of it.
    const adminToken = (
      (await (
        await fetch(`${baseUrl}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: admin.email, senha: admin.password }),
        })
      ).json()) as { token: string }
    ).token;
    const staffChange = await fetch(`${baseUrl}/api/admin/marcas/${marcaId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'Iniciada' }),
    });
    expect(staffChange.status).toBe(200);

    await openApp(page, '/home');
    const row = main(page).getByRole('row').filter({ hasText: 'Café Serra Azul' });
    await row.getByRole('link', { name: /Histórico/ }).click();
    await waitForPath(page, '/historico');
    await page.getByRole('heading', { level: 1, name: messages.timeline.title }).waitFor();
    const timeline = main(page);
    await timeline.getByText('Registro da marca “Café Serra Azul” (plano Essencial)').waitFor();
    await timeline.getByText(messages.timeline.wizardCompleted).waitFor();
    await timeline.getByText('Pagamento de R$ 999,00 aprovado (Boleto bancário).').waitFor();
    await timeline.getByText('Pendente → Pago').waitFor();
    await timeline.getByText('Pendente → Iniciada').waitFor();
    const items = await timeline.locator('.mantine-Timeline-item').allInnerTexts();
    expect(items.map((text) => text.split('\n')[0])).toEqual([
      messages.timeline.kinds.status,
      messages.timeline.kinds.assistente,
      messages.timeline.kinds.pagamento,
      messages.timeline.kinds.criacao,
    ]);

    // Staff changes are e-mailed after the grace period in which they can be undone (20 s on this server).
    const statusMail = await waitForMailTo(dataDir, customer.email, { since: completedMail.file, timeoutMs: 40_000 });
    expect(statusMail.subject).toMatch(/^Atualização do pedido: Registro da marca “Café Serra Azul”/);
  }, 60_000);
});
