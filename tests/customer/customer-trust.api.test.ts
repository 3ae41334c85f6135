import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { welcomeText } from '../../src/server/mail/welcome-mail';
import { messages } from '../../src/shared/messages';
import { expectRefusal, welcomeMailsTo, logIn, signUp } from '../support/api/accounts';
import { attemptsOf, pay, payOk, paymentBody } from '../support/api/checkout';
import { createTestApp, type TestApp } from '../support/api/test-app';

const COMPANY = {
  COMPANY_NAME: 'Marcas Confiáveis Assessoria Ltda.',
  COMPANY_CNPJ: '11.222.333/0001-81',
  COMPANY_ADDRESS: 'Rua do Comércio, 100, Centro, Maceió/AL, CEP 57020-000',
};
const IDENTITY =
  'Marcas Confiáveis Assessoria Ltda. · CNPJ 11.222.333/0001-81 · Rua do Comércio, 100, Centro, Maceió/AL, CEP 57020-000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(COMPANY);
}, 60_000);
afterAll(() => t.close(), 30_000);

describe('who is behind it', () => {
  it('publishes the razão social, CNPJ and address for every page', async () => {
    const config = (await t.call('GET', '/api/config')).body;
    expect(config).toMatchObject({ companyName: COMPANY.COMPANY_NAME, companyAddress: COMPANY.COMPANY_ADDRESS });
    expect(config.samples).not.toContain('empresa');
  });

  it('ends the boleto with the company and the charge check', async () => {
    const { token, marcaID } = await signUp(t);
    const boleto = await payOk(t, token, paymentBody({ tipo: 'marca', id: marcaID }, 'boleto'));
    const html = await (await t.app.request(boleto.link)).text();
    expect(html).toContain(IDENTITY);
    expect(html).toContain('https://marcas.test/confira-cobranca');
  });
});

describe('the welcome e-mail', () => {
  it('goes out once after sign-up, says what happens next, and carries the company and the charge check', async () => {
    const { holder } = await signUp(t, { planoID: 1 });
    const mails = await welcomeMailsTo(t, holder.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatch(/^Subject: Bem-vindo: plano Essencial - /m);
    for (const step of welcomeText.steps) expect(mail).toContain(step);
    expect(mail).toContain(welcomeText.nextBrand);
    expect(mail).toContain('https://marcas.test/home');
    expect(mail).toContain(IDENTITY);
    expect(mail).toContain('https://marcas.test/confira-cobranca');
  });

  it('points a service customer to their services', async () => {
    const { holder } = await signUp(t, { planoID: 4 });
    const [mail] = await welcomeMailsTo(t, holder.email);
    expect(mail).toContain(welcomeText.nextService);
    expect(mail).toContain('https://marcas.test/servicos');
  });

  it('is not sent for a refused sign-up', async () => {
    const { holder } = await signUp(t);
    await t.deliverMail();
    const again = await t.call('POST', '/api/register', { body: { ...holder, cpf: undefined } });
    expect(again.status).toBe(400);
    expect(await welcomeMailsTo(t, holder.email)).toHaveLength(1);
    expect((await logIn(t, holder.email, holder.password)).status).toBe(200);
  });
});

describe('a card under analysis', () => {
  it('marks the unpaid order "em análise" in the lists, so no second payment is offered', async () => {
    const brand = await signUp(t, { planoID: 1 });
    const order = { tipo: 'marca' as const, id: brand.marcaID };
    expect((await payOk(t, brand.token, paymentBody(order, 'credit_card', { cardholderName: 'CONT' }))).status).toBe(
      'in_process',
    );
    const marcas = (await t.call('GET', '/api/marcas/', { token: brand.token })).body.marcas;
    expect(marcas).toEqual([
      expect.objectContaining({ id: order.id, statusPagamento: 'Pendente', pagamentoEmAnalise: true }),
    ]);

    const service = await signUp(t, { planoID: 4 });
    const serviceOrder = { tipo: 'servico' as const, id: service.marcaID };
    await payOk(t, service.token, paymentBody(serviceOrder, 'credit_card', { cardholderName: 'CONT' }));
    const servicos = (await t.call('GET', '/api/servicos/', { token: service.token })).body.servicos;
    expect(servicos[0]).toMatchObject({ id: serviceOrder.id, pagamentoEmAnalise: true });

    // Nor does the server create one: not a Pix, a boleto or another card, for the brand or the service.
    for (const metodo of ['pix', 'boleto', 'credit_card'] as const)
      expectRefusal(
        await pay(t, brand.token, paymentBody(order, metodo, { cardholderName: 'APRO' })),
        409,
        messages.payments.cardInAnalysis,
      );
    expectRefusal(await pay(t, service.token, paymentBody(serviceOrder, 'pix')), 409, messages.payments.cardInAnalysis);
    expect((await attemptsOf(t, order)).map((attempt) => attempt.status)).toEqual(['in_process']);

    // A refused card leaves the order open to a new payment.
    const other = await signUp(t, { planoID: 1 });
    await payOk(
      t,
      other.token,
      paymentBody({ tipo: 'marca', id: other.marcaID }, 'credit_card', { cardholderName: 'OTHE' }),
    );
    const [row] = (await t.call('GET', '/api/marcas/', { token: other.token })).body.marcas;
    expect(row.pagamentoEmAnalise).toBeUndefined();
  });
});
