import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { todayInBrazil } from '../../src/shared/time/brasilia';
import { adminLogsIn, customerWithFiledBrand, searchParam } from '../support/e2e/admin-helpers';
import { eventually } from '../support/e2e/journey-helpers';
import { openApp } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';
import { keepScreenshot } from '../support/e2e/screenshots';

const rowOf = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });

async function choose(page: Page, filter: string, option: string) {
  await page.getByRole('combobox', { name: filter, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the work queue at 1280 px', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 } });

  it('holds every filter and the page size in the URL, remembers the size chosen, and dates each sent request against the 15 business days', async () => {
    const { page } = browser;
    const customer = await customerWithFiledBrand();
    await adminLogsIn(page);

    await choose(page, 'Status', 'Pendente');
    await eventually(() => searchParam(page, 'status')).toBe('Pendente');
    await choose(page, 'Pagamento', 'Pago');
    await eventually(() => searchParam(page, 'pagamento')).toBe('Pago');
    await choose(page, 'Enviado pelo cliente', 'Enviados (fila)');
    await eventually(() => searchParam(page, 'enviado')).toBe('sim');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(customer.cpf);
    await eventually(() => page.locator('tbody tr').count()).toBe(1);

    // Sent today: "Enviado em" is today and no business day of the promise has gone by.
    const row = rowOf(page, `#${customer.marcaId}`);
    const today = todayInBrazil().split('-').reverse().join('/');
    await row.getByText(today, { exact: true }).waitFor();
    await row.getByText('0 de 15', { exact: true }).waitFor();

    // Only the overdue: this one is not.
    // The box follows the URL, so it turns checked once the address changed: a click, not check().
    await page.getByRole('checkbox', { name: 'Só atrasados' }).click();
    await eventually(() => searchParam(page, 'atrasado')).toBe('1');
    await page.getByText(messages.admin.emptyBrands).waitFor();
    await page.getByRole('checkbox', { name: 'Só atrasados' }).click();
    await eventually(() => searchParam(page, 'atrasado')).toBe(null);
    await row.waitFor();

    // A shared link shows the same list with the same filters chosen.
    await openApp(page, page.url());
    await row.waitFor();
    expect(await page.getByRole('combobox', { name: 'Status', exact: true }).inputValue()).toBe('Pendente');
    expect(await page.getByRole('combobox', { name: 'Pagamento', exact: true }).inputValue()).toBe('Pago');
    expect(await page.getByRole('combobox', { name: 'Enviado pelo cliente', exact: true }).inputValue()).toBe(
      'Enviados (fila)',
    );

    // 5 rows by default, as the spec says; 20 and 50 offered, and the choice is remembered in this browser.
    const size = page.getByRole('combobox', { name: 'Por página', exact: true });
    expect(await size.inputValue()).toBe('5');
    await size.click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['5', '20', '50']);
    await page.getByRole('option', { name: '20', exact: true }).click();
    await eventually(() => searchParam(page, 'porPagina')).toBe(20);
    await openApp(page, '/admin');
    await eventually(() => searchParam(page, 'porPagina')).toBe(20);
    expect(await size.inputValue()).toBe('20');
    await page.locator('tbody tr').first().waitFor();
    await keepScreenshot(page, 'desk-queue', { fullPage: false });
  });
});
