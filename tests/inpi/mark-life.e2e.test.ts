import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { addMonths, formatDay, nextBusinessDay, todayInBrazil } from '../../src/server/inpi/deadlines';
import { PLAN, signUpPagePath } from '../../src/shared/catalogue';
import { inpiMessages } from '../../src/shared/inpi-messages';
import { processStages, type ProcessStage } from '../../src/shared/schemas/timeline';
import { smallRpi } from '../support/rpi-fixture';
import {
  adminLogsIn,
  customerWithProcess,
  importRpiAsAdmin,
  importRpiInBackOffice,
  modal,
} from '../support/e2e/admin-helpers';
import { toastWith } from '../support/e2e/brand-wizard-helpers';
import { eventually, storeToken, waitForPath } from '../support/e2e/journey-helpers';
import { openApp } from '../support/e2e/navigation';
import { keepScreenshot } from '../support/e2e/screenshots';
import { useBrowser } from '../support/e2e/use-browser';
import { asCustomer, asStaff, atPhoneAndDesktop } from '../support/e2e/widths';
import { PHONE, sidewaysOverflow } from '../support/e2e/a11y-helpers';

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

/** A line of the brand's row as the screen shows it: /home draws a table on a desktop and cards on a phone. */
const visibleLine = (page: Page, text: string) =>
  page.locator('main').getByText(text, { exact: true }).filter({ visible: true }).first();

/** Each stage's icon sits on the middle of its words' line, not above it. */
async function expectIconsOnTheTextLine(page: Page) {
  const offsets = await pathCard(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => {
        const icon = item.querySelector('svg')!.getBoundingClientRect();
        const words = item.querySelector('.mantine-Text-root')!.getBoundingClientRect();
        return Math.round(Math.abs(icon.top + icon.height / 2 - (words.top + words.height / 2)));
      }),
    );
  expect(
    offsets.every((offset) => offset <= 1),
    `icon to text centre, px: ${offsets.join(', ')}`,
  ).toBe(true);
}

/**
 * A mark granted with its validity end `monthsAhead` from today (negative: already past), seen on /home by its
 * customer; the row's renewal link, if any, is followed to the Prorrogação purchase.
 */
async function grantedWithValidityEnd(page: Page, monthsAhead: number) {
  const customer = await customerWithProcess();
  const validityEnd = addMonths(today, monthsAhead);
  await importRpiAsAdmin(
    await smallRpi(dir, issueNumber(), rpiDay, [
      {
        numero: customer.processo,
        despachos: [{ codigo: 'IPAS158' }],
        marca: 'Cajuína Serena',
        classes: [32],
        dataVigencia: formatDay(validityEnd),
      },
    ]),
  );
  await storeToken(page, customer.token);
  await openApp(page, '/home');
  return validityEnd;
}

async function followRenewalLink(page: Page) {
  const link = page.locator('main').getByRole('link', { name: inpiMessages.home.renew }).filter({ visible: true });
  expect(await link.count()).toBe(1);
  expect(await link.getAttribute('href')).toBe(signUpPagePath(PLAN.prorrogacao));
  await link.click();
  // Signed in, the plan's page is the customer area's payment of Prorrogação.
  await waitForPath(page, '/new-payment');
  expect(new URL(page.url()).searchParams.get('planId')).toBe(String(PLAN.prorrogacao));
  await page
    .getByRole('heading', { name: /Prorrogação/ })
    .first()
    .waitFor();
}

describe("a registered mark's life, staff at a desk and the customer on a phone", () => {
  const browser = useBrowser({ viewport: PHONE });

  it('staff import the RPI granting it; /home tells the validity and the renewal, the timeline the path at Vigência', async () => {
    const { page } = browser;
    const customer = await customerWithProcess();
    const numero = issueNumber();
    const zip = await smallRpi(dir, numero, rpiDay, [
      { numero: customer.processo, despachos: [{ codigo: 'IPAS158' }], marca: 'Cajuína Serena', classes: [32] },
    ]);
    const validityEnd = addMonths(today, 120);

    await asStaff(page);
    await adminLogsIn(page);
    await importRpiInBackOffice(page, zip, numero, 1);

    await asCustomer(page);
    await storeToken(page, customer.token);
    await openApp(page, '/home');
    const main = page.locator('main');
    // /home draws a table on a desktop and cards on a phone: the one on screen counts.
    await atPhoneAndDesktop(page, async () => {
      // Each sentence on its own line, so that a narrow row never breaks inside one.
      await visibleLine(page, inpiMessages.home.validUntil(formatDay(validityEnd))).waitFor();
      await visibleLine(page, inpiMessages.home.renewFrom(formatDay(addMonths(validityEnd, -12)))).waitFor();
      // Ten years ahead, the renewal window is not open yet: no link to buy it.
      expect(await main.getByRole('link', { name: inpiMessages.home.renew }).count()).toBe(0);
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, 'marklife-home');
    });

    await asCustomer(page);
    await main.getByRole('link', { name: 'Histórico do pedido' }).filter({ visible: true }).first().click();
    await waitForPath(page, '/historico');
    const card = pathCard(page);
    await card.getByText(said.next('prorrogação do registro', formatDay(validityEnd))).waitFor();
    expect(await card.locator('[aria-current="step"]').allInnerTexts()).toEqual([
      `${said.stages.vigencia} — ${said.state.atual}`,
    ]);
    expect(await card.getByRole('listitem').allInnerTexts()).toEqual(stagesReading('vigencia'));
    expect(await card.getByText(said.branchesTitle).count()).toBe(0);
    await atPhoneAndDesktop(page, async () => {
      await expectIconsOnTheTextLine(page);
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, 'marklife-historico-vigencia');
    });
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
    await atPhoneAndDesktop(page, async () => {
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, 'marklife-historico-exigencia');
    });
  });

  it('in the last year of validity, the row tells the end and links "Prorrogar o registro" to its purchase', async () => {
    const { page } = browser;
    const validityEnd = await grantedWithValidityEnd(page, 6);
    await atPhoneAndDesktop(page, async () => {
      await visibleLine(page, inpiMessages.home.validUntil(formatDay(validityEnd))).waitFor();
      expect(await page.getByText(/Prorrogação a partir de/).count()).toBe(0);
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, 'marklife-home-renewal-open');
    });
    await asCustomer(page);
    await followRenewalLink(page);
  });

  it('after the validity end, in the extraordinary 6 months, the row says so and still links the renewal', async () => {
    const { page } = browser;
    const validityEnd = await grantedWithValidityEnd(page, -2);
    await atPhoneAndDesktop(page, async () => {
      await visibleLine(page, inpiMessages.home.validityEnded(formatDay(validityEnd))).waitFor();
      await visibleLine(
        page,
        inpiMessages.home.renewLateUntil(formatDay(nextBusinessDay(addMonths(validityEnd, 6)))),
      ).waitFor();
      expect(await page.getByText(/Registro válido até/).count()).toBe(0);
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, 'marklife-home-renewal-extraordinary');
    });
    // At a desktop's width: the table's link (the last year's case follows the phone's card).
    await followRenewalLink(page);
  });

  it('staff record a validity end by hand in the brand modal; a wrong date is refused; /home then offers the renewal', async () => {
    const { page } = browser;
    const customer = await customerWithProcess();
    const validityEnd = addMonths(today, 5);
    const staffSaid = inpiMessages.staffValidity;

    await asStaff(page);
    await adminLogsIn(page);
    await openApp(page, `/admin?ver=${customer.marcaId}`);
    const section = modal(page).getByRole('region', { name: staffSaid.title });
    await section.getByText(staffSaid.none).waitFor();
    const date = section.getByLabel(staffSaid.dateLabel);
    await section.getByRole('textbox', { name: staffSaid.reasonLabel }).fill('Conferido no certificado de registro');
    // Eleven years ahead: no registration lasts that long; the server says why.
    await date.fill(addMonths(today, 132));
    await section.getByRole('button', { name: staffSaid.submit }).click();
    await toastWith(page, staffSaid.tooFar(formatDay(addMonths(today, 120)))).waitFor();
    await section.getByText(staffSaid.none).waitFor();

    await date.fill(validityEnd);
    await section.getByRole('button', { name: staffSaid.submit }).click();
    await toastWith(page, staffSaid.saved(formatDay(validityEnd))).waitFor();
    await section
      .getByText(
        staffSaid.current(
          formatDay(validityEnd),
          formatDay(addMonths(validityEnd, -12)),
          formatDay(nextBusinessDay(addMonths(validityEnd, 6))),
        ),
      )
      .waitFor();
    await keepScreenshot(page, 'marklife-staff-validity');

    await asCustomer(page);
    await storeToken(page, customer.token);
    await openApp(page, '/home');
    await visibleLine(page, inpiMessages.home.validUntil(formatDay(validityEnd))).waitFor();
    await followRenewalLink(page);
  });
});
