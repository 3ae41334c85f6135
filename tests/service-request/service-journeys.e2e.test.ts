import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { serviceAnswersOf } from '../../machines/service-request/service-answers';
import { openDatabase } from '../../src/server/db/client';
import { servicos } from '../../src/server/db/schema';
import { recordRequestEvent } from '../../src/server/requests/events';
import { messages } from '../../src/shared/messages';
import type { CustomerService } from '../../src/shared/schemas/checkout';
import { segmentLabel } from '../../src/shared/schemas/service-request';
import { pdfText } from '../support/documents/pdf-text';
import { call, nationality, toastWith } from '../support/e2e/brand-wizard-helpers';
import { eventually, storeToken, waitForPath } from '../support/e2e/journey-helpers';
import {
  confirmButton,
  fillServiceForm,
  forms,
  onServiceStep,
  sendForm,
  serviceNames,
  serviceNext,
  serviceProcuracaoSignedByHolder,
  serviceTableRow,
  titles,
  type ServiceType,
} from '../support/e2e/service-helpers';
import { registerCustomer } from '../support/e2e/accounts';
import { openApp } from '../support/e2e/navigation';
import { freePort, startServerProcess } from '../support/e2e/server-process';
import { useBrowser } from '../support/e2e/use-browser';

const { baseUrl, distDir } = inject('e2e');
const browser = useBrowser();
const main = (page: Page) => page.locator('main');
const prices: Record<ServiceType, string> = { 4: 'R$ 118,80', 5: 'R$ 838,80', 6: 'R$ 838,80' };

/** From /new-service to a paid order, by card (APRO: the sandbox approves), and "Finalizar requisição" to /servicos. */
async function buyAndPay(page: Page, plan: ServiceType) {
  await openApp(page, '/servicos');
  await main(page).getByRole('link', { name: 'Contratar novo serviço' }).click();
  await waitForPath(page, '/new-service');
  await main(page)
    .getByRole('button', { name: `Contratar ${serviceNames[plan]}` })
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
    // A purchase, a signed procuração and the whole form: 44 s at load 12, over a minute at load 20.
    180_000,
  );

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
    // Nothing in the product sets a service's protocol number (the back office sends status and message only), so
    // staff's change is written in the database of a server of this test's own, stopped meanwhile.
    const dataDir = mkdtempSync(join(tmpdir(), 'marcas-e2e-servico-'));
    const port = await freePort();
    const ownUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: ownUrl,
      PAYMENT_PROVIDER: 'sandbox',
      DIST_DIR: distDir,
      SUPPORT_WHATSAPP: '+55 82 98888-7777',
    };
    for (const name of [
      'DATABASE_URL',
      'SMTP_URL',
      'JWT_SECRET',
      'MP_ACCESS_TOKEN',
      'MP_PUBLIC_KEY',
      'MP_WEBHOOK_SECRET',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
    ])
      delete env[name];
    let server = await startServerProcess(env, ownUrl);
    try {
      const customer = await registerCustomer(ownUrl, 'Rafael Moura Lins');
      const api = async <T>(path: string, init: RequestInit = {}) => {
        const answer = await fetch(`${ownUrl}/api${path}`, {
          ...init,
          headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
        });
        expect(answer.ok, `${path}: ${answer.status}`).toBe(true);
        return (await answer.json()) as T;
      };
      const { marcaID } = await api<{ marcaID: number }>('/servicos/', {
        method: 'POST',
        body: JSON.stringify({ plano_id: 4 }),
      });
      const payment = await api<{ id: number }>('/pagamentos/prod', {
        method: 'POST',
        body: JSON.stringify({
          id: marcaID,
          tipo: 'servico',
          metodo: 'pix',
          installments: 1,
          idempotencyKey: `teste-${marcaID}-pix`,
          payer: { first_name: 'Rafael', email: customer.email },
        }),
      });
      // The sandbox bank pays only the signed-in owner's current attempt.
      await api(`/pagamentos/sandbox/${payment.id}/pagar`, { method: 'POST' });
      await api(`/servicos/${marcaID}`, {
        method: 'PUT',
        body: JSON.stringify({ servico: { nome: 'Busca', plano_id: 4 }, dados: forms[4] }),
      });
      await api(`/servicos/${marcaID}/confirmar`, { method: 'POST' });
      await server.stop();

      const mensagem = 'Busca concluída: não encontramos marcas parecidas na classe 30. Pode seguir com o registro!';
      const handle = await openDatabase({ dataDir });
      await handle.db.transaction(async (tx) => {
        await tx
          .update(servicos)
          .set({ status: 'Concluído', mensagem, numProtocolo: '928374650' })
          .where(eq(servicos.id, marcaID));
        await recordRequestEvent(tx, {
          requestKind: 'servico',
          requestId: marcaID,
          kind: 'status',
          statusFrom: 'Pendente',
          statusTo: 'Concluído',
          message: mensagem,
        });
      });
      await handle.close();
      server = await startServerProcess(env, ownUrl);

      const page = await browser.tab.context.newPage();
      await page.goto(`${ownUrl}/robots.txt`);
      await page.evaluate((token) => window.localStorage.setItem('token', token), customer.token);
      await openApp(page, `${ownUrl}/servicos`);
      const row = serviceTableRow(page, '928374650');
      await row.getByRole('button', { name: 'Ver detalhes' }).click();
      const dialog = page.getByRole('dialog', { name: messages.services.detailsTitle });
      await dialog.getByText(mensagem, { exact: true }).waitFor();
      const link = dialog.getByRole('link', { name: 'Falar com o suporte' });
      const href = new URL((await link.getAttribute('href'))!);
      expect(href.host).toBe('wa.me');
      expect(href.pathname).toBe('/5582988887777');
      expect(href.searchParams.get('text')).toBe(messages.services.supportMessage('928374650'));
      expect(await link.getAttribute('target')).toBe('_blank');
      await page.close();
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 360_000); // two server starts and the embedded database opened here: 76 s at load 12, over three minutes at load 20
});
