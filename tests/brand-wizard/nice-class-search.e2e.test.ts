import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { customerAt, onStep, signIn } from '../support/e2e/brand-wizard-helpers';
import { openApp } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';

const browser = useBrowser({ viewport: { width: 390, height: 844 } });

const classSelect = (page: Page) => page.locator('input').and(page.getByLabel('Classe de Nice', { exact: true }));
const shownOptions = (page: Page) => page.getByRole('listbox').getByRole('option').allInnerTexts();

describe('the wizard finds Nice classes the way people type (390 px)', () => {
  it('"confeit", "confeitaria", "doces", "bolo", "pao" and "açaí" all offer class 30 first', async () => {
    const { page } = browser.tab;
    const customer = await customerAt('marca');
    await signIn(page, customer);
    await openApp(page, `/marca?marcaId=${customer.marcaId}`);
    await onStep(page, '/marca', 'Dados da marca');
    for (const typed of ['confeit', 'confeitaria', 'Doces', 'bolo', 'pao', 'açaí']) {
      await classSelect(page).fill(typed);
      await expect
        .poll(async () => (await shownOptions(page))[0], { timeout: 10_000, interval: 50 })
        .toBe('30 – Café, cereais, doces e temperos');
    }
    // A word of the heading only ("chocolate" is not in the label) and a trade people name.
    await classSelect(page).fill('chocolate');
    await expect
      .poll(() => shownOptions(page), { timeout: 10_000, interval: 50 })
      .toContain('30 – Café, cereais, doces e temperos');
    await classSelect(page).fill('barbearia');
    await expect
      .poll(async () => (await shownOptions(page))[0], { timeout: 10_000, interval: 50 })
      .toBe('44 – Serviços médicos, de beleza e agricultura');

    await classSelect(page).fill('bolo');
    await page.getByRole('option', { name: '30 – Café, cereais, doces e temperos' }).click();
    // The class becomes a card of its own, and the select is there for another one.
    const card = page.getByRole('region', { name: 'Classe 30: Café, cereais, doces e temperos' });
    await card.getByText('pão, produtos de confeitaria e pastelaria', { exact: false }).waitFor();
    expect(
      await page
        .locator('input')
        .and(page.getByLabel('Adicionar outra classe', { exact: true }))
        .inputValue(),
    ).toBe('');
    // Beside the heading, the classification and edition it follows, in the INPI's name for it.
    await page
      .getByText('Classificação Internacional de Produtos e Serviços de Nice (NCL), 12ª edição, adotada pelo INPI')
      .waitFor();
  });

  it('says so when nothing matches', async () => {
    const { page } = browser.tab;
    const customer = await customerAt('marca');
    await signIn(page, customer);
    await openApp(page, `/marca?marcaId=${customer.marcaId}`);
    await onStep(page, '/marca', 'Dados da marca');
    await classSelect(page).fill('qwertyuiop');
    await page.getByText('Nenhuma classe encontrada').waitFor();
  });
});
