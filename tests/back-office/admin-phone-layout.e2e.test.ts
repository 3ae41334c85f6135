import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { todayInBrazil } from '../../src/server/inpi/deadlines';
import { smallRpi } from '../support/rpi-fixture';
import { adminLogsIn, customerWithProcess, importRpiAsAdmin } from '../support/e2e/admin-helpers';
import { call, paidCustomer } from '../support/e2e/brand-wizard-helpers';
import { openApp } from '../support/e2e/navigation';
import { keepScreenshot } from '../support/e2e/screenshots';
import { useBrowser } from '../support/e2e/use-browser';

const dir = mkdtempSync(join(tmpdir(), 'rpi-phone-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Anything on the page that scrolls sideways: the page itself, or a table's own scroll area. */
const sidewaysScrollers = (page: Page) =>
  page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll<HTMLElement>('.mantine-ScrollArea-viewport')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className}: ${element.scrollWidth} > ${element.clientWidth}`,
      ),
  );

const shoot = (page: Page, name: string) => keepScreenshot(page, `admin-${name}`);

/** The tabs' distinct top edges: one line of tabs has one. */
const tabRows = (page: Page) =>
  page
    .getByRole('tab')
    .evaluateAll((tabs) => new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size);

describe('the back office on a phone (390 px)', () => {
  const browser = useBrowser({ viewport: { width: 390, height: 844 } });

  it('/admin/inpi and /admin/equipe neither scroll sideways nor wrap their tabs', async () => {
    const { page } = browser;
    const customer = await customerWithProcess();
    const watched = await paidCustomer();
    await call(watched.token, `/marcas/${watched.marcaId}`, {
      method: 'PUT',
      body: JSON.stringify({ nome: 'Quitanda Jabuticaba', tipo: 'Nominativa', classeNice: 31 }),
    });
    const filing = String(Number(customer.processo) + 1);
    const numero = 3000 + Math.floor(Math.random() * 6000);
    await importRpiAsAdmin(
      await smallRpi(dir, numero, todayInBrazil(new Date()).split('-').reverse().join('/'), [
        {
          numero: customer.processo,
          despachos: [{ codigo: 'IPAS136', complemento: 'Apresentar nova especificação.' }],
          marca: 'Café Serra Azul',
          classes: [30],
        },
        { numero: filing, despachos: [{ codigo: 'IPAS009' }], marca: 'Kitanda Jaboticaba', classes: [31] },
      ]),
    );
    await adminLogsIn(page);

    await openApp(page, '/admin/inpi');
    await page
      .locator('tbody tr')
      .filter({ hasText: `nº ${numero}` })
      .getByText('1 movimentação ·')
      .waitFor();
    expect(await sidewaysScrollers(page)).toEqual([]);
    expect(await tabRows(page)).toBe(1);
    await shoot(page, 'inpi-rpi');
    await openApp(page, '/admin/inpi?aba=prazos');
    await page.locator('tbody tr').filter({ hasText: customer.processo }).waitFor();
    expect(await sidewaysScrollers(page)).toEqual([]);
    await shoot(page, 'inpi-prazos');
    await openApp(page, '/admin/inpi?aba=vigilancia');
    await page.locator('tbody tr').filter({ hasText: filing }).first().waitFor();
    expect(await sidewaysScrollers(page)).toEqual([]);
    await shoot(page, 'inpi-vigilancia');

    for (const aba of ['downloads', 'pagamentos', 'assinaturas']) {
      await openApp(page, `/admin/equipe?aba=${aba}`);
      await page.getByRole('tab', { name: 'Assinaturas' }).waitFor();
      await page.locator('h1').first().waitFor();
      expect(await tabRows(page), aba).toBe(1);
      expect(await sidewaysScrollers(page), aba).toEqual([]);
      await shoot(page, `equipe-${aba}`);
    }
  });
});
