import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import yauzl from 'yauzl';
import { messages } from '../../../src/shared/messages';
import { call, customerAt, type StepOptions } from './brand-wizard-helpers';
import { apiLogin, eventually, submitLogin, waitForPath } from './journey-helpers';
import { openApp } from './navigation';

/** A paid customer who finished the brand wizard (four files sent), with the CPF the admin searches by. */
export async function customerWithFiledBrand(options: StepOptions = {}) {
  const customer = await customerAt('concluido', options);
  const profile = await call<{ CPF: string }>(customer.token, '/profile/');
  return { ...customer, cpf: profile.CPF };
}

/** A sent brand whose class and specification the customer wrote in the wizard's brand step (and its owners, if given). */
export async function customerWithSpecification(classeNice: number, descricao: string, proprietarios?: unknown[]) {
  const customer = await customerAt('confirmacao');
  if (proprietarios)
    await call(customer.token, `/marcas/${customer.marcaId}/proprietarios`, {
      method: 'POST',
      body: JSON.stringify(proprietarios),
    });
  await call(customer.token, `/marcas/${customer.marcaId}`, {
    method: 'PUT',
    body: JSON.stringify({ nome: 'Café Serra Azul', tipo: 'Mista', classeNice, descricao }),
  });
  await call(customer.token, `/marcas/${customer.marcaId}/confirmar`, { method: 'POST' });
  return customer;
}

/** A filed brand whose INPI process number staff recorded (through the back office's API). */
export async function customerWithProcess() {
  const customer = await customerWithFiledBrand();
  const processo = String(930_000_000 + Math.floor(Math.random() * 9_000_000));
  const recorded = await recordProcessAsAdmin(customer.marcaId, { processoInpi: processo });
  if (!recorded.ok) throw new Error(`o processo não foi registrado: ${recorded.status}`);
  return { ...customer, processo };
}

/**
 * Staff record the INPI process (and protocol) of a brand through the back office's API, the filing checklist ticked
 * first; the answer as it came (409 while the procuração lacks a signature).
 */
export async function recordProcessAsAdmin(
  marcaId: number,
  filed: { processoInpi: string; protocolo?: string },
): Promise<Response> {
  const { baseUrl, admin } = inject('e2e');
  const { token } = await apiLogin(baseUrl, admin.email, admin.password);
  await call(token!, `/admin/marcas/${marcaId}/checklist`, {
    method: 'PUT',
    body: JSON.stringify({
      contasEinpi: true,
      gruNumero: '29409172345678901',
      gruValorCentavos: 44_000,
      gruVencimento: '2026-12-30',
      gruPaga: true,
    }),
  });
  return fetch(`${baseUrl}/api/admin/marcas/${marcaId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(filed),
  });
}

/** The week's RPI sent as the back office sends it, with the admin's token. */
export async function importRpiAsAdmin(zip: string) {
  const { baseUrl, admin } = inject('e2e');
  const { token } = await apiLogin(baseUrl, admin.email, admin.password);
  const answer = await fetch(`${baseUrl}/api/admin/inpi/rpi`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/zip' },
    body: readFileSync(zip),
  });
  expect(answer.status).toBe(201);
}

/** A customer's paid Oposição request (its form and procuração come with the service-flow issue). */
export async function customerWithPaidService() {
  const { baseUrl } = inject('e2e');
  const email = `servico.${Date.now()}@exemplo.com.br`;
  const answer = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Rafael Nunes Prado',
      email,
      cpf: generateCpf(),
      phone: '(82) 99876-5432',
      password: 'senha-forte-123',
      planoID: 5,
    }),
  });
  const { token, marcaID } = (await answer.json()) as { token: string; marcaID: number };
  const payment = await call<{ id: number }>(token, '/pagamentos/prod', {
    method: 'POST',
    body: JSON.stringify({
      id: marcaID,
      tipo: 'servico',
      metodo: 'pix',
      payment_method_id: 'pix',
      installments: 1,
      idempotencyKey: randomUUID(),
      payer: { first_name: 'Rafael', last_name: 'Prado', email },
    }),
  });
  await call(token, `/pagamentos/sandbox/${payment.id}/pagar`, { method: 'POST' });
  return { token, servicoId: marcaID, email };
}

/** The admin signs in through /login and lands on /admin. */
export async function adminLogsIn(page: Page) {
  const { admin } = inject('e2e');
  await openApp(page, '/login');
  await submitLogin(page, admin.email, admin.password);
  await waitForPath(page, '/admin');
  // Signed in once the back office itself shows (its guard has read the profile with the stored token),
  // not merely when the address changed: a test opening another admin link at once would race the login.
  await page.getByText('Página de Admin', { exact: true }).waitFor();
}

/**
 * Staff, signed in, open the INPI area from the menu (in the drawer on a phone) and import the week's RPI; waits for
 * the import's report and the row.
 */
export async function importRpiInBackOffice(page: Page, zip: string, numero: number, customerMoves: number) {
  if (page.viewportSize()!.width < 768) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'INPI' }).click();
  await waitForPath(page, '/admin/inpi');
  // Mantine's FileInput keeps the real file input hidden behind its button.
  await page.locator('input[type="file"]').setInputFiles(zip);
  await page.getByRole('button', { name: 'Importar RPI' }).click();
  await eventually(
    () =>
      page
        .getByRole('status')
        .filter({ hasText: `RPI nº ${numero} importada` })
        .textContent(),
    60_000,
  ).toMatch(new RegExp(`${customerMoves} movimentaç(ão|ões) de clientes`));
  await page
    .locator('tbody tr')
    .filter({ hasText: `nº ${numero}` })
    .waitFor();
}

/** The entry names of a zip file on disk, in order. */
export function zipEntryNames(path: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** The request's modal (not the status confirmation laid over it). */
export const modal = (page: Page) => page.getByRole('dialog').filter({ hasNotText: messages.admin.confirmStatusTitle });
/** The confirmation a status change asks for before it e-mails the customer. */
export const confirmDialog = (page: Page) =>
  page.getByRole('dialog').filter({ hasText: messages.admin.confirmStatusTitle });
export const activeMenuEntries = (page: Page) =>
  page.getByRole('navigation', { name: 'Menu' }).locator('a[data-active], a[aria-current="page"]');

/** A search param as the app reads it: the router writes strings that look like numbers in JSON quotes. */
export function searchParam(page: Page, name: string): unknown {
  const raw = new URL(page.url()).searchParams.get(name);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/**
 * Staff tick the filing checklist in the open brand modal and save it (e-INPI accounts, GRU issued and paid); the
 * accounts' box is named for the owners (`contas`: "Conta e-INPI do titular conferida" for a holder alone).
 */
export async function tickFilingChecklist(page: Page, contas: string | RegExp = /^Contas? e-INPI do titular/) {
  const panel = modal(page).getByRole('region', { name: 'Depósito no INPI' });
  await panel.getByRole('checkbox', { name: contas, exact: typeof contas === 'string' }).check();
  await panel.getByRole('textbox', { name: 'Número da GRU' }).fill('29409172345678901');
  await panel.getByRole('textbox', { name: 'Valor da GRU (R$)' }).fill('440,00');
  await panel.getByLabel('Vencimento da GRU').fill('2026-12-30');
  await panel.getByRole('checkbox', { name: 'GRU paga' }).check();
  await panel.getByRole('button', { name: 'Salvar lista' }).click();
  return panel;
}

/** The checklist ticked and saved, with nothing else missing: "Protocolado" opens. */
export async function fillFilingChecklist(page: Page) {
  const panel = await tickFilingChecklist(page);
  await panel.getByText('Lista completa: o protocolo pode ser registrado.').waitFor();
}
