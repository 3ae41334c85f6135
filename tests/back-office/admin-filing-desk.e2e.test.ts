import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import {
  adminLogsIn,
  confirmDialog,
  customerWithFiledBrand,
  fillFilingChecklist,
  modal,
  searchParam,
  tickFilingChecklist,
} from '../support/e2e/admin-helpers';
import { call, toastWith } from '../support/e2e/brand-wizard-helpers';
import { eventually } from '../support/e2e/journey-helpers';
import { openApp } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';
import { keepScreenshot } from '../support/e2e/screenshots';

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

describe('the filing desk, at a desk', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 } });

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
    expect(copied).toContain('RETRIBUIÇÃO (GRU)\nTotal (1 classe): R$ 880,00');

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
    await keepScreenshot(page, 'desk-filing', { fullPage: false });
  });
});

describe("a procuração without its holder's recognised signature, at 1280 px", () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 } });

  it('keeps "Protocolado" closed after the checklist is ticked, and says the procuração is why', async () => {
    const { page } = browser;
    const customer = await customerWithFiledBrand({ procuracao: 'unsigned' });
    await adminLogsIn(page);
    await openBrandFromQueue(page, customer.marcaId, customer.cpf);

    // One owner, the holder: no co-owners to name.
    const panel = await tickFilingChecklist(page, 'Conta e-INPI do titular conferida');
    await toastWith(page, messages.admin.checklistSaved).waitFor();
    const holder = await call<{ fullName: string }>(customer.token, '/profile/');
    await panel
      .getByText(
        messages.admin.filingChecklist.procuracaoAssinada([
          messages.signature.labels.sem_assinatura,
          messages.signature.missingSignature(holder.fullName),
        ]),
        { exact: true },
      )
      .waitFor();
    expect(await panel.getByText('Lista completa: o protocolo pode ser registrado.').count()).toBe(0);
    expect(await panel.getByRole('textbox', { name: 'Número do processo no INPI' }).isDisabled()).toBe(true);
    expect(await panel.getByRole('textbox', { name: 'Protocolo' }).isDisabled()).toBe(true);
    await keepScreenshot(page, 'desk-unsigned', { fullPage: false });
  });
});

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
    await keepScreenshot(page, 'desk-undo', { fullPage: false });

    await modal(page).getByRole('button', { name: 'Desfazer' }).click();
    await toastWith(page, messages.admin.undone).waitFor();
    await eventually(() => modal(page).getByText('Pendente → Rejeitada').count()).toBe(0);
    await page.keyboard.press('Escape');
    await eventually(() => rowOf(page, `#${customer.marcaId}`).textContent()).toContain('Pendente');
  });
});

const BULK_RESULT_TITLE = 'Resultado da mudança em lote';
const NOTE = 'Liguei para a cliente: a procuração nova chega amanhã.';
const selectRow = async (page: import('playwright-core').Page, marcaId: number) => {
  // The whole first cell is the box (a finger-sized target); clicking it never opens the row.
  await rowOf(page, `#${marcaId}`).locator('td').first().click();
  await eventually(() => page.getByRole('checkbox', { name: `Selecionar pedido #${marcaId}` }).isChecked()).toBe(true);
};

async function changeInBulk(page: import('playwright-core').Page, status: string, count: number) {
  const bar = page.getByRole('region', { name: 'Mudança em lote' });
  await bar.getByText(`${count} selecionadas`).waitFor();
  await bar.getByLabel('Novo status').click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await bar.getByRole('button', { name: 'Mudar status' }).click();
  await confirmDialog(page).getByText(`Mudar ${count} requisições para ${status}?`).waitFor();
  await confirmDialog(page).getByRole('button', { name: 'Confirmar' }).click();
  return page.getByRole('dialog', { name: BULK_RESULT_TITLE });
}

describe('the desk at 1280 px', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 } });

  it('staff take two sent brands, note one and classify its figure, then change both at once and read each row’s result', async () => {
    const { page } = browser;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const first = await customerWithFiledBrand();
    const second = await customerWithFiledBrand();
    await adminLogsIn(page);

    for (const customer of [first, second]) {
      await openBrandFromQueue(page, customer.marcaId, customer.cpf);
      const assignee = modal(page).getByLabel('Responsável', { exact: true });
      expect(await assignee.inputValue()).toBe('Ninguém');
      await modal(page).getByRole('button', { name: 'Atribuir a mim' }).click();
      await toastWith(page, messages.admin.assigned).waitFor();
      await eventually(() => assignee.inputValue()).toMatch(/\(você\)$/);
      await modal(page).getByRole('button', { name: 'Atribuir a mim' }).waitFor({ state: 'detached' });

      if (customer === first) {
        // An internal note, with its author and time.
        const notes = modal(page).getByRole('region', { name: 'Notas internas' });
        await notes.getByText('Só a equipe vê').waitFor();
        await notes.getByRole('textbox', { name: 'Nova nota interna' }).fill(NOTE);
        await notes.getByRole('button', { name: 'Adicionar nota' }).click();
        await toastWith(page, messages.admin.noteAdded).waitFor();
        const listed = notes.getByRole('listitem').filter({ hasText: NOTE });
        await listed.getByText(/^.+ · \d{2}\/\d{2}\/\d{4}/).waitFor();

        // The mixed mark's figure: its Vienna codes, recorded, copied on their own and in "Copiar tudo".
        await filing(page).getByRole('textbox', { name: 'Códigos de Viena da figura' }).fill('26.01.01, 27.5.1');
        await filing(page).getByRole('button', { name: 'Salvar códigos de Viena' }).click();
        await toastWith(page, messages.admin.viennaSaved).waitFor();
        await filing(page)
          .getByRole('button', { name: /^Classificação de Viena: 26\.1\.1; 27\.5\.1/ })
          .click();
        await eventually(() => page.evaluate(() => navigator.clipboard.readText())).toBe('26.1.1; 27.5.1');
        await filing(page).getByRole('button', { name: 'Copiar tudo' }).click();
        await eventually(() => page.evaluate(() => navigator.clipboard.readText())).toContain(
          'Classificação de Viena: 26.1.1; 27.5.1',
        );
        await filing(page).getByText('Especificação (pré-aprovada)').waitFor();
        await keepScreenshot(page, 'desk-notes', { fullPage: false });
      }
      await page.keyboard.press('Escape');
      await modal(page).waitFor({ state: 'detached' });
    }

    // The customer never sees the note.
    expect(JSON.stringify(await call(first.token, '/marcas/'))).not.toContain('procuração nova');

    // "Meus pedidos": the responsavel=eu filter, held in the URL.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('');
    await eventually(() => searchParam(page, 'busca')).toBe(null);
    await page.getByRole('button', { name: 'Meus pedidos' }).click();
    await eventually(() => searchParam(page, 'responsavel')).toBe('eu');
    await rowOf(page, `#${first.marcaId}`).waitFor();
    await rowOf(page, `#${second.marcaId}`).waitFor();

    // Both started at once.
    await selectRow(page, first.marcaId);
    await selectRow(page, second.marcaId);
    await keepScreenshot(page, 'desk-bulk', { fullPage: false });
    let results = await changeInBulk(page, 'Iniciada', 2);
    await toastWith(page, messages.admin.bulkDone(2, 0)).waitFor();
    for (const { marcaId } of [first, second])
      await results
        .getByRole('row')
        .filter({ hasText: `#${marcaId}` })
        .getByText('Mudou para Iniciada')
        .waitFor();
    await results.getByRole('button', { name: 'Fechar' }).last().click();
    await eventually(() => rowOf(page, `#${first.marcaId}`).textContent()).toContain('Iniciada');

    // Concluding is guarded row by row: each refused row says why.
    await selectRow(page, first.marcaId);
    await selectRow(page, second.marcaId);
    results = await changeInBulk(page, 'Concluida', 2);
    await toastWith(page, messages.admin.bulkDone(0, 2)).waitFor();
    for (const { marcaId } of [first, second]) {
      const row = results.getByRole('row').filter({ hasText: `#${marcaId}` });
      await row.getByText('Recusada').waitFor();
      await row.getByText(/^Não é possível concluir: .*protocolo/).waitFor();
    }
    await keepScreenshot(page, 'desk-bulk-result', { fullPage: false });
    await results.getByRole('button', { name: 'Fechar' }).last().click();
    expect(await rowOf(page, `#${second.marcaId}`).textContent()).toContain('Iniciada');
  });
});

for (const width of [390, 1920]) {
  describe(`the desk at ${width} px`, () => {
    const browser = useBrowser({ viewport: { width, height: width === 390 ? 844 : 1080 } });

    it('shows "Meus pedidos", a ticked row with the bulk bar, and the modal with its assignee and notes', async () => {
      const { page } = browser;
      const customer = await customerWithFiledBrand();
      await adminLogsIn(page);
      await openBrandFromQueue(page, customer.marcaId, customer.cpf);
      await modal(page).getByRole('button', { name: 'Atribuir a mim' }).click();
      await toastWith(page, messages.admin.assigned).waitFor();
      await modal(page).getByRole('textbox', { name: 'Nova nota interna' }).fill(NOTE);
      await modal(page).getByRole('button', { name: 'Adicionar nota' }).click();
      await modal(page).getByRole('listitem').filter({ hasText: NOTE }).waitFor();
      await keepScreenshot(page, 'desk-modal', { fullPage: false });
      await page.keyboard.press('Escape');
      await modal(page).waitFor({ state: 'detached' });

      await page.getByRole('searchbox', { name: 'Buscar' }).fill('');
      await eventually(() => searchParam(page, 'busca')).toBe(null);
      await page.getByRole('button', { name: 'Meus pedidos' }).click();
      await eventually(() => searchParam(page, 'responsavel')).toBe('eu');
      await rowOf(page, `#${customer.marcaId}`).waitFor();
      if (width === 390) {
        // A phone keeps its columns: bulk changes start from tablet width.
        expect(await page.getByRole('checkbox', { name: `Selecionar pedido #${customer.marcaId}` }).count()).toBe(0);
      } else {
        await selectRow(page, customer.marcaId);
        await page.getByRole('region', { name: 'Mudança em lote' }).getByText('1 selecionada').waitFor();
      }
      // Nothing scrolls sideways, the page or the table.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const overflow = await page
        .locator('.mantine-datatable')
        .first()
        .evaluate(
          (root) => root.querySelector('table')!.getBoundingClientRect().width - root.getBoundingClientRect().width,
        );
      expect(overflow).toBeLessThanOrEqual(1);
      await keepScreenshot(page, 'desk-list');

      await openApp(page, '/admin/servicos');
      await page.getByRole('heading', { level: 1, name: 'Serviços' }).waitFor();
      await page.locator('tbody tr').first().waitFor();
      await keepScreenshot(page, 'desk-services');
    });
  });
}
