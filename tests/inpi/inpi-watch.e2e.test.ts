import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { dueDate, formatDay, todayInBrazil } from '../../src/server/inpi/deadlines';
import { calendarMessages } from '../../src/shared/calendar-messages';
import { inpiMessages } from '../../src/shared/inpi-messages';
import { smallRpi } from '../support/rpi-fixture';
import {
  adminLogsIn,
  customerWithProcess,
  importRpiAsAdmin,
  importRpiInBackOffice,
  searchParam,
} from '../support/e2e/admin-helpers';
import { call, paidCustomer } from '../support/e2e/brand-wizard-helpers';
import { eventually, storeToken, waitForPath } from '../support/e2e/journey-helpers';
import { openApp } from '../support/e2e/navigation';
import { keepScreenshot } from '../support/e2e/screenshots';
import { useBrowser } from '../support/e2e/use-browser';
import { DESKTOP } from '../support/e2e/a11y-helpers';
import { asCustomer, atPhoneAndDesktop } from '../support/e2e/widths';

const dir = mkdtempSync(join(tmpdir(), 'rpi-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Opens "Adicionar prazos ao calendário" and reads the address it shows. */
async function calendarAddress(page: Page) {
  await page.getByRole('button', { name: calendarMessages.panel.open }).click();
  const field = page.getByRole('dialog').getByRole('textbox', { name: calendarMessages.panel.addressLabel });
  await eventually(() => field.inputValue()).toMatch(/^https?:\/\/[^/]+\/api\/agenda\/[A-Za-z0-9_-]+\.ics$/);
  return field.inputValue();
}

describe('the INPI watch, staff at a desk and the customer on a phone', () => {
  const browser = useBrowser({ viewport: DESKTOP });

  it("an admin uploads the week's RPI; the customer sees the despacho and its deadline on /home and on the timeline", async () => {
    const { page } = browser;
    const customer = await customerWithProcess();
    const today = todayInBrazil(new Date());
    const numero = 3000 + Math.floor(Math.random() * 6000);
    const zip = await smallRpi(dir, numero, today.split('-').reverse().join('/'), [
      {
        numero: customer.processo,
        despachos: [{ codigo: 'IPAS136', complemento: 'Apresentar nova especificação.' }],
        marca: 'Café Serra Azul',
        classes: [30],
      },
    ]);
    const due = formatDay(dueDate(today, 60));

    await adminLogsIn(page);
    await importRpiInBackOffice(page, zip, numero, 1);
    await keepScreenshot(page, 'admin-inpi-rpi');

    await page.getByRole('tab', { name: 'Prazos' }).click();
    const row = page.locator('tbody tr').filter({ hasText: customer.processo });
    await eventually(() => row.textContent()).toContain('Exigência de mérito');
    expect(await row.textContent()).toContain(due);
    // Staff mark the term handled: the row says who and when; the brand's name opens the request.
    await row.getByRole('button', { name: /^Marcar como tratado/ }).click();
    await row.getByText(/^Tratado por .+ em /).waitFor();
    expect(await row.getByRole('link', { name: /^Abrir a requisição / }).getAttribute('href')).toContain(
      `ver=${customer.marcaId}`,
    );
    await keepScreenshot(page, 'admin-inpi-prazos');
    const staffAddress = await calendarAddress(page);
    expect(await page.getByRole('dialog').textContent()).toContain(calendarMessages.panel.staffTitle);
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Vigilância' }).click();
    await page
      .getByText(/Nenhum alerta para analisar|Novo pedido/)
      .first()
      .waitFor();
    await keepScreenshot(page, 'admin-inpi-vigilancia');

    await asCustomer(page);
    await storeToken(page, customer.token);
    await openApp(page, '/home');
    const main = page.locator('main');
    // /home draws a table on a desktop and cards on a phone: the one on screen counts.
    const shown = (text: string) => main.getByText(text).filter({ visible: true }).first();
    await atPhoneAndDesktop(page, async () => {
      await shown(`Processo INPI ${customer.processo}`).waitFor();
      await shown('O INPI fez uma exigência').waitFor();
      await shown(`Prazo: ${due}`).waitFor();
      await keepScreenshot(page, 'home');
    });
    await asCustomer(page);
    const address = await calendarAddress(page);
    expect(address, "the customer's address is not staff's").not.toBe(staffAddress);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: calendarMessages.panel.renew }).click();
    await dialog.getByText(calendarMessages.panel.renewConfirm).waitFor();
    await dialog.getByRole('button', { name: calendarMessages.panel.renewYes }).click();
    await page.getByText(calendarMessages.panel.renewed).waitFor();
    await eventually(() =>
      dialog.getByRole('textbox', { name: calendarMessages.panel.addressLabel }).inputValue(),
    ).not.toBe(address);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await main.getByRole('link', { name: 'Histórico do pedido' }).filter({ visible: true }).first().click();
    await waitForPath(page, '/historico');
    await main
      .getByText(
        `O INPI fez uma exigência (RPI nº ${numero}, de ${formatDay(today)}). Prazo (exigência de mérito): até ${due}.`,
      )
      .waitFor();
    await keepScreenshot(page, 'historico');
  });
});

describe('decided watch hits', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 } });

  it('staff confirm one hit and dismiss another, then find each under Confirmadas and Descartadas; the URL keeps the choice', async () => {
    const { page } = browser;
    const customer = await paidCustomer();
    await call(customer.token, `/marcas/${customer.marcaId}`, {
      method: 'PUT',
      body: JSON.stringify({ nome: 'Bolo Jambeiro', tipo: 'Nominativa', classeNice: 30 }),
    });
    const first = 940_000_000 + Math.floor(Math.random() * 9_000_000);
    const [kept, dropped] = [String(first), String(first + 1)];
    const numero = 3000 + Math.floor(Math.random() * 6000);
    await importRpiAsAdmin(
      await smallRpi(dir, numero, todayInBrazil(new Date()).split('-').reverse().join('/'), [
        { numero: kept, despachos: [{ codigo: 'IPAS009' }], marca: 'Bollo Jambeyro', classes: [30] },
        { numero: dropped, despachos: [{ codigo: 'IPAS009' }], marca: 'Bolo Jambero', classes: [30] },
      ]),
    );

    await adminLogsIn(page);
    await openApp(page, '/admin/inpi?aba=vigilancia');
    const row = (processo: string) => page.locator('tbody tr').filter({ hasText: `processo ${processo}` });
    const situation = (label: string) =>
      page.getByRole('radiogroup', { name: 'Situação dos alertas' }).locator('label').filter({ hasText: label });
    // Staff read the rival filing's titular, and that confirming e-mails the customer.
    await page.getByText(inpiMessages.confirmMailsCustomer).waitFor();
    await row(kept)
      .getByText(/^Titular: /)
      .waitFor();
    await row(kept).getByText(`processo ${kept} · classe 30 · RPI ${numero}`).waitFor();
    // The customer's brand opens its request.
    expect(
      await row(kept)
        .getByRole('link', { name: /^Abrir a requisição / })
        .filter({ visible: true })
        .getAttribute('href'),
    ).toContain(`ver=${customer.marcaId}`);
    await row(kept).getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('status').filter({ hasText: inpiMessages.hitConfirmed }).waitFor();
    await row(dropped).getByRole('button', { name: 'Descartar' }).click();
    await page.getByRole('status').filter({ hasText: inpiMessages.hitDismissed }).waitFor();
    await row(dropped).waitFor({ state: 'detached' });
    await row(kept).waitFor({ state: 'detached' });
    await keepScreenshot(page, 'admin-inpi-vigilancia-pendentes');

    await situation('Confirmadas').click();
    await row(kept).getByText('Confirmado', { exact: true }).waitFor();
    expect(await row(dropped).count()).toBe(0);
    expect(searchParam(page, 'situacao')).toBe('confirmadas');
    expect(await row(kept).getByRole('button').count()).toBe(0);
    await keepScreenshot(page, 'admin-inpi-vigilancia-confirmadas');

    // A reload (or a link someone shares) opens the same list.
    await openApp(page, page.url());
    await row(kept).getByText('Confirmado', { exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: 'Confirmadas' }).isChecked()).toBe(true);

    await situation('Descartadas').click();
    await row(dropped).getByText('Descartado', { exact: true }).waitFor();
    expect(await row(kept).count()).toBe(0);
    expect(searchParam(page, 'situacao')).toBe('descartadas');

    await situation('Pendentes').click();
    await page
      .getByText(/Nenhum alerta para analisar|Novo pedido/)
      .first()
      .waitFor();
    expect(searchParam(page, 'situacao')).toBeNull();
    expect(await row(kept).count()).toBe(0);
  });
});
