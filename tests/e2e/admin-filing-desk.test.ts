import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import {
  adminLogsIn,
  confirmDialog,
  customerWithFiledBrand,
  fillFilingChecklist,
  modal,
  searchParam,
} from './admin-helpers';
import { toastWith } from './brand-wizard-helpers';
import { eventually } from './journey-helpers';
import { useBrowser } from './support/use-browser';

const filing = (page: import('playwright-core').Page) =>
  modal(page).getByRole('region', { name: 'Dados para o e-Marcas' });
const rowOf = (page: import('playwright-core').Page, text: string) =>
  page.locator('tbody tr').filter({ hasText: text });

async function openBrandFromQueue(page: import('playwright-core').Page, marcaId: number, cpf: string) {
  // The queue: requests the customer sent, searched by the customer's CPF.
  await page.getByRole('combobox', { name: 'Enviado pelo cliente' }).click();
  await page.getByRole('option', { name: 'Enviados (fila)' }).click();
  await eventually(() => searchParam(page, 'enviado')).toBe('sim');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(cpf);
  await eventually(() => page.locator('tbody tr').count()).toBe(1);
  await rowOf(page, `#${marcaId}`).getByRole('button', { name: 'Visualizar' }).click();
  await modal(page).getByText(`Você está visualizando a requisição de id ${marcaId}`).waitFor();
}

for (const width of [1280, 390]) {
  describe(`the filing desk at ${width} px`, () => {
    const browser = useBrowser({ viewport: { width, height: 900 } });

    it('staff filter the queue, open a sent brand, copy its e-Marcas data, fill the checklist and record the protocol', async () => {
      const { page } = browser;
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      const customer = await customerWithFiledBrand();
      await adminLogsIn(page);
      await openBrandFromQueue(page, customer.marcaId, customer.cpf);

      // The data in e-Marcas' order, each field copied on its own, and all at once.
      await filing(page).getByText('Titular 1', { exact: true }).waitFor();
      await filing(page)
        .getByRole('button', { name: /^Apresentação: / })
        .waitFor();
      await filing(page).getByRole('button', { name: 'Copiar tudo' }).click();
      await toastWith(page, 'Todos os dados do depósito foram copiados para a área de transferência').waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(/^TITULAR 1\nNome: /);
      expect(copied).toContain('Retribuição (GRU): R$ 1.720,00');

      // "Protocolado" waits for the checklist.
      const processo = modal(page).getByRole('textbox', { name: 'Número do processo no INPI' });
      expect(await processo.isDisabled()).toBe(true);
      await modal(page).getByText(messages.admin.filingChecklist.gruPaga).waitFor();
      await fillFilingChecklist(page);
      await toastWith(page, messages.admin.checklistSaved).waitFor();
      await modal(page)
        .getByText(/^Atualizada por .+ em /)
        .waitFor();

      await processo.fill('927654321');
      await modal(page).getByRole('textbox', { name: 'Protocolo' }).fill('850260654321');
      await modal(page).getByRole('button', { name: 'Salvar processo' }).click();
      await toastWith(page, messages.admin.saved).waitFor();
      await modal(page).getByText('Processo INPI nº 927654321, protocolo 850260654321').waitFor();
      await page.screenshot({ path: `/tmp/desk-filing-${width}.png`, fullPage: false });
    }, 150_000);
  });
}

describe('undo at 1280 px', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 } });

  it('staff confirm a rejection, then undo it inside the grace period: the status is back and no e-mail is left', async () => {
    const { page } = browser;
    const customer = await customerWithFiledBrand();
    await adminLogsIn(page);
    await openBrandFromQueue(page, customer.marcaId, customer.cpf);

    await modal(page).getByLabel('Status da requisição').click();
    await page.getByRole('option', { name: 'Rejeitada', exact: true }).click();
    await modal(page)
      .getByRole('textbox', { name: 'Motivo da rejeição (enviado ao cliente)' })
      .fill('Documento com foto ilegível: envie uma nova foto, por favor.');
    await modal(page).getByRole('button', { name: 'Atualizar' }).click();
    // Nothing changes before the confirmation.
    await confirmDialog(page).getByText(messages.admin.confirmStatusText('Pendente', 'Rejeitada')).waitFor();
    await confirmDialog(page).getByRole('button', { name: 'Confirmar' }).click();
    await toastWith(page, messages.admin.statusUpdated).waitFor();
    await modal(page)
      .getByText(/^Pendente → Rejeitada: o e-mail ao cliente sai às /)
      .waitFor();
    await page.screenshot({ path: '/tmp/desk-undo-1280.png' });

    await modal(page).getByRole('button', { name: 'Desfazer' }).click();
    await toastWith(page, messages.admin.undone).waitFor();
    await eventually(() => modal(page).getByText('Pendente → Rejeitada').count()).toBe(0);
    await page.keyboard.press('Escape');
    await eventually(() => rowOf(page, `#${customer.marcaId}`).textContent()).toContain('Pendente');
  }, 150_000);
});
