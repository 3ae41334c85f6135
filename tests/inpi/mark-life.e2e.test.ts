import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { addMonths, formatDay, todayInBrazil } from '../../src/server/inpi/deadlines';
import { inpiMessages } from '../../src/shared/inpi-messages';
import { processStages, type ProcessStage } from '../../src/shared/schemas/timeline';
import { smallRpi } from '../support/rpi-fixture';
import {
  adminLogsIn,
  customerWithProcess,
  importRpiAsAdmin,
  importRpiInBackOffice,
} from '../support/e2e/admin-helpers';
import { sidewaysOverflow } from '../support/e2e/a11y-helpers';
import { eventually, storeToken, waitForPath } from '../support/e2e/journey-helpers';
import { openApp } from '../support/e2e/navigation';
import { keepScreenshot } from '../support/e2e/screenshots';
import { useBrowser } from '../support/e2e/use-browser';

// Set INPI_SCREENSHOTS_DIR to keep screenshots of the screens this test walks through.
const shots = process.env.INPI_SCREENSHOTS_DIR;
const dir = mkdtempSync(join(tmpdir(), 'mark-life-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const said = inpiMessages.path;
const today = todayInBrazil(new Date());
const rpiDay = today.split('-').reverse().join('/');
const issueNumber = () => 3000 + Math.floor(Math.random() * 6000);

/** Every stage as the card reads it, in order, with `current` the one under way. */
const stagesReading = (current: ProcessStage) =>
  processStages.map((stage, index) => {
    const at = processStages.indexOf(current);
    const state = index < at ? 'concluida' : index === at ? 'atual' : 'futura';
    return `${said.stages[stage]} — ${said.state[state]}`;
  });

const pathCard = (page: Page) => page.getByRole('region', { name: said.title });

/** Neither the page nor anything on it runs past the screen's width. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, width, out } = await sidewaysOverflow(page);
  expect({ scrollWidth, out }).toEqual({ scrollWidth: width, out: [] });
}

for (const width of [1280, 390]) {
  describe(`a registered mark's life at ${width} px`, () => {
    const browser = useBrowser({ viewport: { width, height: width > 400 ? 900 : 844 } });

    it('staff import the RPI granting it; /home tells the validity and the renewal, the timeline the path at Vigência', async () => {
      const { page } = browser;
      const customer = await customerWithProcess();
      const numero = issueNumber();
      const zip = await smallRpi(dir, numero, rpiDay, [
        { numero: customer.processo, despachos: [{ codigo: 'IPAS158' }], marca: 'Cajuína Serena', classes: [32] },
      ]);
      const validityEnd = addMonths(today, 120);

      await adminLogsIn(page);
      await importRpiInBackOffice(page, zip, numero, 1);

      await storeToken(page, customer.token);
      await openApp(page, '/home');
      const main = page.locator('main');
      // /home draws a table on a desktop and cards on a phone: the one on screen counts.
      await main
        .getByText(
          `${inpiMessages.home.validUntil(formatDay(validityEnd))} ${inpiMessages.home.renewFrom(formatDay(addMonths(validityEnd, -12)))}`,
        )
        .filter({ visible: true })
        .first()
        .waitFor();
      // Ten years ahead, the renewal window is not open yet: no link to buy it.
      expect(await main.getByRole('link', { name: inpiMessages.home.renew }).count()).toBe(0);
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, shots, 'marklife-home');

      await main.getByRole('link', { name: 'Histórico do pedido' }).filter({ visible: true }).first().click();
      await waitForPath(page, '/historico');
      const card = pathCard(page);
      await card.getByText(said.next('prorrogação do registro', formatDay(validityEnd))).waitFor();
      expect(await card.locator('[aria-current="step"]').allInnerTexts()).toEqual([
        `${said.stages.vigencia} — ${said.state.atual}`,
      ]);
      expect(await card.getByRole('listitem').allInnerTexts()).toEqual(stagesReading('vigencia'));
      expect(await card.getByText(said.branchesTitle).count()).toBe(0);
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, shots, 'marklife-historico-vigencia');
    });

    it('a published mark with an exigência: the path stands at the opposition term and shows the fork', async () => {
      const { page } = browser;
      const customer = await customerWithProcess();
      const published = issueNumber();
      await importRpiAsAdmin(
        await smallRpi(dir, published, rpiDay, [{ numero: customer.processo, despachos: [{ codigo: 'IPAS009' }] }]),
      );
      await importRpiAsAdmin(
        await smallRpi(dir, published + 1, rpiDay, [
          {
            numero: customer.processo,
            despachos: [{ codigo: 'IPAS136', complemento: 'Apresentar nova especificação.' }],
          },
        ]),
      );

      await storeToken(page, customer.token);
      await openApp(page, `/historico?tipo=marca&id=${customer.marcaId}`);
      const card = pathCard(page);
      await card.getByText(said.branches.exigencia, { exact: true }).waitFor();
      // The opposition term is still open: the path has not reached the examination.
      expect(await card.locator('[aria-current="step"]').allInnerTexts()).toEqual([
        `${said.stages.oposicao} — ${said.state.atual}`,
      ]);
      expect(await card.getByRole('listitem').allInnerTexts()).toEqual(stagesReading('oposicao'));
      await eventually(() => card.innerText()).toMatch(/Próximo prazo: .+, até \d{2}\/\d{2}\/\d{4}\./);
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, shots, 'marklife-historico-exigencia');
    });
  });
}
