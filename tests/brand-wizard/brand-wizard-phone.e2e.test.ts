import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { alertText, customerAt, documentFiles, next, onStep, signIn } from '../support/e2e/brand-wizard-helpers';
import { eventually, pathOf } from '../support/e2e/journey-helpers';
import { openApp } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';
import { keepScreenshot } from '../support/e2e/screenshots';

// On a phone: a reload keeps the step opened, and a form's message leaves once its problem is fixed.
describe('the brand wizard at 390 px', () => {
  const browser = useBrowser({ viewport: { width: 390, height: 844 } });
  const alerts = () => browser.page.locator('main').getByRole('alert');

  it('"Editar" on the review opens /marca, and a reload stays on /marca', async () => {
    const { page } = browser;
    const customer = await customerAt('confirmacao');
    await signIn(page, customer);
    await openApp(page, `/confirmacao-marca?marcaId=${customer.marcaId}`);
    await onStep(page, '/confirmacao-marca', 'Revise o seu pedido');
    await openApp(page, `/marca?marcaId=${customer.marcaId}`);
    await onStep(page, '/marca', 'Dados da marca');
    await page.reload();
    await onStep(page, '/marca', 'Dados da marca');
    expect(pathOf(page)).toBe('/marca');
    await expect(page.getByRole('textbox', { name: 'Nome da marca' }).inputValue()).resolves.not.toBe('');
  });

  it('/marca: "nome e tipo" leaves as soon as both are filled', async () => {
    const { page } = browser;
    const customer = await customerAt('marca');
    await signIn(page, customer);
    await openApp(page, `/marca?marcaId=${customer.marcaId}`);
    await onStep(page, '/marca', 'Dados da marca');
    await page.getByRole('textbox', { name: 'Nome da marca' }).fill('Café Serra Azul');
    await next(page).click();
    await eventually(() => alertText(page).textContent()).toBe(messages.brandData.nameAndTypeRequired);
    await page.getByRole('radio', { name: /^Mista/ }).click();
    await eventually(() => alerts().count()).toBe(0);
  });

  it('/arquivos: "Por favor, insira todos os arquivos." leaves once all three are chosen', async () => {
    const { page } = browser;
    const customer = await customerAt('arquivos');
    await signIn(page, customer);
    await openApp(page, `/arquivos?marcaId=${customer.marcaId}`);
    await onStep(page, '/arquivos', 'Arquivos');
    const samples = await documentFiles();
    await page.locator('input[name=logo]').setInputFiles(samples.logo);
    await next(page).click();
    await eventually(() => alertText(page).textContent()).toBe(messages.uploads.allFilesRequired);
    await page.locator('input[name=comprovanteRes]').setInputFiles(samples.comprovanteRes);
    await eventually(() => alertText(page).textContent()).toBe(messages.uploads.allFilesRequired);
    await page.locator('input[name=docFoto]').setInputFiles(samples.docFoto);
    await eventually(() => alerts().count()).toBe(0);
    await keepScreenshot(page, 'arch-arquivos', { fullPage: false });
  });
});
