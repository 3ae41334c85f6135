import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { dueDate, formatDay, todayInBrazil } from '../../src/server/inpi/deadlines';
import { smallRpi } from '../support/rpi-fixture';
import { adminLogsIn, customerWithFiledBrand } from './admin-helpers';
import { call } from './brand-wizard-helpers';
import { apiLogin, eventually, storeToken, waitForPath } from './journey-helpers';
import { openApp } from './support/navigation';
import { useBrowser } from './support/use-browser';

// Set INPI_SCREENSHOTS_DIR to keep screenshots of the screens this test walks through.
const shots = process.env.INPI_SCREENSHOTS_DIR;
const dir = mkdtempSync(join(tmpdir(), 'rpi-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  await page.screenshot({ path: join(shots, `${page.viewportSize()!.width}-${name}.png`), fullPage: true });
}

/** A filed brand whose INPI process number staff recorded (through the back office's API). */
async function customerWithProcess() {
  const customer = await customerWithFiledBrand();
  const { baseUrl, admin } = inject('e2e');
  const { token } = await apiLogin(baseUrl, admin.email, admin.password);
  const processo = String(930_000_000 + Math.floor(Math.random() * 9_000_000));
  await call(token!, `/admin/marcas/${customer.marcaId}`, { method: 'PATCH', body: JSON.stringify({ processoInpi: processo }) });
  return { ...customer, processo };
}

for (const width of [1280, 390]) {
  describe(`the INPI watch at ${width} px`, () => {
    const browser = useBrowser({ viewport: { width, height: width > 400 ? 900 : 844 } });

    it("an admin uploads the week's RPI; the customer sees the despacho and its deadline on /home and on the timeline", async () => {
      const { page } = browser;
      const customer = await customerWithProcess();
      const today = todayInBrazil(new Date());
      const numero = 3000 + Math.floor(Math.random() * 6000);
      const zip = await smallRpi(dir, numero, today.split('-').reverse().join('/'), [
        { numero: customer.processo, despachos: [{ codigo: 'IPAS136', complemento: 'Apresentar nova especificação.' }], marca: 'Café Serra Azul', classes: [30] },
      ]);
      const due = formatDay(dueDate(today, 60));

      await adminLogsIn(page);
      // On a phone the sidebar sits in a closed drawer: open the INPI area from it there, from the sidebar on a desktop.
      if (width < 768) await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'INPI' }).click();
      await waitForPath(page, '/admin/inpi');
      // Mantine's FileInput keeps the real file input hidden behind its button.
      await page.locator('input[type="file"]').setInputFiles(zip);
      await page.getByRole('button', { name: 'Importar RPI' }).click();
      await eventually(() => page.getByRole('status').filter({ hasText: `RPI nº ${numero} importada` }).textContent(), 60_000).toMatch(/1 movimentação de clientes/);
      await page.locator('tbody tr').filter({ hasText: `nº ${numero}` }).waitFor();
      await shoot(page, 'admin-inpi-rpi');

      await page.getByRole('tab', { name: 'Prazos' }).click();
      const row = page.locator('tbody tr').filter({ hasText: customer.processo });
      await eventually(() => row.textContent()).toContain('Exigência de mérito');
      expect(await row.textContent()).toContain(due);
      await shoot(page, 'admin-inpi-prazos');
      await page.getByRole('tab', { name: 'Vigilância' }).click();
      await page.getByText(/Nenhum alerta para analisar|Novo pedido/).first().waitFor();
      await shoot(page, 'admin-inpi-vigilancia');

      await storeToken(page, customer.token);
      await openApp(page, '/home');
      const main = page.locator('main');
      // /home draws a table on a desktop and cards on a phone: the one on screen counts.
      const shown = (text: string) => main.getByText(text).filter({ visible: true }).first();
      await shown(`Processo INPI ${customer.processo}`).waitFor();
      await shown('O INPI fez uma exigência').waitFor();
      await shown(`Prazo: ${due}`).waitFor();
      await shoot(page, 'home');

      await main.getByRole('link', { name: 'Histórico do pedido' }).filter({ visible: true }).first().click();
      await waitForPath(page, '/historico');
      await main.getByText(`O INPI fez uma exigência (RPI nº ${numero}, de ${formatDay(today)}). Prazo (exigência de mérito): até ${due}.`).waitFor();
      await shoot(page, 'historico');
    }, 180_000);
  });
}
