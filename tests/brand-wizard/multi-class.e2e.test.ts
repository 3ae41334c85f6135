import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { adminLogsIn, modal } from '../support/e2e/admin-helpers';
import { axeFindings, smallTouchTargets } from '../support/e2e/a11y-helpers';
import {
  customerAt,
  fillClasses,
  next,
  onStep,
  saveFilesAndConfirm,
  signIn,
  toastWith,
  type PaidCustomer,
} from '../support/e2e/brand-wizard-helpers';
import { openApp } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';
import { keepScreenshot } from '../support/e2e/screenshots';

/** Bread and cakes (pre-approved), the online shop (free text), the café (pre-approved): three classes, one request. */
const BAKERY_GRU = { full: 'R$ 3.480,00', discounted: 'R$ 1.740,00' };
let bakery: PaidCustomer;

const card = (page: Page, classe: number) => page.getByRole('region', { name: new RegExp(`^Classe ${classe}:`) });

describe('a bakery files classes 30, 35 and 43 in one request (390 px)', () => {
  const browser = useBrowser({ viewport: { width: 390, height: 844 } });

  it('picks items from each class’s list, adds the suggested classes, and sees the INPI’s fee for all three', async () => {
    const { page } = browser;
    bakery = await customerAt('marca');
    await signIn(page, bakery);
    await openApp(page, `/marca?marcaId=${bakery.marcaId}`);
    await onStep(page, '/marca', 'Dados da marca');
    await page.getByRole('textbox', { name: 'Nome da marca' }).fill('Padaria Aurora');
    await page.getByRole('radio', { name: /^Nominativa/ }).click();

    await fillClasses(page, [{ classeNice: 30, itens: ['Pão', 'Bolos'] }]);
    const items = card(page, 30).getByRole('combobox', { name: 'Produtos ou serviços da lista do INPI' });
    // A chosen item leaves the search box empty for the next one, and shows as a chip.
    expect(await items.inputValue()).toBe('');
    // Each item can be taken back (it is picked again below).
    await card(page, 30).getByRole('button', { name: 'Remover Bolos' }).click();
    await card(page, 30).getByRole('listitem').filter({ hasText: 'Bolos' }).waitFor({ state: 'detached' });
    // Accents are folded in the item search: "pao" finds "Pão".
    await items.fill('pao');
    await expect.poll(() => page.getByRole('option').first().innerText(), { timeout: 10_000 }).toMatch(/^Pão/);
    await items.fill('');
    await page
      .getByText('Taxas do INPI (GRU, pagas à parte) para 1 classe: R$ 880,00 (R$ 440,00 com desconto).', {
        exact: false,
      })
      .waitFor();

    // Classes usually filed with 30, each with why; nothing is added until the customer chooses.
    await page.getByText('Costumam ser registradas junto com a classe 30').waitFor();
    expect(await card(page, 43).count()).toBe(0);
    await page.getByRole('button', { name: 'Adicionar a classe 43' }).click();
    await card(page, 43).waitFor();
    await keepScreenshot(page, 'multi-class');
    // Every control of the cards is big enough for a finger, and axe finds nothing, minor findings included.
    expect(await smallTouchTargets(page)).toEqual([]);
    expect(await axeFindings(page, { every: true })).toEqual([]);
    // A class without items holds "Próximo" back, with the reason.
    await next(page).click();
    await page.locator('main').getByRole('alert').getByText(messages.brandData.classesRequired).waitFor();

    await fillClasses(page, [
      { classeNice: 30, itens: ['Pão', 'Bolos'] },
      { classeNice: 43, itens: ['Serviços de restaurante'] },
      { classeNice: 35, livre: 'Comércio eletrônico de pães e bolos' },
    ]);
    await page
      .getByText(
        `Taxas do INPI (GRU, pagas à parte) para 3 classes: ${BAKERY_GRU.full} (${BAKERY_GRU.discounted} com desconto).`,
        { exact: false },
      )
      .waitFor();
    await page.getByText('As classes a mais não têm honorários nossos.', { exact: false }).waitFor();
    await next(page).click();
    await toastWith(page, messages.brandData.saved).waitFor();
    await onStep(page, '/arquivos', 'Arquivos');
  });
});

describe('staff file the three classes (1280 px)', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 } });

  it('read one e-Marcas block per class and the GRU amount for all three, in the sheet and the checklist', async () => {
    const { page } = browser;
    // The brand's classes were saved by the customer above; the files and the confirmation follow.
    await saveFilesAndConfirm(bakery);
    await adminLogsIn(page);
    await openApp(page, `/admin?ver=${bakery.marcaId}`);
    const filing = modal(page).getByRole('region', { name: 'Dados para o e-Marcas' });
    for (const title of [
      'Classe 30 - Café, cereais, doces e temperos',
      'Classe 43 - Alimentação e hospedagem',
      'Classe 35 - Publicidade e gestão de negócios',
    ])
      await filing.getByText(title, { exact: true }).waitFor();
    await filing.getByRole('button', { name: 'Especificação (pré-aprovada): Pão; Bolos' }).waitFor();
    await filing
      .getByRole('button', { name: 'Especificação (livre preenchimento): Comércio eletrônico de pães e bolos' })
      .waitFor();
    await filing
      .getByRole('button', {
        name: `Total (3 classes): ${BAKERY_GRU.full} (${BAKERY_GRU.discounted} com desconto de 50%)`,
      })
      .waitFor();
    await modal(page)
      .getByText(`Esperado para 3 classes: ${BAKERY_GRU.full} (${BAKERY_GRU.discounted} com desconto).`)
      .waitFor();
    await modal(page).getByText('Classes de Nice').first().waitFor();
    await keepScreenshot(page, 'multi-class-desk', { fullPage: false });
  });
});
