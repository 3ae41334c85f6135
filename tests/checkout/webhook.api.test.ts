import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentNotifications, unknownProviderPayments } from '../../src/server/db/schema';
import { UNKNOWN_PAYMENT_RETRY_MS } from '../../src/server/payments/notified-payment';
import { messages } from '../../src/shared/messages';
import { expectRefusal, signUp } from '../support/api/accounts';
import { adminSession } from '../support/api/admin';
import { attemptsOf, orderStatus, paidMails, type OrderRef } from '../support/api/checkout';
import { pendingAttempt, useFakeMercadoPago } from '../support/api/mercadopago';
import { type TestApp } from '../support/api/test-app';
import { notify, signedHeaders } from '../support/api/webhook';

let t: TestApp;
const mp = useFakeMercadoPago(
  (app) => (t = app),
  () => t,
);

const attemptStatus = async (order: OrderRef) => (await attemptsOf(t, order))[0].status;
const lookups = (id: number) => mp.calls('GET', new RegExp(`^/v1/payments/${id}$`)).length;
const approve = (id: number) => mp.update(id, { status: 'approved', status_detail: 'accredited' });

describe('POST /api/webhooks/mercadopago: signature', () => {
  it.each([
    ['missing', () => ({})],
    ['signed with another secret', (id: number) => signedHeaders(id, { secret: 'outro-segredo' })],
    ['stale (10 minutes old)', (id: number) => signedHeaders(id, { ts: Math.floor(Date.now() / 1000) - 600 })],
    ['from the future', (id: number) => signedHeaders(id, { ts: Math.floor(Date.now() / 1000) + 600 })],
    ['for another payment', (id: number) => signedHeaders(id + 1)],
    ['malformed', () => ({ 'x-signature': 'ts=abc,v1=xyz', 'x-request-id': 'r' })],
    ['without its hash', () => ({ 'x-signature': `ts=${Math.floor(Date.now() / 1000)}`, 'x-request-id': 'r' })],
  ])('refuses a signature that is %s, with no change and no call to Mercado Pago', async (_label, headersFor) => {
    const { order, providerId, holder } = await pendingAttempt(t);
    approve(providerId);
    const answer = await notify(t, providerId, headersFor(providerId) as Record<string, string>);
    expectRefusal(answer, 401, messages.payments.invalidSignature);
    expect(lookups(providerId)).toBe(0);
    expect(await attemptStatus(order)).toBe('pending');
    expect(await orderStatus(t, order)).toBe('Pendente');
    await t.deliverMail();
    expect(paidMails(t, holder.email)).toHaveLength(0);
  });

  it('refuses a signature whose request id was swapped', async () => {
    const { providerId, order } = await pendingAttempt(t);
    approve(providerId);
    const headers = { ...signedHeaders(providerId, { requestId: 'original' }), 'x-request-id': 'trocado' };
    expectRefusal(await notify(t, providerId, headers), 401);
    expect(await orderStatus(t, order)).toBe('Pendente');
  });
});

describe('POST /api/webhooks/mercadopago: settling', () => {
  it('an approved payment marks the order Pago and sends one e-mail', async () => {
    const { order, providerId, holder, attempt: pix, token } = await pendingAttempt(t);
    approve(providerId);
    const answer = await notify(t, providerId, signedHeaders(providerId));
    expect(answer).toMatchObject({ status: 200, body: { recebido: true } });
    expect(await attemptStatus(order)).toBe('approved');
    expect(await orderStatus(t, order)).toBe('Pago');
    expect((await t.call('GET', `/api/pagamentos/${pix.id}`, { token })).body).toMatchObject({
      status: 'approved',
      pedido: { statusPagamento: 'Pago' },
    });
    await t.deliverMail();
    expect(paidMails(t, holder.email)).toHaveLength(1);
  });

  it('the same notification 20 times at once: recorded once, one status change, one e-mail', async () => {
    const { order, providerId, holder } = await pendingAttempt(t, 'pix', 5);
    approve(providerId);
    const headers = signedHeaders(providerId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(t, providerId, headers)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(
      await t.db
        .select()
        .from(paymentNotifications)
        .where(eq(paymentNotifications.providerPaymentId, String(providerId))),
    ).toHaveLength(1);
    expect(lookups(providerId)).toBe(1);
    expect(await orderStatus(t, order)).toBe('Pago');
    await t.deliverMail();
    expect(paidMails(t, holder.email)).toHaveLength(1);
  });

  it('20 different deliveries about the same approval at once still change the order once and mail once', async () => {
    const { order, providerId, holder } = await pendingAttempt(t, 'pix', 2);
    approve(providerId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => notify(t, providerId, signedHeaders(providerId))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await orderStatus(t, order)).toBe('Pago');
    await t.deliverMail();
    expect(paidMails(t, holder.email)).toHaveLength(1);
  });

  it('an out-of-order "pending" after "approved" changes nothing', async () => {
    const { order, providerId, holder } = await pendingAttempt(t);
    approve(providerId);
    await notify(t, providerId, signedHeaders(providerId));
    mp.update(providerId, { status: 'pending', status_detail: 'pending_waiting_transfer' });
    expect((await notify(t, providerId, signedHeaders(providerId), 'payment.created')).status).toBe(200);
    mp.update(providerId, { status: 'in_process', status_detail: 'pending_contingency' });
    await notify(t, providerId, signedHeaders(providerId));
    const [attempt] = await attemptsOf(t, order);
    expect(attempt).toMatchObject({ status: 'approved', statusDetail: 'accredited' });
    expect(await orderStatus(t, order)).toBe('Pago');
    await t.deliverMail();
    expect(paidMails(t, holder.email)).toHaveLength(1);
  });

  it.each([
    ['a different amount', { transaction_amount: 9.99 }],
    ['another order reference', { external_reference: 'marca:999999' }],
    ['no order reference', { external_reference: null }],
    ['another currency', { currency_id: 'USD' }],
  ])('an approved payment with %s leaves the order unpaid, is given back and alerted', async (_label, changes) => {
    const { order, providerId, holder } = await pendingAttempt(t);
    mp.update(providerId, { status: 'approved', status_detail: 'accredited', ...changes });
    expect((await notify(t, providerId, signedHeaders(providerId))).status).toBe(200);
    const [attempt] = await attemptsOf(t, order);
    expect(attempt).toMatchObject({
      status: 'refunded',
      refundDue: true,
      alert: expect.stringMatching(/^pagamento divergente/),
    });
    expect(mp.calls('POST', new RegExp(`^/v1/payments/${providerId}/refunds$`))).toHaveLength(1);
    expect(await orderStatus(t, order)).toBe('Pendente');
    await t.deliverMail();
    expect(paidMails(t, holder.email)).toHaveLength(0);
  });

  it('a rejection or an expiry is recorded without touching the order', async () => {
    const { order, providerId } = await pendingAttempt(t);
    mp.update(providerId, { status: 'cancelled', status_detail: 'expired' });
    await notify(t, providerId, signedHeaders(providerId));
    expect(await attemptStatus(order)).toBe('cancelled');
    expect(await orderStatus(t, order)).toBe('Pendente');
  });

  it('a later refund is recorded and takes "Pago" away from the order', async () => {
    const { order, providerId } = await pendingAttempt(t);
    approve(providerId);
    await notify(t, providerId, signedHeaders(providerId));
    mp.update(providerId, { status: 'refunded', status_detail: 'refunded' });
    await notify(t, providerId, signedHeaders(providerId));
    expect(await attemptStatus(order)).toBe('refunded');
    expect(await orderStatus(t, order)).toBe('Estornado');
  });

  it('answers 200 to a payment Mercado Pago does not know, changing nothing', async () => {
    expect((await notify(t, 424242, signedHeaders(424242))).status).toBe(200);
  });

  it('matches a payment we never created to the order its reference names, and shows it to staff', async () => {
    const { order, providerId } = await pendingAttempt(t);
    // Made at Mercado Pago outside our checkout, pointing at our order: no attempt of ours has that id.
    mp.payments.set(providerId + 500, {
      ...mp.payments.get(providerId)!,
      id: providerId + 500,
      status: 'approved',
      status_detail: 'accredited',
      metadata: {},
    });
    expect((await notify(t, providerId + 500, signedHeaders(providerId + 500))).status).toBe(200);
    expect(await orderStatus(t, order)).toBe('Pago');
    const adopted = (await attemptsOf(t, order)).find((row) => row.providerPaymentId === String(providerId + 500));
    expect(adopted).toMatchObject({ status: 'approved', alert: messages.paymentAlerts.adopted });
  });

  it('refuses for an hour a payment that names nothing of ours, so Mercado Pago sends it again, then alerts staff', async () => {
    const { providerId } = await pendingAttempt(t);
    const strangerId = providerId + 700;
    mp.payments.set(strangerId, {
      ...mp.payments.get(providerId)!,
      id: strangerId,
      status: 'approved',
      status_detail: 'accredited',
      external_reference: 'outra-loja:17',
      metadata: {},
    });
    expectRefusal(await notify(t, strangerId, signedHeaders(strangerId)), 404, messages.payments.unknownNotified);
    const admin = (await adminSession(t)).token;
    const listed = () => t.call('GET', '/api/admin/pagamentos/desconhecidos', { token: admin });
    expect((await listed()).body).toEqual([]);

    await t.db
      .update(unknownProviderPayments)
      .set({ firstSeenAt: new Date(Date.now() - UNKNOWN_PAYMENT_RETRY_MS - 1000) })
      .where(eq(unknownProviderPayments.providerPaymentId, String(strangerId)));
    expect((await notify(t, strangerId, signedHeaders(strangerId))).status).toBe(200);
    expect((await listed()).body).toEqual([
      expect.objectContaining({
        idNoProvedor: String(strangerId),
        referencia: 'outra-loja:17',
        alerta: messages.paymentAlerts.unknownPayment(String(strangerId), 'outra-loja:17'),
      }),
    ]);
    const customer = await signUp(t);
    expect((await t.call('GET', '/api/admin/pagamentos/desconhecidos', { token: customer.token })).status).toBe(403);
  });

  it('ignores other topics', async () => {
    const answer = await t.call('POST', '/api/webhooks/mercadopago?data.id=77&type=merchant_order', {
      headers: signedHeaders(77),
      body: { type: 'merchant_order', data: { id: '77' } },
    });
    expect(answer).toMatchObject({ status: 200, body: { recebido: true } });
    expect(lookups(77)).toBe(0);
  });

  it('takes data.id from the body when the query has none, and never answers 5xx to junk', async () => {
    const { order, providerId } = await pendingAttempt(t);
    approve(providerId);
    const answer = await t.call('POST', '/api/webhooks/mercadopago', {
      headers: signedHeaders(providerId),
      body: { type: 'payment', action: 'payment.updated', data: { id: providerId } },
    });
    expect(answer.status).toBe(200);
    expect(await orderStatus(t, order)).toBe('Pago');
    for (const raw of ['', '{', '[]', 'null', '{"data":{"id":{"x":1}}}']) {
      const junk = await t.call('POST', '/api/webhooks/mercadopago', { raw, headers: signedHeaders(1) });
      expect(junk.status).toBeGreaterThanOrEqual(200);
      expect(junk.status).toBeLessThan(500);
    }
  });

  it('lets Mercado Pago retry when it cannot be reached: the notification is not kept as taken', async () => {
    const { order, providerId } = await pendingAttempt(t);
    approve(providerId);
    const headers = signedHeaders(providerId);
    const realGet = mp.payments.get.bind(mp.payments);
    mp.payments.get = () => {
      throw new Error('fora do ar');
    };
    let failed;
    try {
      failed = await notify(t, providerId, headers);
    } finally {
      mp.payments.get = realGet;
    }
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await orderStatus(t, order)).toBe('Pendente');
    expect((await notify(t, providerId, headers)).status).toBe(200);
    expect(await orderStatus(t, order)).toBe('Pago');
  });
});
