import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import type { AdminPage, AdminServiceRow } from '../../src/shared/schemas/admin';
import { toastWith } from '../support/e2e/brand-wizard-helpers';
import { apiLogin, eventually, storeToken, waitForPath } from '../support/e2e/journey-helpers';
import { openApp } from '../support/e2e/navigation';
import {
  confirmButton,
  onServiceStep,
  sendForm,
  serviceCustomerAt,
  serviceNext,
  serviceTableRow,
  titles,
} from '../support/e2e/service-helpers';
import { useBrowser } from '../support/e2e/use-browser';

const { baseUrl, admin } = inject('e2e');
const browser = useBrowser();
const main = (page: Page) => page.locator('main');
const reason = 'Informe há quanto tempo a marca é usada, em anos.';

/** A staff call as the desk makes it (the desk's screens have their own tests). */
async function asStaff<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const { token } = await apiLogin(baseUrl, admin.email, admin.password);
  const answer = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

describe('a request returned for correction', () => {
  it('shows the reason and "Corrigir", reopens the form, and once sent again is Pendente in the staff queue', async () => {
    const { page } = browser.tab;
    const customer = await serviceCustomerAt(4, 'concluido');
    await asStaff(`/admin/servico/${customer.servicoId}/update`, {
      method: 'PATCH',
      body: { status: 'Devolvido', mensagem: reason, partes: ['dados'] },
    });

    await storeToken(page, customer.token);
    await openApp(page, '/servicos');
    const row = serviceTableRow(page, `Devolvido para correção: ${reason}`);
    await row.getByText('O que corrigir: os dados.').waitFor();
    await row.getByRole('link', { name: 'Corrigir' }).click();

    await onServiceStep(page, '/novo-servico', titles.form);
    await main(page).getByRole('textbox', { name: 'Há quanto tempo a marca é usada' }).fill('5 anos');
    await sendForm(page).click();
    await toastWith(page, messages.services.saved).first().waitFor();
    await serviceNext(page).click();
    await onServiceStep(page, '/servico-confirmacao', titles.review);
    await confirmButton(page).click();
    await waitForPath(page, '/servicos');
    await serviceTableRow(page, messages.rows.serviceInAnalysis).first().waitFor();

    const queue = () =>
      asStaff<AdminPage<AdminServiceRow>>('/admin/servicos?status=Pendente&ordem=id&direcao=desc&porPagina=50');
    const resent = async () => (await queue()).itens.find((item) => item.id === customer.servicoId);
    await eventually(async () => (await resent())?.status).toBe('Pendente');
    expect(await resent()).toMatchObject({ correcao: [], reenviadoEm: expect.any(String) });
  }, 60_000);
});
