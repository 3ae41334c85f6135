import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { messages } from '../../../src/shared/messages';
import type { WizardStage } from '../../../src/shared/schemas/brand-wizard';
import { JPEG, PNG, unsignedPdf } from '../documents/samples';
import { eventually, storedToken, storeToken, waitForPath } from './journey-helpers';
import { signedAs } from './signing';
import { registerCustomer, type Customer } from './accounts';

/** Helpers of the brand wizard's browser tests: customers at any step through the real API, and the screens' controls. */

// ---------------------------------------------------------------- a customer who just paid, through the real API

export interface PaidCustomer extends Customer {
  marcaId: number;
}

export async function call<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const { baseUrl } = inject('e2e');
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (typeof init.body === 'string') headers['content-type'] = 'application/json';
  const answer = await fetch(`${baseUrl}/api${path}`, { ...init, headers });
  const body = (await answer.json().catch(() => null)) as T;
  if (!answer.ok)
    throw new Error(`${init.method ?? 'GET'} /api${path} answered ${answer.status}: ${JSON.stringify(body)}`);
  return body;
}

/** The request's procuração as its download gives it, signed by the account's holder (its outorgante). */
export async function procuracaoSignedByHolder(token: string, marcaId: number): Promise<Uint8Array> {
  const answer = await fetch(`${inject('e2e').baseUrl}/api/procuracao/${marcaId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!answer.ok) throw new Error(`GET /api/procuracao/${marcaId} answered ${answer.status}`);
  const holder = await call<{ CPF: string; fullName: string }>(token, '/profile/');
  return signedAs({ name: holder.fullName, cpf: holder.CPF }, new Uint8Array(await answer.arrayBuffer()));
}

/** Signs up (which opens an Essencial order) and pays it with the sandbox's Pix. */
export async function paidCustomer(fullName?: string, emailLocalPart?: string): Promise<PaidCustomer> {
  const customer = await registerCustomer(inject('e2e').baseUrl, fullName, emailLocalPart);
  const { marcas } = await call<{ marcas: Array<{ id: number }> }>(customer.token, '/marcas/');
  const marcaId = marcas[0].id;
  const payment = await call<{ id: number }>(customer.token, '/pagamentos/prod', {
    method: 'POST',
    body: JSON.stringify({
      id: marcaId,
      tipo: 'marca',
      metodo: 'pix',
      payment_method_id: 'pix',
      installments: 1,
      idempotencyKey: randomUUID(),
      payer: { first_name: 'Maria', last_name: 'Souza', email: customer.email },
    }),
  });
  await call(customer.token, `/pagamentos/sandbox/${payment.id}/pagar`, { method: 'POST' });
  return { ...customer, marcaId };
}

export const cepAnswer = {
  cep: '57035000',
  logradouro: 'Avenida Álvaro Otacílio',
  bairro: 'Ponta Verde',
  localidade: 'Maceió',
  uf: 'AL',
};

/** The postal-code service replaced at the browser's HTTP boundary (the server's own lookup is tested by the API suite). */
export async function answerCep(page: Page, answer: 'found' | 'failing') {
  await page.route('**/api/cep/*', (route) =>
    answer === 'found'
      ? route.fulfill({ json: cepAnswer })
      : route.fulfill({ status: 503, json: { erro: messages.cep.unavailable } }),
  );
}

export async function signIn(page: Page, customer: Customer) {
  await storeToken(page, customer.token);
}

/** A text box by its label (Mantine's required asterisk is not part of the name). */
export const field = (scope: Page | ReturnType<Page['locator']>, name: string) =>
  scope.getByRole('textbox', { name, exact: true });
/** A nationality field: a text field that also offers "brasileira" and "brasileiro" in a list. */
export const nationality = (scope: Page | ReturnType<Page['locator']>, name = 'Nacionalidade') =>
  scope.getByRole('combobox', { name, exact: true });
export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
export const next = (page: Page) => page.getByRole('button', { name: 'Próximo' });
/** "Próximo" while it looks disabled (aria-disabled): still pressable, from the keyboard as anyone can. */
export async function pressBlockedNext(page: Page) {
  await next(page).focus();
  await page.keyboard.press('Enter');
}
export const back = (page: Page) => page.getByRole('button', { name: 'Anterior' });
export const alertText = (page: Page) => page.locator('main').getByRole('alert').first();
export const toastWith = (page: Page, text: string) => page.getByText(text, { exact: true });

export async function onStep(page: Page, path: string, title: string) {
  await waitForPath(page, path);
  await heading(page, title).waitFor();
}

export async function fillAddressFromCep(page: Page) {
  await field(page, 'CEP').fill('57035000');
  await eventually(() => field(page, 'Endereço').inputValue()).toBe('Avenida Álvaro Otacílio');
  expect(await field(page, 'Bairro').inputValue()).toBe('Ponta Verde');
  expect(await field(page, 'CEP').inputValue()).toBe('57035-000');
  expect(await field(page, 'Cidade').inputValue()).toBe('Maceió');
  expect(await field(page, 'Estado (UF)').inputValue()).toBe('AL');
  await field(page, 'Número').fill('1200');
}

/**
 * The procuração of the request the page is on (its ?marcaId=), downloaded with the signed-in customer's token and
 * signed by its holder with a certificate of a CA the server trusts: what a customer who signs what they
 * downloaded sends back.
 */
export async function signedOwnProcuracao(page: Page): Promise<Uint8Array> {
  const marcaId = Number(new URL(page.url()).searchParams.get('marcaId'));
  const token = await storedToken(page);
  if (!token) throw new Error('sem sessão na página');
  return procuracaoSignedByHolder(token, marcaId);
}

export async function uploadSigned(page: Page, kind: 'signed' | 'unsigned' = 'signed') {
  const pdf = Buffer.from(kind === 'signed' ? await signedOwnProcuracao(page) : await unsignedPdf());
  await page
    .locator('input[name=procuracao]')
    .setInputFiles({ name: 'procuracao-assinada.pdf', mimeType: 'application/pdf', buffer: pdf });
  await toastWith(page, messages.uploads.procuracaoUploaded).waitFor();
}

export async function walkToBrandStep(page: Page) {
  await onStep(page, '/titular', 'Dados do titular');
  await fillAddressFromCep(page);
  await next(page).click();
  await onStep(page, '/add-titular', 'Proprietários da marca');
  await nationality(page).fill('brasileira');
  await next(page).click();
  await onStep(page, '/procuracao', 'Procuração');
  await uploadSigned(page);
  await next(page).click();
  await onStep(page, '/marca', 'Dados da marca');
}

export const documentFiles = async () => ({
  logo: { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(PNG) },
  comprovanteRes: { name: 'conta-de-luz.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await unsignedPdf()) },
  docFoto: { name: 'rg.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(JPEG) },
});

const STAGES: WizardStage[] = [
  'titular',
  'proprietarios',
  'procuracao',
  'marca',
  'arquivos',
  'confirmacao',
  'concluido',
];

/** How the procuração sent is signed: by its holder, as asked, or not at all. */
export interface StepOptions {
  procuracao?: 'signed' | 'unsigned';
}

/** A paid customer whose request has every step before `etapa` saved through the API. */
export async function customerAt(etapa: WizardStage, options: StepOptions = {}): Promise<PaidCustomer> {
  const customer = await paidCustomer();
  await saveStepsBefore(customer, etapa, options);
  return customer;
}

/** Saves, through the API, every wizard step of a paid request before `etapa` ('concluido': confirmed too). */
export async function saveStepsBefore(
  customer: PaidCustomer,
  etapa: WizardStage,
  options: StepOptions = {},
): Promise<void> {
  const { token, marcaId } = customer;
  const past = (stage: WizardStage) => STAGES.indexOf(etapa) > STAGES.indexOf(stage);
  if (past('titular')) {
    const address = {
      CEP: '57035000',
      Endereco: 'Avenida Álvaro Otacílio',
      Numero: '1200',
      Cidade: 'Maceió',
      Estado: 'AL',
    };
    const profile = await call<{ CPF: string; fullName: string; Email: string }>(token, '/profile/', {
      method: 'PATCH',
      body: JSON.stringify(address),
    });
    if (past('proprietarios')) {
      const endereco = {
        cep: address.CEP,
        logradouro: address.Endereco,
        numero: address.Numero,
        cidade: address.Cidade,
        estado: address.Estado,
      };
      const owner = {
        nome: profile.fullName,
        email: profile.Email,
        tipo_doc: 'cpf',
        doc_num: profile.CPF,
        nacionalidade: 'brasileira',
        endereco,
      };
      await call(token, `/marcas/${marcaId}/proprietarios`, { method: 'POST', body: JSON.stringify([owner]) });
    }
  }
  if (past('procuracao')) {
    const form = new FormData();
    form.append(
      'procuracao',
      new Blob(
        [
          Buffer.from(
            options.procuracao === 'unsigned' ? await unsignedPdf() : await procuracaoSignedByHolder(token, marcaId),
          ),
        ],
        { type: 'application/pdf' },
      ),
      'procuracao-assinada.pdf',
    );
    await call(token, `/${marcaId}/procuracao`, { method: 'POST', body: form });
  }
  if (past('marca'))
    await call(token, `/marcas/${marcaId}`, {
      method: 'PUT',
      body: JSON.stringify({
        nome: 'Café Serra Azul',
        tipo: 'Mista',
        classes: [{ classeNice: 30, itens: ['Café'], livre: null }],
      }),
    });
  await saveFilesAndConfirm(customer, { confirm: past('confirmacao'), files: past('arquivos') });
}

/** Sends the three files (/arquivos) and confirms the request, through the API, as far as asked. */
export async function saveFilesAndConfirm(
  { token, marcaId }: PaidCustomer,
  steps: { files: boolean; confirm: boolean } = { files: true, confirm: true },
): Promise<void> {
  if (steps.files) {
    const form = new FormData();
    for (const [field, file] of Object.entries(await documentFiles()))
      form.append(field, new Blob([file.buffer], { type: file.mimeType }), file.name);
    await call(token, `/${marcaId}/documentos`, { method: 'POST', body: form });
  }
  if (steps.confirm) await call(token, `/marcas/${marcaId}/confirmar`, { method: 'POST' });
}

/**
 * Makes /marca's classes read `classes`, as a customer would: classes removed or chosen in the class select, items
 * picked from the pre-approved list by a word of them, free text typed.
 */
export async function fillClasses(
  page: Page,
  classes: readonly { classeNice: number; itens?: readonly string[] | null; livre?: string | null }[],
) {
  const wanted = new Set(classes.map((entry) => entry.classeNice));
  for (const remove of await page.getByRole('button', { name: /^Remover a classe \d+$/ }).all()) {
    const numero = Number((await remove.getAttribute('aria-label'))!.replace(/\D/g, ''));
    if (!wanted.has(numero)) await remove.click();
  }
  for (const entry of classes) {
    const card = page.getByRole('region', { name: new RegExp(`^Classe ${entry.classeNice}:`) });
    if ((await card.count()) === 0) {
      const select = page.getByRole('combobox', { name: /^(Classe de Nice|Adicionar outra classe)$/ });
      await select.fill(String(entry.classeNice));
      await page.getByRole('option', { name: new RegExp(`^${entry.classeNice} – `) }).click();
      await card.waitFor();
    }
    for (const item of entry.itens ?? []) {
      if ((await card.getByText(item, { exact: true }).count()) > 0) continue;
      const items = card.getByRole('combobox', { name: 'Produtos ou serviços da lista do INPI' });
      await items.fill(item);
      await page.getByRole('option', { name: item, exact: true }).click();
      await card.getByText(item, { exact: true }).waitFor();
    }
    const free = card.getByRole('textbox', { name: 'Outros produtos ou serviços (texto livre)' });
    if ((await free.inputValue()) !== (entry.livre ?? '')) await free.fill(entry.livre ?? '');
  }
}
