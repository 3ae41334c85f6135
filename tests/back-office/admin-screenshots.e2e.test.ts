import { describe, it } from 'vitest';
import { adminLogsIn, customerWithFiledBrand, customerWithPaidService, modal } from '../support/e2e/admin-helpers';
import { openApp } from '../support/e2e/navigation';
import { keepScreenshot, screenshotsDir } from '../support/e2e/screenshots';
import { useBrowser } from '../support/e2e/use-browser';

// Screenshots of the back office for a person to look at: E2E_SCREENSHOTS_DIR=/tmp/shots npx vitest run --project e2e tests/back-office/admin-screenshots.e2e.test.ts

for (const width of [1920, 1280, 390]) {
  describe.runIf(screenshotsDir)(`back office screenshots at ${width} px`, () => {
    const browser = useBrowser({ viewport: { width, height: width > 1280 ? 1080 : width > 400 ? 860 : 844 } });

    it('lists, modals and diagrams', async () => {
      const { page } = browser;
      const brand = await customerWithFiledBrand();
      for (let index = 0; index < 5; index += 1) await customerWithFiledBrand();
      const service = await customerWithPaidService();
      await adminLogsIn(page);
      const shot = (name: string) => keepScreenshot(page, `admin-${name}`, { fullPage: false });
      await page.locator('tbody tr').first().waitFor();
      await shot('marcas');
      await openApp(page, `/admin?ver=${brand.marcaId}`);
      await modal(page).getByText('Andamento').waitFor();
      await shot('marca-modal');
      await openApp(page, '/admin/servicos');
      await page.locator('tbody tr').first().waitFor();
      await shot('servicos');
      await openApp(page, `/admin/servicos?ver=${service.servicoId}`);
      await modal(page).getByText('Andamento').waitFor();
      await shot('servico-modal');
      await openApp(page, '/admin/usuarios');
      await page.locator('tbody tr').first().waitFor();
      await shot('usuarios');
      await openApp(page, '/admin/equipe?aba=pagamentos');
      await page.getByRole('heading', { name: 'Pagamentos com alerta' }).waitFor();
      await shot('pagamentos');
      await openApp(page, '/admin/desenvolvimento?diagrama=service-status');
      await page.getByRole('img', { name: /^Diagrama:/ }).waitFor();
      await shot('diagramas');
      if (width < 400) {
        await openApp(page, '/admin');
        await page.getByRole('button', { name: 'Abrir menu' }).click();
        await shot('menu');
      }
    });
  });
}
