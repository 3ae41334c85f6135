import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import type { SearchAnswer } from '../../src/shared/schemas/search';
import { searchDraftTexts, searchMessages, searchPageTexts } from '../../src/shared/search-messages';
import { smallRpi } from '../support/rpi-fixture';
import { adminLogsIn, importRpiAsAdmin, modal } from '../support/e2e/admin-helpers';
import { call } from '../support/e2e/brand-wizard-helpers';
import { fillCard, holder, main, signUp } from '../support/e2e/checkout-helpers';
import { eventually, waitForPath } from '../support/e2e/journey-helpers';
import { forms, onServiceStep, serviceCustomer, serviceTableRow, titles } from '../support/e2e/service-helpers';
import { appTookOver, openApp } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';

const dir = mkdtempSync(join(tmpdir(), 'busca-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the free viability search (Chromium, real server)', () => {
  const browser = useBrowser();

  it("from the landing's box to the results, then to buying the Busca with the name already in its form", async () => {
    const { page } = browser.tab;
    // A name no other test uses, published in an RPI the staff imports (which also feeds the national index).
    const word = `Zorbel${Math.random().toString(36).slice(2, 6).replace(/\d/g, 'x')}`;
    const nome = `Quitanda ${word}`;
    const numero = 20_000 + Math.floor(Math.random() * 50_000);
    await importRpiAsAdmin(
      await smallRpi(dir, numero, '03/12/2024', [
        {
          numero: '977000001',
          marca: nome,
          classes: [30],
          despachos: [{ codigo: 'IPAS158' }],
          titular: 'Quitanda Ltda',
        },
        // The same name filed before and archived: listed below, labelled, never raising the risk.
        { numero: '977000002', marca: nome, classes: [30], despachos: [{ codigo: 'IPAS139' }], titular: 'Outra Ltda' },
      ]),
    );

    await openApp(page, '/');
    const box = page.getByRole('search', { name: searchPageTexts.heroLabel });
    await box.getByLabel(searchPageTexts.heroLabel).fill(nome);
    await box.getByRole('button', { name: searchPageTexts.heroAction }).click();
    await waitForPath(page, '/busca');
    expect(new URL(page.url()).searchParams.get('marca')).toBe(nome);

    const results = main(page).getByRole('list', { name: 'Marcas parecidas' });
    const first = results.getByRole('listitem').first();
    await eventually(() => first.textContent(), 30_000).toContain(nome);
    expect(await first.textContent()).toContain('Risco alto');
    expect(await first.textContent()).toContain('Mesmo nome');
    const dead = results.getByRole('listitem').filter({ hasText: searchPageTexts.deadLabel });
    await dead.waitFor();
    expect(await dead.textContent()).toContain('Risco baixo');
    expect(await dead.textContent()).toContain('arquivado');
    // The lane's index holds a few issues, not the archive: the answer says so.
    await main(page)
      .getByText(/Busca automática cobrindo só (a RPI nº \d+|\d+ revistas, da RPI nº \d+ a \d+): ainda não são todas/)
      .waitFor();

    // A name nothing in the index resembles: not a good sign while the index holds only part of the archive.
    await main(page).getByLabel(searchPageTexts.nameLabel).fill(`Xq${word}vt`);
    await main(page).getByRole('button', { name: searchPageTexts.submit }).click();
    await main(page).getByText(searchPageTexts.nothingFoundInPart).waitFor();
    expect(await main(page).textContent()).not.toContain('bom sinal');

    // Another search without leaving the page: the address follows, so it can be shared.
    await main(page).getByLabel(searchPageTexts.nameLabel).fill(`Kitanda ${word}`);
    await main(page).getByRole('button', { name: searchPageTexts.submit }).click();
    await eventually(() => new URL(page.url()).searchParams.get('marca')).toBe(`Kitanda ${word}`);
    await eventually(() => first.textContent(), 30_000).toContain(nome);

    await main(page).getByRole('link', { name: searchPageTexts.buyAction }).click();
    await waitForPath(page, '/confirmplan');
    // The sign-up page is drawn by the server first: typed into before the app takes over, the form is lost.
    await appTookOver(page);
    await main(page).getByRole('heading', { level: 1, name: 'Contratar Busca' }).waitFor();
    await signUp(page, holder('Lívia Castro Menezes'));
    await main(page).getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await waitForPath(page, '/payment');
    await fillCard(page, 'APRO');
    await main(page)
      .getByRole('button', { name: /^Pagar R\$/ })
      .click();
    await waitForPath(page, '/confirm-payment');
    await main(page).getByText(messages.payments.statusDetail.accredited).waitFor();
    await main(page).getByRole('button', { name: 'Finalizar requisição' }).click();
    await waitForPath(page, '/servicos');
    await serviceTableRow(page, 'Busca').getByRole('link', { name: 'Finalizar solicitação do serviço' }).click();
    await onServiceStep(page, '/novo-servico', titles.form);
    await eventually(() =>
      main(page)
        .getByLabel(/^Nome da marca/)
        .inputValue(),
    ).toBe(`Kitanda ${word}`);
  });

  it('with no archive loaded, says the search is not available yet and offers the expert Busca', async () => {
    const { page } = browser.tab;
    // The lane's server already holds other tests' issues: its answer for an empty index (search-coverage.api) is
    // given here as the server sends it, to see the screen of that state.
    const empty: SearchAnswer = {
      resultados: [],
      total: 0,
      cobertura: { de: null, ate: null, revistas: 0, estado: 'vazia', texto: searchMessages.noCoverage },
    };
    await page.route('**/api/busca?*', (route) => route.fulfill({ json: empty }));
    try {
      await openApp(page, '/busca?marca=Natura&classe=3');
      await main(page).getByText(searchPageTexts.unavailableTitle).waitFor();
      await main(page).getByText(searchMessages.noCoverage).waitFor();
      await main(page).getByRole('link', { name: searchPageTexts.buyAction }).waitFor();
      const text = await main(page).textContent();
      expect(text).not.toContain('bom sinal');
      expect(text).not.toContain(searchPageTexts.total(0, 0));
    } finally {
      await page.unroute('**/api/busca?*');
    }
  }, 60_000);

  it("staff start a Busca's parecer from the automatic search of the name and class the customer sent", async () => {
    const { page } = browser.tab;
    const nome = `Empório ${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'q')}`;
    await importRpiAsAdmin(
      await smallRpi(dir, 20_000 + Math.floor(Math.random() * 50_000), '10/12/2024', [
        {
          numero: '977000003',
          marca: nome,
          classes: [30],
          despachos: [{ codigo: 'IPAS158' }],
          titular: 'Empório Ltda',
        },
      ]),
    );
    const customer = await serviceCustomer(4);
    await call(customer.token, `/servicos/${customer.servicoId}`, {
      method: 'PUT',
      body: JSON.stringify({ servico: { nome: 'Busca', plano_id: 4 }, dados: { ...forms[4], nome_marca: nome } }),
    });
    await call(customer.token, `/servicos/${customer.servicoId}/confirmar`, { method: 'POST' });

    await adminLogsIn(page);
    await openApp(page, `/admin/servicos?busca=${encodeURIComponent(customer.email)}`);
    await page
      .getByRole('row')
      .filter({ hasText: `#${customer.servicoId}` })
      .getByRole('button', { name: 'Visualizar' })
      .click();
    const details = modal(page);
    await details.getByText(searchDraftTexts.title).waitFor();
    await details.getByRole('button', { name: searchDraftTexts.action }).click();
    await details.getByText(searchDraftTexts.query(nome, 30)).waitFor();
    const first = details.getByRole('list', { name: 'Marcas parecidas' }).getByRole('listitem').first();
    await eventually(() => first.textContent()).toContain(nome);
    expect(await first.textContent()).toContain('Risco alto');
    expect(await first.textContent()).toContain('Mesmo nome');
    // Coverage is said here as on the public page: the lane's index holds a few issues, not the archive.
    await details.getByText(/Busca automática cobrindo só/).waitFor();
  }, 60_000);
});
