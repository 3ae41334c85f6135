import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { serviceAnswersOf } from '../../machines/service-request/service-answers';
import { messages } from '../../src/shared/messages';
import type { CustomerService } from '../../src/shared/schemas/checkout';
import { segmentLabel } from '../../src/shared/schemas/service-request';
import { pdfText } from '../support/documents/pdf-text';
import { call, nationality, toastWith } from '../support/e2e/brand-wizard-helpers';
import { apiLogin, eventually, pageConfig, storeToken, waitForPath } from '../support/e2e/journey-helpers';
import {
  confirmButton,
  fillServiceForm,
  forms,
  onServiceStep,
  sendForm,
  serviceNames,
  serviceNext,
  serviceCustomerAt,
  serviceProcuracaoSignedByHolder,
  serviceTableRow,
  titles,
  type ServiceType,
} from '../support/e2e/service-helpers';
import { registerCustomer } from '../support/e2e/accounts';
import { openApp } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';

const { baseUrl, admin } = inject('e2e');
const browser = useBrowser();
const main = (page: Page) => page.locator('main');
/** Every service /new-service sells, with its price, written out so a missing card or a wrong price fails. */
type PlanOnSale = ServiceType | 7;
const names: Record<PlanOnSale, string> = { ...serviceNames, 7: 'Prorrogação' };
const prices: Record<PlanOnSale, string> = { 4: 'R$ 118,80', 5: 'R$ 838,80', 6: 'R$ 838,80', 7: 'R$ 478,80' };

/** From /new-service to a paid order, by card (APRO: the sandbox approves), and "Finalizar requisição" to /servicos. */
async function buyAndPay(page: Page, plan: PlanOnSale) {
  await openApp(page, '/servicos');
  await main(page).getByRole('link', { name: 'Contratar novo serviço' }).click();
  await waitForPath(page, '/new-service');
  await main(page)
    .getByRole('button', { name: `Contratar ${names[plan]}` })
    .click();
  await waitForPath(page, '/new-payment');
  await main(page).getByRole('button', { name: 'Ir para o pagamento' }).click();
  await waitForPath(page, '/payment');
  await main(page).getByRole('radio', { name: 'Cartão de crédito' }).check();
  await main(page).getByLabel('Nome impresso no cartão').fill('APRO');
  await main(page).getByLabel('Número do cartão').pressSequentially('4235647728025682');
  await main(page).getByLabel('Validade').pressSequentially('1130');
  await main(page).getByLabel('CVV').fill('123');
  await main(page)
    .getByRole('button', { name: `Pagar ${prices[plan]}` })
    .click();
  await waitForPath(page, '/confirm-payment');
  await main(page).getByText(messages.payments.statusDetail.accredited).waitFor();
  await main(page).getByRole('button', { name: 'Finalizar requisição' }).click();
  await waitForPath(page, '/servicos');
}

async function servicesOf(token: string) {
  return (await call<{ servicos: CustomerService[] }>(token, '/servicos/')).servicos;
}

describe('a customer buys each service and sends the request (Chromium, real server, sandbox payments)', () => {
  it.each([4, 5, 6] as const)(
    'plan %i: buy from /new-service, pay, finish the request, and /servicos says "Solicitação em análise."',
    async (plan) => {
      const { page } = browser.tab;
      const customer = await registerCustomer(baseUrl, 'Beatriz Almeida Rocha');
      await storeToken(page, customer.token);
      await buyAndPay(page, plan);

      const row = serviceTableRow(page, serviceNames[plan]);
      await row.getByRole('link', { name: 'Finalizar solicitação do serviço' }).click();
      await onServiceStep(page, '/novo-servico', titles.form);
      // Nothing sent yet: the one action is "Enviar"; "Próximo" comes with a successful submit.
      await sendForm(page).waitFor();
      expect(await serviceNext(page).count()).toBe(0);
      if (plan !== 4) {
        await fillServiceForm(page, serviceAnswersOf({ ...forms[plan], numero_proc_inpi: '1234' }));
        await sendForm(page).click();
        await eventually(() => main(page).getByRole('alert').textContent()).toBe(
          messages.services.processNumberInvalid,
        );
      }
      if (plan !== 4) {
        // The procuração qualifies the holder in full: the form asks what the sign-up did not, nationality first.
        await main(page).getByText('Quem assina a procuração').waitFor();
        expect(await nationality(main(page)).inputValue()).toBe('');
        await nationality(main(page)).fill('');
        await fillServiceForm(page, serviceAnswersOf(forms[plan]));
        await sendForm(page).click();
        await eventually(() => main(page).getByRole('alert').textContent()).toBe(
          messages.services.holderNationalityRequired,
        );
        await nationality(main(page)).fill('portuguesa');
      }
      await fillServiceForm(page, serviceAnswersOf(forms[plan]));
      await sendForm(page).click();
      await eventually(() => main(page).getByRole('alert').count()).toBe(0);
      await toastWith(page, messages.services.saved).first().waitFor();
      await eventually(() => serviceNext(page).isDisabled()).toBe(false);
      await serviceNext(page).click();

      if (plan !== 4) {
        await onServiceStep(page, '/servico-procuracao', titles.powerOfAttorney);
        const download = page.waitForEvent('download');
        await main(page).getByRole('button', { name: 'Baixar procuração (PDF)' }).click();
        expect((await download).suggestedFilename()).toMatch(/^procuracao-servico-\d+\.pdf$/);
        const pdf = (await pdfText(new Uint8Array(readFileSync(await (await download).path())))).text;
        expect(pdf.replace(/\s+/g, ' ')).toContain('Beatriz Almeida Rocha, portuguesa, inscrito(a) no CPF');
        expect(pdf.replace(/\s+/g, ' ')).toContain('Ponta Verde, Maceió/AL, CEP 57035-000');
        expect(await serviceNext(page).isDisabled()).toBe(true);
        await page.locator('input[name=procuracao]').setInputFiles({
          name: 'procuracao-assinada.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from(
            await serviceProcuracaoSignedByHolder(
              customer.token,
              Number(new URL(page.url()).searchParams.get('marcaId')),
            ),
          ),
        });
        await toastWith(page, messages.uploads.procuracaoUploaded).first().waitFor();
        await eventually(() => serviceNext(page).isDisabled()).toBe(false);
        await serviceNext(page).click();
      }

      await onServiceStep(page, '/servico-confirmacao', titles.review);
      await main(page).getByText(forms[plan].nome_marca, { exact: true }).waitFor();
      await main(page).getByText(segmentLabel('30')!, { exact: true }).waitFor();
      if (plan !== 4) await main(page).getByText(forms[plan].numero_proc_inpi, { exact: true }).waitFor();
      await confirmButton(page).click();

      await waitForPath(page, '/servicos');
      await toastWith(page, messages.services.confirmed).first().waitFor();
      await serviceTableRow(page, serviceNames[plan])
        .getByText(messages.services.inAnalysis, { exact: true })
        .waitFor();
      const [saved] = await servicesOf(customer.token);
      expect(saved).toMatchObject({
        plano_id: plan,
        status_pagamento: 'Pago',
        concluido: true,
        procuracao_assinada: plan !== 4,
        dados: { nome_marca: forms[plan].nome_marca },
      });
    },
  );

  it('/new-service sells Prorrogação too: bought and paid, its form asks which registered mark to renew', async () => {
    const { page } = browser.tab;
    const customer = await registerCustomer(baseUrl);
    await storeToken(page, customer.token);
    await openApp(page, '/new-service');
    const buttons = main(page).getByRole('button', { name: /^Contratar / });
    await buttons.first().waitFor();
    expect(await buttons.evaluateAll((found) => found.map((button) => button.getAttribute('aria-label')))).toEqual(
      Object.values(names).map((name) => `Contratar ${name}`),
    );

    await buyAndPay(page, 7);
    await serviceTableRow(page, names[7]).getByRole('link', { name: 'Finalizar solicitação do serviço' }).click();
    await onServiceStep(page, '/novo-servico', titles.form);
    await main(page)
      .getByText('Conte qual marca registrada deve ser prorrogada e o número do processo (ou registro) no INPI.')
      .waitFor();
    await sendForm(page).waitFor();
  });

  it('a reload on any step resumes at the first unfinished one, and a typed URL cannot skip the procuração', async () => {
    const { page } = browser.tab;
    const customer = await registerCustomer(baseUrl);
    await storeToken(page, customer.token);
    const { marcaID } = await call<{ marcaID: number }>(customer.token, '/servicos/', {
      method: 'POST',
      body: JSON.stringify({ plano_id: 6 }),
    });
    await openApp(page, `/payment?tipo=servico&id=${marcaID}`);
    await main(page).getByRole('radio', { name: 'Cartão de crédito' }).check();
    await main(page).getByLabel('Nome impresso no cartão').fill('APRO');
    await main(page).getByLabel('Número do cartão').pressSequentially('4235647728025682');
    await main(page).getByLabel('Validade').pressSequentially('1130');
    await main(page).getByLabel('CVV').fill('123');
    await main(page).getByRole('button', { name: 'Pagar R$ 838,80' }).click();
    await waitForPath(page, '/confirm-payment');

    await openApp(page, `/servico-confirmacao?marcaId=${marcaID}`);
    await onServiceStep(page, '/novo-servico', titles.form);
    await nationality(main(page)).fill('brasileira');
    await fillServiceForm(page, serviceAnswersOf(forms[6]));
    await sendForm(page).click();
    await toastWith(page, messages.services.saved).first().waitFor();
    // Another device (a reload) resumes at the procuração; the review stays closed until the signed upload.
    await openApp(page, `/novo-servico?marcaId=${marcaID}`);
    await onServiceStep(page, '/servico-procuracao', titles.powerOfAttorney);
    await openApp(page, `/servico-confirmacao?marcaId=${marcaID}`);
    await onServiceStep(page, '/servico-procuracao', titles.powerOfAttorney);
    await page.goBack();
    await onServiceStep(page, '/servico-procuracao', titles.powerOfAttorney);
  });
});

describe('a concluded service: staff wrote a message, the customer opens "Ver detalhes"', () => {
  it('shows "Detalhes do Serviço Concluído" with the message and a WhatsApp link carrying the protocol', async () => {
    const customer = await serviceCustomerAt(4, 'concluido');
    // Staff conclude the Busca in the back office (its screens have their own journey), with a message and the
    // protocol the INPI gave.
    const { token: adminToken } = await apiLogin(baseUrl, admin.email, admin.password);
    const mensagem = 'Busca concluída: não encontramos marcas parecidas na classe 30. Pode seguir com o registro!';
    const staffChange = await fetch(`${baseUrl}/api/admin/servico/${customer.servicoId}/update`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'Concluído', mensagem, num_protocolo: '928374650' }),
    });
    expect(staffChange.status).toBe(200);

    const { page } = browser;
    await storeToken(page, customer.token);
    await openApp(page, '/servicos');
    const row = serviceTableRow(page, '928374650');
    await row.getByRole('button', { name: 'Ver detalhes' }).click();
    const dialog = page.getByRole('dialog', { name: messages.services.detailsTitle });
    await dialog.getByText(mensagem, { exact: true }).waitFor();
    const link = dialog.getByRole('link', { name: 'Falar com o suporte' });
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.host).toBe('wa.me');
    // The server's configured number (SUPPORT_WHATSAPP), as the page was given it.
    expect(href.pathname).toBe(`/${(await pageConfig(page)).supportWhatsapp.replace(/\D/g, '')}`);
    expect(href.searchParams.get('text')).toBe(messages.services.supportMessage('928374650'));
    expect(await link.getAttribute('target')).toBe('_blank');
  });
});
