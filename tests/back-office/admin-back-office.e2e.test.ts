import { registeredMachines } from '../../machines/tooling/registry';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import {
  activeMenuEntries,
  adminLogsIn,
  confirmDialog,
  fillFilingChecklist,
  customerWithFiledBrand,
  modal,
  searchParam,
  zipEntryNames,
} from '../support/e2e/admin-helpers';
import { PNG } from '../support/documents/samples';
import { toastWith } from '../support/e2e/brand-wizard-helpers';
import { serviceCustomerAt } from '../support/e2e/service-helpers';
import { eventually, pathOf, storeToken, waitForPath } from '../support/e2e/journey-helpers';
import { openApp } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';

const searchBox = (page: import('playwright-core').Page) => page.getByRole('searchbox', { name: 'Buscar' });
const rowOf = (page: import('playwright-core').Page, text: string) =>
  page.locator('tbody tr').filter({ hasText: text });

/** The customer's own view of `path`, in a second tab beside the staff's, closed once `look` has run. */
async function asCustomerOn(
  page: import('playwright-core').Page,
  token: string,
  path: string,
  look: (customerPage: import('playwright-core').Page) => Promise<unknown>,
) {
  const customerPage = await page
    .context()
    .browser()!
    .newPage({ baseURL: new URL(page.url()).origin });
  try {
    await storeToken(customerPage, token);
    await openApp(customerPage, path);
    await look(customerPage);
  } finally {
    await customerPage.close();
  }
}

/** The size a drawn diagram's first state label shows at: its font size times the drawing's scale on screen. */
const labelPixels = (svg: SVGSVGElement) => {
  const label = svg.querySelector('g.node .nodeLabel, g.node text') ?? svg.querySelector('text')!;
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  return parseFloat(getComputedStyle(label).fontSize) * scale;
};

describe('the back office at 1280 px', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 } });

  it('an admin finds a customer by part of the CPF, copies a field, is told why the brand cannot be concluded yet, starts it and downloads its files; then concludes a service with a message the customer sees', async () => {
    const { page } = browser;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const customer = await customerWithFiledBrand();
    // Sent by the customer: only a sent request can be concluded.
    const service = await serviceCustomerAt(5, 'concluido');

    await adminLogsIn(page);
    await page.getByRole('heading', { level: 1, name: 'Marcas' }).waitFor();
    await expect.poll(() => activeMenuEntries(page).allTextContents()).toEqual(['Marcas']);

    // Part of the CPF, as staff read it off a phone call: the middle digits with the mask's dot.
    const part = `${customer.cpf.slice(3, 6)}.${customer.cpf.slice(6, 9)}`;
    await searchBox(page).fill(part);
    await eventually(() => searchParam(page, 'busca')).toBe(part);
    await eventually(() => page.locator('tbody tr').count()).toBe(1);
    await rowOf(page, `#${customer.marcaId}`).getByRole('button', { name: 'Visualizar' }).click();

    await modal(page).getByText(`Você está visualizando a requisição de id ${customer.marcaId}`).waitFor();
    await eventually(() => searchParam(page, 'ver')).toBe(customer.marcaId);
    await modal(page)
      .getByRole('region', { name: 'Titular' })
      .getByRole('button', { name: new RegExp(`^E-mail: ${customer.email.replace(/\./g, '\\.')}`) })
      .click();
    await toastWith(page, messages.copy.field('E-mail')).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(customer.email);
    // A brand request's Titular carries the address the filing needs.
    expect(await modal(page).getByRole('region', { name: 'Titular' }).getByText('CEP', { exact: true }).count()).toBe(
      1,
    );
    // The copy toast stays 2 s.
    await toastWith(page, messages.copy.field('E-mail')).waitFor({ state: 'detached', timeout: 5000 });

    // Concluding needs the INPI protocol recorded first: staff read why.
    await modal(page).getByLabel('Status da requisição').click();
    await page.getByRole('option', { name: 'Concluida', exact: true }).click();
    await modal(page)
      .getByText(messages.admin.concludeRefused([messages.admin.concludeBlockers.noProtocol]), { exact: true })
      .waitFor();
    expect(await modal(page).getByRole('button', { name: 'Atualizar' }).isDisabled()).toBe(true);
    // The protocol is recorded after the filing checklist (the procuração carries its holder's recognised signature).
    await fillFilingChecklist(page);
    await modal(page).getByRole('textbox', { name: 'Número do processo no INPI' }).fill('927123456');
    await modal(page).getByRole('textbox', { name: 'Protocolo' }).fill('850260123456');
    await modal(page).getByRole('button', { name: 'Salvar processo' }).click();
    await toastWith(page, messages.admin.saved).waitFor();
    // Meanwhile staff start the filing.
    await modal(page).getByLabel('Status da requisição').click();
    await page.getByRole('option', { name: 'Iniciada', exact: true }).click();
    await modal(page).getByRole('button', { name: 'Atualizar' }).click();
    await confirmDialog(page).getByText(messages.admin.confirmStatusText('Pendente', 'Iniciada')).waitFor();
    await confirmDialog(page).getByRole('button', { name: 'Confirmar' }).click();
    await toastWith(page, messages.admin.statusUpdated).waitFor();
    await modal(page).getByText('Pendente → Iniciada', { exact: true }).waitFor();
    // The spec's 2 s message (a toast pauses while the pointer is on it).
    await page.mouse.move(5, 700);
    await toastWith(page, messages.admin.statusUpdated).waitFor({ state: 'detached', timeout: 5000 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      modal(page).getByRole('button', { name: 'Baixar documentos' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('arquivos.zip');
    expect(await zipEntryNames((await download.path())!)).toEqual([
      'logotipo.png',
      'comprovante_de_residencia.pdf',
      'documento_com_foto.jpg',
      'procuracao_assinada.pdf',
    ]);

    // The list behind the modal updated itself.
    await page.keyboard.press('Escape');
    await eventually(() => rowOf(page, `#${customer.marcaId}`).textContent()).toContain('Iniciada');
    expect(new URL(page.url()).searchParams.get('ver')).toBeNull();

    // The download is in the audit.
    await page.getByRole('group', { name: 'Ferramentas da equipe' }).getByRole('link', { name: 'Downloads' }).click();
    await waitForPath(page, '/admin/equipe');
    await rowOf(page, `Marca #${customer.marcaId}`).getByText('procuracao_assinada.pdf').waitFor();

    // Services: find the request by the customer's e-mail, conclude it with a message.
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Serviços' }).click();
    await waitForPath(page, '/admin/servicos');
    await expect.poll(() => activeMenuEntries(page).allTextContents()).toEqual(['Serviços']);
    await searchBox(page).fill(service.email);
    await eventually(() => page.locator('tbody tr').count()).toBe(1);
    await rowOf(page, `#${service.servicoId}`).getByRole('button', { name: 'Visualizar' }).click();
    await modal(page).getByText(`Você está visualizando o serviço de id ${service.servicoId}`).waitFor();
    // A service's Titular names the account only: the request keeps no address.
    const serviceHolder = modal(page).getByRole('region', { name: 'Titular' });
    await serviceHolder.getByRole('button', { name: /^E-mail: / }).waitFor();
    expect(await serviceHolder.getByText('Endereço', { exact: true }).count()).toBe(0);
    await modal(page).getByLabel('Status do serviço').click();
    await page.getByRole('option', { name: 'Concluído', exact: true }).click();
    await modal(page)
      .getByRole('textbox', { name: 'Mensagem para o cliente (opcional)' })
      .fill('Oposição protocolada no INPI. Acompanhe pelo número 850123456.');
    await modal(page).getByRole('button', { name: 'Atualizar' }).click();
    await confirmDialog(page).getByRole('button', { name: 'Confirmar' }).click();
    await toastWith(page, messages.admin.statusUpdated).waitFor();
    await page.keyboard.press('Escape');
    await eventually(() => rowOf(page, `#${service.servicoId}`).textContent()).toContain('Concluído');

    // The customer's /servicos row now offers "Ver detalhes".
    await asCustomerOn(page, service.token, '/servicos', (customerPage) =>
      customerPage.getByRole('button', { name: 'Ver detalhes' }).first().waitFor(),
    );
  });

  it("staff record a Busca's INPI protocol and send its parecer as a PDF; the customer reads the protocol and downloads the parecer from Ver detalhes", async () => {
    const { page } = browser;
    const service = await serviceCustomerAt(4, 'concluido');
    const protocol = 'BR-512026-0042';
    await adminLogsIn(page);
    await openApp(page, `/admin/servicos?busca=${encodeURIComponent(service.email)}`);
    await rowOf(page, `#${service.servicoId}`).getByRole('button', { name: 'Visualizar' }).click();
    await modal(page).getByText(`Você está visualizando o serviço de id ${service.servicoId}`).waitFor();
    await modal(page).getByText(messages.admin.parecerMissing).waitFor();

    await modal(page).getByRole('textbox', { name: 'Protocolo no INPI' }).fill(protocol);
    await modal(page).getByRole('button', { name: 'Salvar protocolo' }).click();
    await eventually(() => modal(page).getByText(`Protocolo INPI nº ${protocol}`).count()).toBeGreaterThan(0);

    // Not a PDF: refused as it is chosen, in the server's words; nothing to send.
    const fileInput = modal(page).locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'parecer.png', mimeType: 'image/png', buffer: Buffer.from(PNG) });
    await modal(page).getByText(messages.admin.parecerNotPdf).waitFor();
    expect(await modal(page).getByRole('button', { name: 'Enviar parecer' }).isDisabled()).toBe(true);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    await fileInput.setInputFiles({ name: 'parecer.pdf', mimeType: 'application/pdf', buffer: pdf });
    await modal(page).getByRole('button', { name: 'Enviar parecer' }).click();
    await toastWith(page, messages.admin.parecerSaved).waitFor();
    await modal(page).getByText('Parecer entregue: o cliente já pode baixá-lo.').waitFor();

    await modal(page).getByLabel('Status do serviço').click();
    await page.getByRole('option', { name: 'Concluído', exact: true }).click();
    await modal(page).getByRole('button', { name: 'Atualizar' }).click();
    await confirmDialog(page).getByRole('button', { name: 'Confirmar' }).click();
    await toastWith(page, messages.admin.statusUpdated).waitFor();

    await asCustomerOn(page, service.token, '/servicos', async (customerPage) => {
      await customerPage.getByRole('button', { name: 'Ver detalhes' }).first().click();
      const details = customerPage.getByRole('dialog');
      await details.getByText(`Protocolo: ${protocol}`).waitFor();
      const [download] = await Promise.all([
        customerPage.waitForEvent('download'),
        details.getByRole('button', { name: 'Baixar o parecer (PDF)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`parecer-${protocol}.pdf`);
    });
  });

  it('keeps the search and the page in the URL: a shared link shows the same list, and past the end shows the empty message', async () => {
    const { page } = browser;
    await adminLogsIn(page);
    await openApp(page, '/admin/usuarios?busca=ninguem-com-este-nome');
    await page.getByText(messages.admin.emptyUsers).waitFor();
    expect(await searchBox(page).inputValue()).toBe('ninguem-com-este-nome');
    await page.getByText('Página 1 de 1').waitFor();
    expect(await page.getByRole('button', { name: 'Anterior' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Próxima' }).count()).toBe(0);
    // A link typed by hand: digits are read as the text searched, not as a number.
    await openApp(page, '/admin/usuarios?busca=000.000');
    expect(await searchBox(page).inputValue()).toBe('000.000');
    await openApp(page, '/admin?pagina=999');
    await page.getByText(messages.admin.emptyBrands).waitFor();
    expect(pathOf(page)).toBe('/admin');
  });

  it('opens the duplicate payments from the link above every admin page', async () => {
    // The sandbox bank pays only an order's current attempt, so no duplicate can arise here: the duplicate
    // rows themselves (alert, customer, refund) are checked against the fake Mercado Pago in tests/api.
    const { page } = browser;
    await adminLogsIn(page);
    await page.getByRole('group', { name: 'Ferramentas da equipe' }).getByRole('link', { name: 'Pagamentos' }).click();
    await page.getByRole('heading', { name: 'Pagamentos com alerta' }).waitFor();
    await page.getByText(messages.admin.emptyPaymentAlerts).waitFor();
    expect(searchParam(page, 'aba')).toBe('pagamentos');
    await expect.poll(() => activeMenuEntries(page).allTextContents()).toEqual([]);
  });

  it('opens the signature check from the link above every admin page', async () => {
    const { page } = browser;
    await adminLogsIn(page);
    await page.getByRole('group', { name: 'Ferramentas da equipe' }).getByRole('link', { name: 'Assinaturas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Assinaturas' }).waitFor();
    await page.getByRole('button', { name: 'Verificar' }).waitFor();
    expect(searchParam(page, 'aba')).toBe('assinaturas');
  });

  it("draws the machines' diagrams on the developers' page, outside the staff menu, rendered from the generated Mermaid", async () => {
    const { page } = browser;
    await adminLogsIn(page);
    // Not a staff tool: no link to it among the team's tools or in the menu.
    expect(
      await page.getByRole('group', { name: 'Ferramentas da equipe' }).getByRole('link', { name: 'Diagramas' }).count(),
    ).toBe(0);
    await openApp(page, '/admin/desenvolvimento?diagrama=brand-status');
    const diagram = page.getByRole('img', {
      name: 'Diagrama: Brand request status, set by staff in the back office (/admin)',
    });
    // Mermaid (large) is fetched and lays out the first diagram: slow on a busy machine.
    await diagram.locator('svg').waitFor({ timeout: 60_000 });
    // Each state's box leads with its name, then its description.
    for (const state of ['pendente', 'iniciada', 'concluida', 'rejeitada'])
      await diagram
        .locator('svg')
        .getByText(new RegExp(`^${state} - `))
        .first()
        .waitFor();
    // "Ampliar" makes the drawing wider than its frame, which then scrolls; "Tamanho original" brings it back.
    const zoom = page.getByRole('group', { name: 'Zoom do diagrama' });
    for (const _ of [1, 2, 3]) await zoom.getByRole('button', { name: 'Ampliar' }).click();
    await zoom.getByText('200%', { exact: true }).waitFor();
    await eventually(() =>
      diagram.evaluate((element) => element.getBoundingClientRect().width > element.parentElement!.clientWidth),
    ).toBe(true);
    await zoom.getByRole('button', { name: 'Tamanho original' }).click();
    await zoom.getByText('100%', { exact: true }).waitFor();
    // Outside the spec's three entries: none of them is active here.
    await expect.poll(() => activeMenuEntries(page).allTextContents()).toEqual([]);
    // Every generated diagram draws (a state description Mermaid cannot parse shows an error instead), each chosen
    // under "Máquina" as a developer does, on the page already open.
    const machine = page.getByRole('combobox', { name: 'Máquina' });
    await machine.click();
    const titles = await page.getByRole('option').allInnerTexts();
    await page.keyboard.press('Escape');
    expect(titles).toHaveLength(registeredMachines.length);
    for (const title of titles) {
      await machine.click();
      await page.getByRole('option', { name: title, exact: true }).click();
      const failed = page.getByText('Não foi possível desenhar este diagrama.');
      const drawn = page.getByRole('img', { name: `Diagrama: ${title}`, exact: true }).locator('svg');
      await drawn.or(failed).first().waitFor();
      expect(await failed.count(), title).toBe(0);
      // Legible as it opens, at 1280 px and 100 %: a state's label is drawn at 12 px or more.
      expect(await drawn.evaluate(labelPixels), title).toBeGreaterThanOrEqual(12);
    }
  });
});
