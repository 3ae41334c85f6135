import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import type { ServiceAnswers } from '../../../machines/service-request/service-answers';
import type { ServiceStage } from '../../../src/shared/schemas/service-request';
import { answerCep, call, field, fillAddressFromCep, heading, signIn } from './brand-wizard-helpers';
import { waitForPath } from './journey-helpers';
import { registerCustomer, type Customer } from './accounts';
import { signedAs } from './signing';

/** Helpers of the service request's browser tests: requests at any step through the real API, and the screens' controls. */

export type ServiceType = 4 | 5 | 6;
export const serviceNames: Record<ServiceType, string> = { 4: 'Busca', 5: 'Oposição', 6: 'Recurso' };

export interface ServiceCustomer extends Customer {
  servicoId: number;
}

/** Each service's `dados` as the API takes them (the spec's names). */
export const forms = {
  4: { nome_marca: 'Café Serra Azul', segmento: '30', marca_ja_utilizada: true, tempo_usada: '2 anos' },
  5: {
    nome_marca: 'Café Serra Azul',
    segmento: '30',
    tempo_usada: '3 anos',
    cadastro_inpi: true,
    numero_proc_inpi: '912345678',
  },
  6: { nome_marca: 'Pão de Mel da Vovó', segmento: '30', numero_proc_inpi: '923456789' },
} as const;

/** Orders the service and, unless `unpaid`, pays it with the sandbox's Pix (the bank's part played through the API). */
export async function serviceCustomer(plan: ServiceType, options: { unpaid?: boolean } = {}): Promise<ServiceCustomer> {
  const customer = await registerCustomer(inject('e2e').baseUrl);
  const { marcaID } = await call<{ marcaID: number }>(customer.token, '/servicos/', {
    method: 'POST',
    body: JSON.stringify({ plano_id: plan }),
  });
  if (!options.unpaid) {
    const payment = await call<{ id: number }>(customer.token, '/pagamentos/prod', {
      method: 'POST',
      body: JSON.stringify({
        id: marcaID,
        tipo: 'servico',
        metodo: 'pix',
        payment_method_id: 'pix',
        installments: 1,
        idempotencyKey: randomUUID(),
        payer: { first_name: 'Maria', last_name: 'Souza', email: customer.email },
      }),
    });
    await call(customer.token, `/pagamentos/sandbox/${payment.id}/pagar`, { method: 'POST' });
  }
  return { ...customer, servicoId: marcaID };
}

/** What the form asks of a new customer for the procuração (Oposição, Recurso): the profile has none of it. */
export const holderAnswers = {
  Nacionalidade: 'brasileira',
  CEP: '57035-000',
  Endereco: 'Avenida Álvaro Otacílio',
  Numero: '1200',
  Bairro: 'Ponta Verde',
  Cidade: 'Maceió',
  Estado: 'AL',
};

const STAGES: ServiceStage[] = ['formulario', 'procuracao', 'confirmacao', 'concluido'];

/** A paid request of type `plan` with every step before `etapa` done through the API. */
export async function serviceCustomerAt(plan: ServiceType, etapa: ServiceStage): Promise<ServiceCustomer> {
  const customer = await serviceCustomer(plan);
  const { token, servicoId } = customer;
  const past = (stage: ServiceStage) => STAGES.indexOf(etapa) > STAGES.indexOf(stage);
  if (past('formulario')) {
    await call(token, `/servicos/${servicoId}`, {
      method: 'PUT',
      body: JSON.stringify({
        servico: { nome: serviceNames[plan], plano_id: plan },
        dados: forms[plan],
        // What the procuração needs of a holder the sign-up did not ask.
        ...(plan !== 4 && { titular: holderAnswers }),
      }),
    });
  }
  if (past('procuracao') && plan !== 4) {
    const form = new FormData();
    form.append(
      'procuracao',
      new Blob([Buffer.from(await serviceProcuracaoSignedByHolder(token, servicoId))], { type: 'application/pdf' }),
      'procuracao-assinada.pdf',
    );
    await call(token, `/servicos/${servicoId}/procuracao`, { method: 'POST', body: form });
  }
  if (past('confirmacao')) await call(token, `/servicos/${servicoId}/confirmar`, { method: 'POST' });
  return customer;
}

export { signIn };

/** The service's procuração as its download gives it, signed by the customer (its outorgante) on a trusted chain. */
export async function serviceProcuracaoSignedByHolder(token: string, servicoId: number): Promise<Uint8Array> {
  const answer = await fetch(`${inject('e2e').baseUrl}/api/servicos/${servicoId}/procuracao`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!answer.ok) throw new Error(`GET /api/servicos/${servicoId}/procuracao answered ${answer.status}`);
  const holder = await call<{ CPF: string; fullName: string }>(token, '/profile/');
  return signedAs({ name: holder.fullName, cpf: holder.CPF }, new Uint8Array(await answer.arrayBuffer()));
}

const main = (page: Page) => page.locator('main');

/** Fills the service form as a customer would; `dados` holds only the answers of the service. */
export async function fillServiceForm(page: Page, dados: ServiceAnswers) {
  const form = main(page);
  await form.getByRole('textbox', { name: 'Nome da marca' }).fill(String(dados.nomeMarca ?? ''));
  if (dados.segmento) {
    await form.getByRole('combobox', { name: 'Segmento' }).fill(String(dados.segmento));
    await page.getByRole('option', { name: new RegExp(`^${String(dados.segmento)} – `) }).click();
    // Under the class, its heading and the classification and edition it follows.
    await form.getByText('Classificação Internacional de Produtos e Serviços de Nice (NCL), 12ª edição').waitFor();
  }
  if (dados.marcaJaUtilizada) await form.getByRole('switch', { name: 'A marca já é usada' }).check();
  if (dados.tempoUsada)
    await form.getByRole('textbox', { name: 'Há quanto tempo a marca é usada' }).fill(String(dados.tempoUsada));
  if (dados.cadastroInpi)
    await form.getByRole('checkbox', { name: 'A minha marca já tem pedido ou registro no INPI' }).check();
  if (dados.processoInpi !== undefined)
    await form.getByRole('textbox', { name: /^Número do processo no INPI/ }).fill(String(dados.processoInpi));
  // "Quem assina a procuração", when the profile lacks the address: the CEP lookup fills it (once).
  if ((await field(form, 'CEP').count()) > 0 && (await field(form, 'CEP').inputValue()) === '') {
    await answerCep(page, 'found');
    await fillAddressFromCep(page);
    await page.unroute('**/api/cep/*');
  }
}

export const sendForm = (page: Page) => main(page).getByRole('button', { name: 'Enviar' });
export const serviceNext = (page: Page) => main(page).getByRole('button', { name: 'Próximo' });
export const confirmButton = (page: Page) => main(page).getByRole('button', { name: 'Confirmar' });

export async function onServiceStep(page: Page, path: string, title: string) {
  await waitForPath(page, path);
  await heading(page, title).waitFor();
}

export const titles = { form: 'Dados do serviço', powerOfAttorney: 'Procuração', review: 'Confirme a solicitação' };

/** The /servicos table row of a request (the table shows from 576 px). */
export const serviceTableRow = (page: Page, text: string) => main(page).getByRole('row').filter({ hasText: text });
