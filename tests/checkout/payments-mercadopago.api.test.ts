import { isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { expectRefusal, signUp, withCnpjCheckDigits } from '../support/api/accounts';
import {
  attemptsOf,
  orderStatus,
  paidMails,
  pay,
  payer,
  paymentBody,
  payOk,
  type OrderRef,
} from '../support/api/checkout';
import { useFakeMercadoPago } from '../support/api/mercadopago';
import { UUID, type TestApp } from '../support/api/test-app';
import { mercadoPagoEnv } from '../support/api/webhook';

let t: TestApp;
const mp = useFakeMercadoPago(
  (app) => (t = app),
  () => t,
);

async function customerWith(planoID: number) {
  const account = await signUp(t, { planoID });
  const order = { tipo: (planoID < 3 ? 'marca' : 'servico') as OrderRef['tipo'], id: account.marcaID };
  return { ...account, order };
}

const creates = () => mp.calls('POST', /^\/v1\/payments$/);
const lookups = (id: number) => mp.calls('GET', new RegExp(`^/v1/payments/${id}$`));
/** Lets the next poll reach Mercado Pago, as if the last query were older than the poll interval. */
const allowPoll = (attemptId: number) =>
  t.db
    .update(payments)
    .set({ checkedAt: new Date(Date.now() - 60_000) })
    .where(eq(payments.publicId, attemptId));

describe('paying through Mercado Pago', () => {
  it('creates a Pix with the catalogue amount and title, the order reference, our webhook and an idempotency key', async () => {
    const { token, order } = await customerWith(1);
    const before = creates().length;
    const data = await payOk(t, token, paymentBody(order, 'pix', { transaction_amount: 1 }));

    expect(creates()).toHaveLength(before + 1);
    const request = creates().at(-1)!;
    expect(request.headers.authorization).toBe(`Bearer ${mercadoPagoEnv.MP_ACCESS_TOKEN}`);
    expect(request.headers['x-idempotency-key']).toMatch(UUID);
    expect(request.body).toMatchObject({
      transaction_amount: 999,
      description: 'Essencial',
      payment_method_id: 'pix',
      external_reference: `marca:${order.id}`,
      notification_url: 'https://marcas.test/api/webhooks/mercadopago',
      payer: { email: 'maria.pagadora@exemplo.com.br', first_name: 'Maria', last_name: 'da Silva Souza' },
    });
    expect(request.body.date_of_expiration).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-03:00$/);

    const created = mp.payments.get(Number((await attemptsOf(t, order))[0].providerPaymentId))!;
    expect(data).toMatchObject({
      status: 'pending',
      transaction_amount: 999,
      point_of_interaction: { transaction_data: { qr_code: created.point_of_interaction!.transaction_data.qr_code } },
      pedido: { statusPagamento: 'Pendente' },
    });
  });

  it("creates a boleto with the payer's document and address, and answers Mercado Pago's line and link", async () => {
    const { token, order } = await customerWith(4);
    const body = paymentBody(order, 'boleto');
    const data = await payOk(t, token, body);
    const request = creates().at(-1)!;
    expect(request.body).toMatchObject({
      transaction_amount: 118.8,
      description: 'Busca',
      payment_method_id: 'bolbradesco',
      external_reference: `servico:${order.id}`,
      payer: {
        identification: { type: 'CPF', number: body.payer.identification.number },
        address: {
          zip_code: '57035000',
          street_name: 'Avenida Álvaro Otacílio',
          street_number: '1000',
          neighborhood: 'Ponta Verde',
          city: 'Maceió',
          federal_unit: 'AL',
        },
      },
    });
    expect(isValidBoleto(data.digitable_line)).toBe(true);
    expect(data.link).toMatch(/^https:\/\/www\.mercadopago\.com\.br\/payments\/\d+\/ticket/);
  });

  it('sends the payer as Mercado Pago validates it: an alphanumeric CNPJ whole, a one-word name with a last name, the boleto method chosen', async () => {
    const { token, order } = await customerWith(5);
    const cnpj = withCnpjCheckDigits('12ABC34501DE');
    const formatted = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
    const body = paymentBody(order, 'boleto', {
      payment_method_id: 'pec',
      payer: {
        ...payer(),
        first_name: 'Papelaria',
        last_name: '',
        identification: { type: 'CNPJ', number: formatted.toLowerCase() },
      },
    });
    await payOk(t, token, body);
    expect(creates().at(-1)!.body).toMatchObject({
      payment_method_id: 'pec',
      payer: { first_name: 'Papelaria', last_name: 'Papelaria', identification: { type: 'CNPJ', number: cnpj } },
    });
  });

  it('charges a card with the Brick token, brand and instalments; approved marks the order paid and mails once', async () => {
    const { token, order, holder } = await customerWith(2);
    const data = await payOk(
      t,
      token,
      paymentBody(order, 'credit_card', {
        token: 'card-token-APRO',
        payment_method_id: 'visa',
        issuer_id: '25',
        installments: 10,
      }),
    );
    expect(creates().at(-1)!.body).toMatchObject({
      token: 'card-token-APRO',
      payment_method_id: 'visa',
      issuer_id: 25,
      installments: 10,
      transaction_amount: 1799,
    });
    expect(data).toMatchObject({ status: 'approved', installments: 10, pedido: { statusPagamento: 'Pago' } });
    expect(await orderStatus(t, order)).toBe('Pago');
    await t.deliverMail();
    expect(paidMails(t, holder.email)).toHaveLength(1);
  });

  it('a rejected card leaves the order unpaid', async () => {
    const { token, order } = await customerWith(1);
    const data = await payOk(
      t,
      token,
      paymentBody(order, 'debit_card', { token: 'card-token-OTHE', payment_method_id: 'debvisa' }),
    );
    expect(data).toMatchObject({ status: 'rejected', status_detail: 'cc_rejected_other_reason' });
    expect(await orderStatus(t, order)).toBe('Pendente');
  });

  it('refuses a card without token or brand before calling Mercado Pago', async () => {
    const { token, order } = await customerWith(1);
    const before = creates().length;
    expectRefusal(
      await pay(t, token, paymentBody(order, 'credit_card', { payment_method_id: 'visa' })),
      400,
      messages.payments.cardTokenMissing,
    );
    expectRefusal(
      await pay(t, token, paymentBody(order, 'credit_card', { token: 'card-token' })),
      400,
      messages.payments.cardBrandMissing,
    );
    expectRefusal(
      await pay(
        t,
        token,
        paymentBody(order, 'credit_card', { token: 'card-token', payment_method_id: 'visa', installments: 11 }),
      ),
      400,
    );
    expect(creates()).toHaveLength(before);
  });

  it('a double submit, even concurrent, creates one payment at Mercado Pago and one attempt', async () => {
    const { token, order } = await customerWith(1);
    const before = creates().length;
    const body = paymentBody(order, 'pix');
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay(t, token, body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(creates()).toHaveLength(before + 1);
    expect(await attemptsOf(t, order)).toHaveLength(1);
  });

  it("turns Mercado Pago's refusal into a 400, keeps no attempt, and lets the same key try again", async () => {
    const { token, order } = await customerWith(1);
    const body = paymentBody(order, 'pix');
    mp.failNextCreate = {
      status: 400,
      body: { message: 'payer.email invalid', error: 'bad_request', status: 400, cause: [] },
    };
    expectRefusal(await pay(t, token, body), 400, messages.payments.providerRefused);
    expect(await attemptsOf(t, order)).toHaveLength(0);
    expect((await pay(t, token, body)).status).toBe(201);
  });

  it('answers 502 in pt-BR when Mercado Pago is down, keeping no attempt', async () => {
    const { token, order } = await customerWith(1);
    mp.failNextCreate = { status: 401, body: { message: 'invalid access token', status: 401 } };
    expectRefusal(await pay(t, token, paymentBody(order, 'pix')), 502, messages.payments.providerUnavailable);
    expect(await attemptsOf(t, order)).toHaveLength(0);
  });
});

describe('polling a Mercado Pago payment', () => {
  it('asks Mercado Pago at most once per interval, and moves the order to Pago when approved', async () => {
    const { token, order, holder } = await customerWith(1);
    const pix = await payOk(t, token, paymentBody(order, 'pix'));
    const providerId = Number((await attemptsOf(t, order))[0].providerPaymentId);

    expect((await t.call('GET', `/api/pagamentos/${pix.id}`, { token })).body.status).toBe('pending');
    expect(lookups(providerId)).toHaveLength(0);

    mp.update(providerId, { status: 'approved', status_detail: 'accredited' });
    await allowPoll(pix.id);
    const polls = await Promise.all(
      Array.from({ length: 5 }, () => t.call('GET', `/api/pagamentos/${pix.id}`, { token })),
    );
    expect(lookups(providerId)).toHaveLength(1);
    expect(polls.some((poll) => poll.body.status === 'approved')).toBe(true);
    expect((await t.call('GET', `/api/pagamentos/${pix.id}`, { token })).body).toMatchObject({
      status: 'approved',
      pedido: { statusPagamento: 'Pago' },
    });
    expect(await orderStatus(t, order)).toBe('Pago');
    await t.deliverMail();
    expect(paidMails(t, holder.email)).toHaveLength(1);
  });

  it('does not believe an approval for another amount: it is given back', async () => {
    const { token, order } = await customerWith(2);
    const pix = await payOk(t, token, paymentBody(order, 'pix'));
    const providerId = Number((await attemptsOf(t, order))[0].providerPaymentId);
    mp.update(providerId, { status: 'approved', status_detail: 'accredited', transaction_amount: 1 });
    await allowPoll(pix.id);
    expect((await t.call('GET', `/api/pagamentos/${pix.id}`, { token })).body.status).toBe('refunded');
    expect(await orderStatus(t, order)).toBe('Pendente');
  });
});

describe('sandbox-only and public settings', () => {
  it('has no sandbox bank when Mercado Pago is the provider', async () => {
    const { token, order } = await customerWith(1);
    const pix = await payOk(t, token, paymentBody(order, 'pix'));
    expectRefusal(await t.call('POST', `/api/pagamentos/sandbox/${pix.id}/pagar`), 404);
    expect(await orderStatus(t, order)).toBe('Pendente');
    expect((await attemptsOf(t, order))[0].status).toBe('pending');
  });

  it('publishes the public key for the Payment Brick, never the access token or webhook secret', async () => {
    const config = await t.call('GET', '/api/config');
    expect(config.body).toMatchObject({
      paymentProvider: 'mercadopago',
      mercadoPagoPublicKey: mercadoPagoEnv.MP_PUBLIC_KEY,
    });
    expect(JSON.stringify(config.body)).not.toContain(mercadoPagoEnv.MP_ACCESS_TOKEN);
    expect(JSON.stringify(config.body)).not.toContain(mercadoPagoEnv.MP_WEBHOOK_SECRET);
  });

  it("lets the Brick load from Mercado Pago's hosts", async () => {
    const csp = (await t.call('GET', '/api/config')).headers.get('content-security-policy')!;
    expect(csp).toContain('https://sdk.mercadopago.com');
    expect(csp).toMatch(/frame-src [^;]*mercadopago/);
  });
});
