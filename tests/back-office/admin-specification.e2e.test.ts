import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminLogsIn, customerWithSpecification, modal } from '../support/e2e/admin-helpers';
import { eventually } from '../support/e2e/journey-helpers';
import { openApp } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';
import { keepScreenshot } from '../support/e2e/screenshots';

const filing = (page: Page) => modal(page).getByRole('region', { name: 'Dados para o e-Marcas' });
/** A field of the filing panel, by what it reads ("Rótulo: valor"). */
const field = (page: Page, label: string) =>
  filing(page).getByRole('button', { name: new RegExp(`^${label.replace(/[()$.]/g, '\\$&')}: `) });

async function openBrand(page: Page, marcaId: number) {
  await openApp(page, `/admin?ver=${marcaId}`);
  await modal(page).getByText(`Você está visualizando a requisição de id ${marcaId}`).waitFor();
  await filing(page).getByText('Marca', { exact: true }).waitFor();
}

describe('the specification in the e-Marcas filing panel at 1280 px', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 } });

  it('reads "pré-aprovada" with the lower fee when every item is on the class’s list, and free text with the higher fee otherwise', async () => {
    const { page } = browser;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    // Class 30: "Café" and "Bolos" are on its pre-approved list; "Bolos caseiros de fubá" is not.
    const listed = await customerWithSpecification(30, 'café;\nBolos.');
    // Filed by a company: its legal representative is what e-Marcas asks for instead of a nationality.
    const free = await customerWithSpecification(30, 'Café; Bolos caseiros de fubá', [
      {
        nome: 'Serra Azul Comércio de Cafés Ltda',
        email: 'contato@serraazul.com.br',
        tipo_doc: 'cnpj',
        doc_num: generateCnpj(),
        endereco: {
          cep: '57035000',
          logradouro: 'Avenida Álvaro Otacílio',
          numero: '900',
          cidade: 'Maceió',
          estado: 'AL',
        },
        representante: { nome: 'Beatriz Ramos', cpf: generateCpf(), nacionalidade: 'brasileira' },
      },
    ]);
    await adminLogsIn(page);

    await openBrand(page, listed.marcaId);
    await filing(page).getByText('Classe 30 - Café, cereais, doces e temperos', { exact: true }).waitFor();
    // The items as the list writes them, whatever the customer's case and punctuation.
    await field(page, 'Especificação (pré-aprovada)').getByText('Café; Bolos', { exact: true }).waitFor();
    await field(page, 'Retribuição')
      .getByText(
        'R$ 880,00 (R$ 440,00 com desconto de 50%): pedido de registro de marca com especificação pré-aprovada',
        { exact: true },
      )
      .waitFor();
    await field(page, 'Total (1 classe)')
      .getByText('R$ 880,00 (R$ 440,00 com desconto de 50%)', { exact: true })
      .waitFor();
    expect(await field(page, 'Especificação (livre preenchimento)').count()).toBe(0);
    await filing(page).getByRole('button', { name: 'Copiar tudo' }).click();
    await eventually(() => page.evaluate(() => navigator.clipboard.readText())).toContain(
      'Especificação (pré-aprovada): Café; Bolos\nRetribuição: R$ 880,00',
    );
    await field(page, 'Retribuição').scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'desk-spec-preaprovada', { fullPage: false });
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });

    await openBrand(page, free.marcaId);
    await field(page, 'Nome').getByText('Serra Azul Comércio de Cafés Ltda').waitFor();
    await field(page, 'CNPJ')
      .getByText(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/)
      .waitFor();
    await field(page, 'Representante legal')
      .getByText(/^Beatriz Ramos, brasileira, CPF \d{3}\.\d{3}\.\d{3}-\d{2}$/)
      .waitFor();
    expect(await field(page, 'Nacionalidade').count()).toBe(0);
    await field(page, 'Especificação (livre preenchimento)')
      .getByText('Café; Bolos caseiros de fubá', { exact: true })
      .waitFor();
    await field(page, 'Retribuição')
      .getByText(
        'R$ 1.720,00 (R$ 860,00 com desconto de 50%): pedido de registro de marca com especificação de livre preenchimento',
        { exact: true },
      )
      .waitFor();
    expect(await field(page, 'Especificação (pré-aprovada)').count()).toBe(0);
    await field(page, 'Retribuição').scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'desk-spec-livre', { fullPage: false });
  });
});
