import { readFile } from 'node:fs/promises';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { describe, expect, inject, it } from 'vitest';
import { GOV_SIGNATURE_URL } from '../../machines/power-of-attorney/power-of-attorney';
import { formatDocument } from '../../src/shared/documents';
import { messages } from '../../src/shared/messages';
import { siteMessages } from '../../src/shared/site-messages';
import {
  alertText,
  answerCep,
  back,
  fillClasses,
  call,
  customerAt,
  documentFiles,
  field,
  nationality,
  fillAddressFromCep,
  next,
  onStep,
  paidCustomer,
  pressBlockedNext,
  signIn,
  toastWith,
  uploadSigned,
  walkToBrandStep,
} from '../support/e2e/brand-wizard-helpers';
import { eventually, pathOf, submitLogin, waitForPath } from '../support/e2e/journey-helpers';
import { registerCustomer } from '../support/e2e/accounts';
import { launchChromium, openTab } from '../support/e2e/browser';
import { openApp } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';

const { baseUrl } = inject('e2e');

// ---------------------------------------------------------------- journeys

describe('brand wizard on a phone (390 px)', () => {
  const browser = useBrowser({ viewport: { width: 390, height: 844 } });

  it('a customer who just paid completes the whole wizard; /home says whose signature the procuração still waits for', async () => {
    const { page } = browser;
    const customer = await paidCustomer('Maria da Silva Souza');
    await answerCep(page, 'found');
    await signIn(page, customer);
    await openApp(page, '/home');
    await page.getByRole('link', { name: 'Finalizar registro da marca' }).click();

    // /titular: the holder read-only, the address from the CEP.
    await onStep(page, '/titular', 'Dados do titular');
    await page.getByText(customer.email, { exact: true }).waitFor();
    await fillAddressFromCep(page);
    await next(page).click();
    await toastWith(page, messages.profile.addressSaved).waitFor();
    // The toast lies over the header: the step label and the flow's buttons stay clear.
    const toast = await page.getByRole('alert').filter({ hasText: messages.profile.addressSaved }).boundingBox();
    expect(toast).not.toBeNull();
    // The toast is fixed to the screen; the label is measured with the page at its top, where it sits.
    await page.evaluate(() => window.scrollTo(0, 0));
    const stepLabel = await page.getByText(/^Etapa \d+ de \d+/).boundingBox();
    expect(toast!.y + toast!.height).toBeLessThanOrEqual(stepLabel!.y);
    for (const button of [next(page), back(page)]) {
      const box = await button.boundingBox();
      if (box) expect(toast!.y + toast!.height <= box.y || box.y + box.height <= toast!.y).toBe(true);
    }

    // /add-titular: the holder is the first owner; a second one with an alphanumeric CNPJ.
    await onStep(page, '/add-titular', 'Proprietários da marca');
    expect(await page.getByRole('textbox', { name: 'Nome completo ou razão social' }).first().inputValue()).toBe(
      'Maria da Silva Souza',
    );
    // Nobody's nationality is assumed: the holder chooses hers (a new owner starts empty too).
    expect(await nationality(page).inputValue()).toBe('');
    await nationality(page).fill('brasileira');
    await page.getByRole('button', { name: 'Adicionar proprietário' }).click();
    const second = page.getByRole('group', { name: 'Proprietário 2' });
    await second.getByRole('textbox', { name: 'Nome completo ou razão social' }).fill('Serra Azul Cafés Ltda');
    await field(second, 'E-mail').fill('contato@serraazul.com.br');
    await second.getByRole('textbox', { name: 'CPF' }).fill('52998224725');
    expect(await second.getByRole('textbox', { name: 'CPF' }).inputValue()).toBe('529.982.247-25');
    // Changing the type clears the number: a CPF is never the start of a CNPJ.
    await second.getByText('CNPJ', { exact: true }).click();
    expect(await second.getByRole('textbox', { name: 'CNPJ' }).inputValue()).toBe('');
    const cnpj = generateCnpj({ version: 2 });
    await second.getByRole('textbox', { name: 'CNPJ' }).fill(cnpj.toLowerCase());
    expect(await second.getByRole('textbox', { name: 'CNPJ' }).inputValue()).toBe(formatDocument(cnpj));
    // The first owner starts at the holder's address; a company names who signs for it and has its own seat.
    const first = page.getByRole('group', { name: 'Proprietário 1' });
    expect(await first.getByRole('textbox', { name: 'Cidade' }).inputValue()).not.toBe('');
    await next(page).click();
    await eventually(() => second.getByText(messages.owners.representativeRequired).count()).toBe(1);
    await second.getByRole('textbox', { name: 'Representante legal (quem assina pela empresa)' }).fill('Beatriz Ramos');
    await second.getByRole('textbox', { name: 'CPF do representante' }).fill('11144477735');
    await nationality(second, 'Nacionalidade do representante').fill('brasileira');
    await second.getByRole('button', { name: 'Usar o endereço do titular' }).click();
    await second.getByRole('textbox', { name: 'Número' }).fill('88');
    await next(page).click();
    await toastWith(page, messages.owners.saved).waitFor();

    // /procuracao: "Próximo" only after the signed upload.
    await onStep(page, '/procuracao', 'Procuração');
    await pressBlockedNext(page);
    await eventually(() => alertText(page).textContent()).toBe(messages.wizard.procuracaoMissing);
    expect(pathOf(page)).toBe('/procuracao');
    const sign = page.getByRole('link', { name: 'Assinar no gov.br' });
    expect(await sign.getAttribute('href')).toBe(GOV_SIGNATURE_URL);
    expect(await sign.getAttribute('target')).toBe('_blank');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar procuração (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`procuracao-${customer.marcaId}.pdf`);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await uploadSigned(page);
    // The holder signed, with a certificate of a CA the server trusts; the company co-owner's representative did not.
    await page.getByText('Assinada', { exact: true }).waitFor();
    await page.getByText('Falta a assinatura de Beatriz Ramos (por Serra Azul Cafés Ltda)', { exact: true }).waitFor();
    await next(page).click();

    // /marca: name and type required; the extra fields only when they apply.
    await onStep(page, '/marca', 'Dados da marca');
    expect(await page.getByLabel('Data do primeiro uso').isVisible()).toBe(false);
    await next(page).click();
    await eventually(() => alertText(page).textContent()).toBe(messages.brandData.nameAndTypeRequired);
    await page.getByRole('textbox', { name: 'Nome da marca' }).fill('Café Serra Azul');
    await page.getByRole('radio', { name: /^Mista/ }).click();
    // At least one class, each saying what it protects.
    await next(page).click();
    await eventually(() => alertText(page).textContent()).toBe(messages.brandData.classesRequired);
    await fillClasses(page, [{ classeNice: 30, itens: ['Café'] }]);
    await alertText(page).waitFor({ state: 'detached' });
    await page.getByLabel('A marca já é usada').check();
    await page.getByLabel('Data do primeiro uso').fill('2021-05-10');
    await page.getByLabel('A marca tem registro em outro país').check();
    await page.getByRole('textbox', { name: 'Número do registro internacional' }).pressSequentially('wo-2021/12 ab');
    expect(await page.getByRole('textbox', { name: 'Número do registro internacional' }).inputValue()).toBe(
      'WO202112AB',
    );
    await page.getByRole('textbox', { name: 'País de registro' }).fill('Portugal');
    await next(page).click();
    await toastWith(page, messages.brandData.saved).waitFor();

    // /arquivos: all three required; progress, then the review 1.5 s after the success message.
    await onStep(page, '/arquivos', 'Arquivos');
    await next(page).click();
    await eventually(() => alertText(page).textContent()).toBe(messages.uploads.allFilesRequired);
    for (const [name, file] of Object.entries(await documentFiles()))
      await page.locator(`input[name=${name}]`).setInputFiles(file);
    // Counted from the click, not from when the test saw the message (late on a busy machine): never less than the 1.5 s.
    const sentAt = Date.now();
    await next(page).click();
    await toastWith(page, messages.uploads.filesUploaded).waitFor();
    await onStep(page, '/confirmacao-marca', 'Revise o seu pedido');
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1400);

    // /confirmacao-marca: the whole request.
    const review = page.locator('main');
    for (const text of [
      'Café Serra Azul',
      'Serra Azul Cafés Ltda',
      formatDocument(cnpj),
      'representada por Beatriz Ramos',
      'Classe 30: Café, cereais, doces e temperos',
      'Taxas do INPI (GRU, pagas à parte) para 1 classe: R$ 880,00 (R$ 440,00 com desconto).',
      'Sim, desde 10/05/2021',
      'Sim, nº WO202112AB, Portugal',
    ]) {
      await review.getByText(text).first().waitFor();
    }
    await review.getByText('Assinada', { exact: true }).first().waitFor();
    for (const file of ['logo.png', 'conta-de-luz.pdf', 'rg.jpg'])
      await review.getByText(new RegExp(`^${file.replace('.', '\\.')} \\(`)).waitFor();
    await page.getByRole('button', { name: 'Confirmar' }).click();

    await waitForPath(page, '/home');
    await toastWith(page, messages.wizard.confirmed).waitFor();
    // On a phone the list shows cards (the table is hidden). The company's representative has not signed yet: the
    // request waits for that signature rather than reading "concluído".
    await page.getByText(messages.rows.awaitingSignature, { exact: true }).filter({ visible: true }).waitFor();
    await page
      .getByText('Falta a assinatura de Beatriz Ramos (por Serra Azul Cafés Ltda)', { exact: true })
      .filter({ visible: true })
      .waitFor();
    expect(await page.getByText(messages.rows.brandRegistered, { exact: true }).filter({ visible: true }).count()).toBe(
      0,
    );
    await page.getByText('Café Serra Azul', { exact: true }).filter({ visible: true }).waitFor();
  });
});

describe('brand wizard, resuming and the CEP (1280 px)', () => {
  const browser = useBrowser();

  it('a customer stops at /marca, reloads, and on a fresh browser resumes at /marca with the earlier steps filled in', async () => {
    const { page } = browser;
    const customer = await paidCustomer('Joana Pereira Lima');
    await answerCep(page, 'found');
    await signIn(page, customer);
    await openApp(page, `/titular?marcaId=${customer.marcaId}`);
    await walkToBrandStep(page);
    await page.getByRole('textbox', { name: 'Nome da marca' }).fill('Não salvo ainda');

    await page.reload();
    await onStep(page, '/marca', 'Dados da marca');

    // Another device: a new browser, signed in through /login, opening the request from /home.
    const otherBrowser = await launchChromium();
    try {
      const { page: other, problems } = await openTab(otherBrowser, baseUrl);
      await openApp(other, '/login');
      await submitLogin(other.locator('main'), customer.email, customer.password);
      await waitForPath(other, '/home');
      await other.getByRole('link', { name: 'Finalizar registro da marca' }).click();
      await onStep(other, '/marca', 'Dados da marca');
      expect(await other.getByRole('textbox', { name: 'Nome da marca' }).inputValue()).toBe('');

      // A typed address cannot skip the unfinished step.
      await openApp(other, `/confirmacao-marca?marcaId=${customer.marcaId}`);
      await onStep(other, '/marca', 'Dados da marca');

      await back(other).click();
      await onStep(other, '/procuracao', 'Procuração');
      await other.getByText('procuracao-assinada.pdf', { exact: true }).waitFor();
      expect(await next(other).getAttribute('aria-disabled')).toBeNull();
      await back(other).click();
      await onStep(other, '/add-titular', 'Proprietários da marca');
      expect(await other.getByRole('textbox', { name: 'Nome completo ou razão social' }).inputValue()).toBe(
        'Joana Pereira Lima',
      );
      await back(other).click();
      await onStep(other, '/titular', 'Dados do titular');
      expect(await field(other, 'Endereço').inputValue()).toBe('Avenida Álvaro Otacílio');
      expect(await field(other, 'Bairro').inputValue()).toBe('Ponta Verde');
      expect(await field(other, 'Número').inputValue()).toBe('1200');
      expect(await field(other, 'CEP').inputValue()).toBe('57035-000');

      // The browser's back button returns through finished steps; the address follows the state.
      await other.goBack();
      await onStep(other, '/add-titular', 'Proprietários da marca');
      expect(problems.pageErrors).toEqual([]);
    } finally {
      await otherBrowser.close();
    }
  });

  it('"Finalizar registro da marca" draws the customer area and a loader at once while the wizard\'s code is on its way', async () => {
    const { page } = browser;
    const customer = await customerAt('marca');
    await signIn(page, customer);
    // The wizard's chunk is held until the loader has been seen: a slow network, without a timer.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route('**/assets/BrandWizardLayout-*.js', async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    try {
      await openApp(page, '/home');
      await page.getByRole('link', { name: messages.rows.finishBrand }).click();
      await eventually(() => held.length).toBeGreaterThan(0);
      const loader = page.locator('main').getByRole('status');
      await loader.getByText(siteMessages.loading, { exact: true }).waitFor();
      await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Marcas' }).waitFor();
      release();
      await onStep(page, '/marca', 'Dados da marca');
      await eventually(() => loader.count()).toBe(0);
    } finally {
      release();
      await page.unroute('**/assets/BrandWizardLayout-*.js');
    }
  });

  it('the CEP lookup fills street, city and state', async () => {
    const { page } = browser;
    const customer = await paidCustomer();
    await answerCep(page, 'found');
    await signIn(page, customer);
    await openApp(page, `/titular?marcaId=${customer.marcaId}`);
    await onStep(page, '/titular', 'Dados do titular');
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/cep/')) lookups.push(new URL(request.url()).pathname);
    });
    await field(page, 'CEP').pressSequentially('5703500');
    expect(lookups).toEqual([]);
    await field(page, 'CEP').pressSequentially('0');
    await eventually(() => field(page, 'Cidade').inputValue()).toBe('Maceió');
    expect(lookups).toEqual(['/api/cep/57035000']);
    expect(await field(page, 'Endereço').inputValue()).toBe('Avenida Álvaro Otacílio');
    expect(await field(page, 'Bairro').inputValue()).toBe('Ponta Verde');
    expect(await field(page, 'Estado (UF)').inputValue()).toBe('AL');
  });

  it('a failed CEP lookup shows the message and the address can still be typed by hand', async () => {
    const { page } = browser;
    const customer = await paidCustomer();
    await answerCep(page, 'failing');
    await signIn(page, customer);
    await openApp(page, `/titular?marcaId=${customer.marcaId}`);
    await onStep(page, '/titular', 'Dados do titular');
    await field(page, 'CEP').fill('57035-000');
    await page.getByText(messages.cep.unavailable, { exact: true }).waitFor();
    await field(page, 'Endereço').fill('Rua do Comércio');
    await field(page, 'Número').fill('15');
    await field(page, 'Bairro').fill('Centro');
    await field(page, 'Cidade').fill('Maceió');
    await field(page, 'Estado (UF)').fill('al');
    expect(await field(page, 'Estado (UF)').inputValue()).toBe('AL');
    await next(page).click();
    await onStep(page, '/add-titular', 'Proprietários da marca');
    const profile = await call<{ Endereco: string; Bairro: string; CEP: string; Estado: string }>(
      customer.token,
      '/profile/',
    );
    expect(profile).toMatchObject({ Endereco: 'Rua do Comércio', Bairro: 'Centro', CEP: '57035000', Estado: 'AL' });
  });

  it('an unpaid request does not open the wizard', async () => {
    const { page } = browser;
    const customer = await registerCustomer(baseUrl);
    const { marcas } = await call<{ marcas: Array<{ id: number }> }>(customer.token, '/marcas/');
    await signIn(page, customer);
    await openApp(page, `/marca?marcaId=${marcas[0].id}`);
    await waitForPath(page, '/home');
    await toastWith(page, messages.wizard.unpaid).waitFor();
  });
});
