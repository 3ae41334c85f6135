import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import type { CustomerBrand, CustomerService, OrderSummary } from '../../src/shared/schemas/checkout';
import { fillCard, holder, main, signUp } from '../support/e2e/checkout-helpers';
import { registerCustomer } from '../support/e2e/accounts';
import { appTookOver, openApp } from '../support/e2e/navigation';
import { useBrowser } from '../support/e2e/use-browser';
import {
  eventually,
  loginDialog,
  pathOf,
  storedToken,
  storeToken,
  submitLogin,
  waitForPath,
} from '../support/e2e/journey-helpers';

const { baseUrl } = inject('e2e');
const browser = useBrowser();

const search = (page: Page) => new URL(page.url()).searchParams;

async function api<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const answer = await fetch(`${baseUrl}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  if (!answer.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** The order the page is on, as the server sees it. */
async function orderOnPage(page: Page): Promise<OrderSummary> {
  const token = (await storedToken(page))!;
  return api<OrderSummary>(`/pedidos/${search(page).get('tipo')}/${search(page).get('id')}`, token);
}

/** Plays the customer's bank: the sandbox marks the pending Pix or boleto paid, as a provider's notification would (only for its owner). */
async function bankPays(page: Page, paymentId: number): Promise<void> {
  const answer = await fetch(`${baseUrl}/api/pagamentos/sandbox/${paymentId}/pagar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(answer.status).toBe(200);
}

const reviewCard = (page: Page, title: 'Titular' | 'Pedido') =>
  main(page)
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: title }) });

async function finishToHome(page: Page) {
  await main(page).getByRole('button', { name: 'Finalizar requisição' }).click();
  await waitForPath(page, '/home');
  await page.getByRole('heading', { level: 1, name: 'Minhas marcas' }).waitFor();
}

/** The /home or /servicos table row of an order (the table shows from 576 px). */
const tableRow = (page: Page, text: string) => main(page).getByRole('row').filter({ hasText: text });

describe('checkout in Chromium against the real server (sandbox provider)', () => {
  it('a visitor buys Essencial with Pix: sign-up, Pix, the bank pays, the page moves on by itself, /home shows it paid', async () => {
    const { page, context } = browser.tab;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await openApp(page, '/');
    await page.getByRole('link', { name: 'Contratar o plano Essencial' }).click();
    await waitForPath(page, '/confirmplan');
    await appTookOver(page);
    expect(search(page).get('planId')).toBe('1');
    await main(page).getByRole('heading', { level: 1, name: 'Contratar Essencial' }).waitFor();
    await main(page).getByText('10x de R$ 99,90').first().waitFor();
    // Side by side on a desktop, the two password boxes line up: the hint sits under the first one.
    const [password, confirmation] = await Promise.all(
      [/^Senha/, /^Confirme a senha/].map((label) => main(page).getByLabel(label).boundingBox()),
    );
    expect(password!.y).toBe(confirmation!.y);

    // The button stays pressable and says what is missing: an 8+ character password, a matching confirmation.
    const person = holder('Beatriz Almeida Rocha');
    const submit = main(page).getByRole('button', { name: 'Continuar para o pagamento' });
    await signUp(page, { ...person, password: 'curta' });
    await main(page).getByText(messages.register.passwordShort).waitFor();
    expect(await submit.isEnabled()).toBe(true);
    await main(page)
      .getByText(messages.register.missing(['Senha']), { exact: true })
      .waitFor();
    // Pressed anyway, it sends nothing and takes the customer to the field to fix.
    await submit.click();
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('["password"]');
    await main(page)
      .getByLabel(/^Senha/)
      .fill(person.password);
    await main(page)
      .getByLabel(/^Confirme a senha/)
      .fill(`${person.password}x`);
    await main(page).getByText('As senhas não coincidem', { exact: true }).waitFor();
    await main(page)
      .getByText(messages.register.missing(['Confirme a senha']), { exact: true })
      .waitFor();
    await main(page)
      .getByLabel(/^Confirme a senha/)
      .fill(person.password);
    await eventually(() => main(page).locator('#cadastro-pendencias').innerText()).toBe('');
    // Masks as typed; the server gets digits.
    expect(
      await main(page)
        .getByLabel(/^Telefone/)
        .inputValue(),
    ).toBe('(82) 99876-5432');
    expect(
      await main(page)
        .getByLabel(/^CPF ou CNPJ/)
        .inputValue(),
    ).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);

    // "Processando..." while the sign-up is on its way: the request is held until the button was seen.
    let release!: () => void;
    const seen = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/register', async (route) => {
      await seen;
      await route.continue();
    });
    await submit.click();
    await main(page).getByRole('button', { name: messages.register.processing }).waitFor();
    expect(await main(page).getByRole('button', { name: messages.register.processing }).isDisabled()).toBe(true);
    // Counted from the answer's release, not from when the test saw the message (late on a busy machine).
    const releasedAt = Date.now();
    release();
    // The spec's words.
    await page.getByText('Conta criada com sucesso! Prosseguindo para pagamento...', { exact: true }).first().waitFor();
    await waitForPath(page, '/payment');
    expect(Date.now() - releasedAt).toBeGreaterThanOrEqual(1500);
    expect(search(page).get('tipo')).toBe('marca');
    expect(await storedToken(page)).toBeTruthy();

    // Pix is offered first; its screen shows the QR code and the copy-and-paste code.
    await main(page).getByRole('radio', { name: 'Pix' }).waitFor();
    expect(await main(page).getByRole('radio', { name: 'Pix' }).isChecked()).toBe(true);
    await main(page).getByRole('button', { name: 'Gerar Pix de R$ 999,00' }).click();
    await waitForPath(page, '/pix-payment');
    await main(page).getByRole('img', { name: 'QR Code do Pix' }).waitFor();
    const code = (await main(page).locator('output').textContent())!;
    expect(code).toMatch(/^000201/);
    expect(code).toContain('5406999.00');
    const copiedAt = Date.now();
    await main(page).getByRole('button', { name: 'Copiar código' }).click();
    await page.getByText('Código copiado para a área de transferência!', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await page.getByText(messages.copy.pix).waitFor({ state: 'hidden', timeout: 8000 });
    expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(2500);

    // A reload resumes on the Pix, read from the server.
    await page.reload();
    await main(page).getByRole('img', { name: 'QR Code do Pix' }).waitFor();
    expect(pathOf(page)).toBe('/pix-payment');

    const order = await orderOnPage(page);
    expect(order).toMatchObject({
      titulo: 'Essencial',
      valorCents: 99_900,
      statusPagamento: 'Pendente',
      pagamento: { metodo: 'pix', status: 'pending' },
    });
    await bankPays(page, order.pagamento!.id);

    // Nobody clicks: the page sees the payment and moves to the review.
    await waitForPath(page, '/confirm-payment');
    await main(page).getByText(messages.payments.statusDetail.accredited).waitFor();
    const titular = reviewCard(page, 'Titular');
    await titular.getByText(person.fullName).waitFor();
    await titular.getByText(person.email).waitFor();
    const pedido = reviewCard(page, 'Pedido');
    for (const text of ['Essencial', '12 meses', 'Pix', 'R$ 999,00'])
      await pedido.getByText(text, { exact: true }).waitFor();

    await finishToHome(page);
    const row = tableRow(page, 'Essencial');
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Incompleto[\s\S]*Pago/);
    expect(await storedToken(page)).toBeTruthy();
    const brands = await api<{ marcas: CustomerBrand[] }>('/marcas/', (await storedToken(page))!);
    expect(brands.marcas).toEqual([expect.objectContaining({ planoID: 1, statusPagamento: 'Pago' })]);
  });

  it('a visitor buys Busca with boleto: view the boleto in a new tab, copy the line, review, and /servicos shows it awaiting payment', async () => {
    const { page, context } = browser.tab;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await openApp(page, '/confirmplan?planId=4');
    await main(page).getByRole('heading', { level: 1, name: 'Contratar Busca' }).waitFor();
    const person = holder('Diego Martins Prado');
    await signUp(page, person);
    await main(page).getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await waitForPath(page, '/payment');
    expect(search(page).get('tipo')).toBe('servico');

    await main(page).getByRole('radio', { name: 'Boleto bancário' }).check();
    // The payer's document comes from the account.
    expect((await main(page).getByLabel('CPF ou CNPJ do pagador').inputValue()).replace(/\D/g, '')).toBe(person.cpf);
    await main(page).getByRole('button', { name: 'Gerar boleto' }).click();
    await main(page).getByText(messages.checkout.addressRequired).first().waitFor();
    await main(page).getByLabel('CEP').fill('57035000');
    await main(page).getByLabel('Rua').fill('Avenida Álvaro Otacílio');
    await main(page).getByLabel('Número').fill('3500');
    await main(page).getByLabel('Bairro').fill('Ponta Verde');
    await main(page).getByLabel('Cidade').fill('Maceió');
    await main(page).getByLabel('UF').fill('al');
    await main(page).getByRole('button', { name: 'Gerar boleto' }).click();

    await waitForPath(page, '/ticket-payment');
    await main(page).getByText('R$ 118,80').first().waitFor();
    const view = main(page).getByRole('link', { name: 'Visualizar boleto' });
    expect(await view.getAttribute('target')).toBe('_blank');
    const [boletoTab] = await Promise.all([context.waitForEvent('page'), view.click()]);
    await boletoTab.waitForLoadState();
    const order = await orderOnPage(page);
    const line = order.pagamento!.digitable_line!;
    expect(line).toMatch(/^\d{47}$/);
    expect((await boletoTab.locator('body').innerText()).replace(/\D/g, '')).toContain(line);
    await boletoTab.close();

    await main(page).getByRole('button', { name: 'Copiar linha digitável' }).click();
    await page.getByText(messages.checkout.boletoCopied).waitFor();
    expect((await page.evaluate(() => navigator.clipboard.readText())).replace(/\D/g, '')).toBe(line);

    await main(page).getByRole('button', { name: 'Próximo' }).click();
    await waitForPath(page, '/confirm-payment');
    await main(page).getByText(messages.checkout.boletoAwaiting).waitFor();
    const pedido = reviewCard(page, 'Pedido');
    for (const text of ['Serviço', 'Busca', 'Boleto bancário', 'R$ 118,80'])
      await pedido.getByText(text, { exact: true }).waitFor();
    // Tracking time belongs to brand plans only.
    expect(await pedido.getByText('Acompanhamento').count()).toBe(0);

    // A service is finished from /servicos: "Finalizar requisição" lands there.
    await main(page).getByRole('button', { name: 'Finalizar requisição' }).click();
    await waitForPath(page, '/servicos');
    await page.getByRole('heading', { level: 1, name: 'Meus serviços' }).waitFor();
    const row = tableRow(page, 'Busca');
    await row.waitFor();
    // Until the INPI gives a protocol, the Protocolo column shows the request's reference.
    expect(await row.innerText()).toMatch(/S-\d{4}[\s\S]*Pendente/);
    await row.getByRole('link', { name: 'Gerar novo pagamento' }).waitFor();
    const services = await api<{ servicos: CustomerService[] }>('/servicos/', (await storedToken(page))!);
    expect(services.servicos).toEqual([expect.objectContaining({ plano_id: 4, status_pagamento: 'Pendente' })]);
  });

  it('a signed-in customer buys Premium by card (APRO) from /new-marca, in 10 instalments', async () => {
    const { page } = browser.tab;
    const customer = await registerCustomer(baseUrl, 'Helena Costa Ribeiro');
    await storeToken(page, customer.token);
    await openApp(page, '/home');
    await main(page).getByRole('link', { name: 'Contratar novo plano' }).click();
    await waitForPath(page, '/new-marca');
    // Corporativo is quoted by chat.
    expect(
      new URL((await main(page).getByRole('link', { name: 'Solicitar proposta' }).getAttribute('href'))!).host,
    ).toBe('wa.me');
    await main(page).getByRole('button', { name: 'Contratar Premium' }).click();

    await waitForPath(page, '/new-payment');
    expect(search(page).get('planId')).toBe('2');
    await main(page).getByText(customer.fullName).waitFor();
    await main(page).getByText(customer.email).waitFor();
    expect(
      await main(page)
        .getByRole('checkbox', { name: /Li e aceito/ })
        .isChecked(),
    ).toBe(true);
    // Back to the plans, and the same choice again.
    await main(page).getByRole('button', { name: 'Escolher outro plano' }).click();
    await waitForPath(page, '/new-marca');
    await main(page).getByRole('button', { name: 'Contratar Premium' }).click();
    await waitForPath(page, '/new-payment');
    await main(page).getByRole('button', { name: 'Ir para o pagamento' }).click();

    await waitForPath(page, '/payment');
    await fillCard(page, 'APRO');
    await main(page).getByText(messages.checkout.sandboxHint).waitFor();
    expect(await main(page).getByLabel('Parcelas').inputValue()).toBe('10x de R$ 179,90 sem juros');
    await main(page).getByRole('button', { name: 'Pagar R$ 1.799,00' }).click();

    await waitForPath(page, '/confirm-payment');
    await main(page).getByText(messages.payments.statusDetail.accredited).waitFor();
    const pedido = reviewCard(page, 'Pedido');
    for (const text of ['Premium', '24 meses', 'Cartão de crédito em 10x de R$ 179,90 sem juros', 'R$ 1.799,00']) {
      await pedido.getByText(text, { exact: true }).waitFor();
    }
    const order = await orderOnPage(page);
    expect(order).toMatchObject({
      planoID: 2,
      statusPagamento: 'Pago',
      pagamento: { metodo: 'credit_card', installments: 10, status: 'approved' },
    });

    await finishToHome(page);
    const row = tableRow(page, 'Premium');
    await row.waitFor();
    expect(await row.innerText()).toContain('Pago');
  });

  it('a rejected card (OTHE) is retried with Pix, from "Gerar novo pagamento" on /home', async () => {
    const { page } = browser.tab;
    const customer = await registerCustomer(baseUrl, 'Otávio Nunes Freitas');
    await storeToken(page, customer.token);
    await openApp(page, '/home');
    const row = tableRow(page, 'Essencial');
    await row.getByRole('link', { name: 'Gerar novo pagamento' }).click();
    await waitForPath(page, '/payment');

    await fillCard(page, 'OTHE');
    await main(page).getByRole('button', { name: 'Pagar R$ 999,00' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Pagamento não aprovado' }).waitFor();
    await main(page).getByText(messages.payments.statusDetail.cc_rejected_other_reason).waitFor();
    expect(pathOf(page)).toBe('/payment');

    // "Tentar novamente" brings the card form back; choosing another method goes to Pix.
    await main(page).getByRole('button', { name: 'Tentar novamente' }).click();
    await main(page).getByLabel('Nome impresso no cartão').waitFor();
    expect(await main(page).getByRole('radio', { name: 'Cartão de crédito' }).isChecked()).toBe(true);
    await main(page).getByRole('radio', { name: 'Pix' }).check();
    await main(page).getByRole('button', { name: 'Gerar Pix de R$ 999,00' }).click();
    await waitForPath(page, '/pix-payment');
    const order = await orderOnPage(page);
    expect(order.pagamento).toMatchObject({ metodo: 'pix', status: 'pending' });
    await bankPays(page, order.pagamento!.id);
    await waitForPath(page, '/confirm-payment');
    await main(page).getByText(messages.payments.statusDetail.accredited).waitFor();
    await finishToHome(page);
    await eventually(() => tableRow(page, 'Essencial').innerText()).toContain('Pago');
  });

  it('a card left in analysis (CONT) reaches the review saying so', async () => {
    const { page } = browser.tab;
    const customer = await registerCustomer(baseUrl, 'Camila Teixeira Duarte');
    await storeToken(page, customer.token);
    await openApp(page, '/new-payment?planId=5');
    await main(page).getByRole('button', { name: 'Escolher outro serviço' }).waitFor();
    await main(page).getByRole('button', { name: 'Ir para o pagamento' }).click();
    await waitForPath(page, '/payment');
    expect(search(page).get('tipo')).toBe('servico');
    await fillCard(page, 'CONT');
    await main(page).getByRole('button', { name: 'Pagar R$ 838,80' }).click();
    await waitForPath(page, '/confirm-payment');
    await main(page).getByText(messages.payments.statusDetail.pending_contingency).waitFor();
  });
});

describe('checkout addresses: reloads resume, typed URLs cannot skip a step', () => {
  it('/confirm-payment and /pix-payment for an order with no payment attempt go back to /payment', async () => {
    const { page } = browser.tab;
    const customer = await registerCustomer(baseUrl, 'Igor Santana Melo');
    await storeToken(page, customer.token);
    const [brand] = (await api<{ marcas: CustomerBrand[] }>('/marcas/', customer.token)).marcas;
    for (const path of ['/confirm-payment', '/pix-payment', '/ticket-payment']) {
      await openApp(page, `${path}?tipo=marca&id=${brand.id}`);
      await waitForPath(page, '/payment');
      await main(page).getByRole('radio', { name: 'Pix' }).waitFor();
      expect(search(page).get('id')).toBe(String(brand.id));
    }
  });

  it("someone else's order, or none, goes to /home with a notice", async () => {
    const { page } = browser.tab;
    const owner = await registerCustomer(baseUrl, 'Laura Vieira Campos');
    const [brand] = (await api<{ marcas: CustomerBrand[] }>('/marcas/', owner.token)).marcas;
    const intruder = await registerCustomer(baseUrl, 'Marcos Pinto Araújo');
    await storeToken(page, intruder.token);
    await openApp(page, `/payment?tipo=marca&id=${brand.id}`);
    await waitForPath(page, '/home');
    await page.getByText(messages.orders.notFound).waitFor();
    await openApp(page, '/payment');
    await waitForPath(page, '/home');
  });

  it('a visitor opening a payment page goes to /login; /confirmplan for Corporativo goes back to the plans', async () => {
    const { page } = browser.tab;
    await openApp(page, '/payment?tipo=marca&id=1');
    await waitForPath(page, '/login');
    await openApp(page, '/confirmplan?planId=3');
    await eventually(() => pathOf(page)).toBe('/');
    expect(new URL(page.url()).hash).toBe('#planos');
    await page.getByText(messages.register.planQuotedByChat).waitFor();
  });

  it('"Já tenho conta" on /confirmplan logs in and continues on /new-payment with the chosen plan', async () => {
    const { page } = browser.tab;
    const customer = await registerCustomer(baseUrl, 'Renata Farias Lopes');
    await openApp(page, '/confirmplan?planId=6');
    await main(page).getByRole('button', { name: 'Já tenho conta' }).click();
    await loginDialog(page).waitFor();
    // Typed into while it still slides in, the modal can lose the first keys: wait until it stands still.
    await eventually(() => loginDialog(page).evaluate((dialog) => dialog.getAnimations({ subtree: true }).length)).toBe(
      0,
    );
    await submitLogin(loginDialog(page), customer.email, customer.password);
    await waitForPath(page, '/new-payment');
    expect(search(page).get('planId')).toBe('6');
    await main(page).getByRole('heading', { level: 1, name: 'Confirme sua contratação' }).waitFor();
    await main(page).getByText('Recurso', { exact: true }).waitFor();
  });
});

describe('checkout code stays off the landing page', () => {
  it('/ downloads no checkout screen; /payment does', async () => {
    const { page } = browser.tab;
    const loadedBy = async (path: string, ready: () => Promise<unknown>) => {
      const urls = new Set<string>();
      const listener = (request: { url: () => string }) => {
        if (new URL(request.url()).pathname.endsWith('.js')) urls.add(request.url());
      };
      page.on('request', listener);
      await openApp(page, path);
      await ready();
      await page.waitForLoadState('networkidle');
      page.off('request', listener);
      const texts = await Promise.all([...urls].map((url) => fetch(url).then((answer) => answer.text())));
      return texts.join('\n');
    };
    const markers = ['Pix copia e cola', 'Finalizar requisição', 'Linha digitável'];
    const landing = await loadedBy('/', () => page.mouse.wheel(0, 4000));
    for (const marker of markers) expect(landing, `"${marker}" on /`).not.toContain(marker);

    const customer = await registerCustomer(baseUrl, 'Paulo Henrique Dias');
    await storeToken(page, customer.token);
    const [brand] = (await api<{ marcas: CustomerBrand[] }>('/marcas/', customer.token)).marcas;
    const checkout = await loadedBy(`/payment?tipo=marca&id=${brand.id}`, () =>
      main(page).getByRole('radio', { name: 'Pix' }).waitFor(),
    );
    for (const marker of markers) expect(checkout, `"${marker}" on /payment`).toContain(marker);
  });
});
