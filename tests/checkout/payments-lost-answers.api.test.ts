import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../src/server/db/schema';
import { UNANSWERED_GRACE_MS } from '../../src/server/payments/unanswered-attempts';
import { messages } from '../../src/shared/messages';
import { expectRefusal, signUp } from '../support/api/accounts';
import { attemptsOf, orderStatus, paidMails, pay, paymentBody, payOk, type OrderRef } from '../support/api/checkout';
import { useFakeMercadoPago } from '../support/api/mercadopago';
import { type TestApp } from '../support/api/test-app';

/**
 * Mercado Pago makes the payment but its answer never reaches us (a 504 on every try), the database fails right
 * after the call, or a twin submit lands between the charge and its status: each ends with one approved charge
 * standing and the order paid, or the order unpaid and no charge standing.
 */
let t: TestApp;
const mp = useFakeMercadoPago(
  (app) => (t = app),
  () => t,
);

const creates = () => mp.calls('POST', /^\/v1\/payments$/);
/** Every create the SDK sends (it tries three times) loses its answer. */
const loseEveryAnswer = () => (mp.loseCreateAnswers = 3);
const approvedCharges = (order: OrderRef) =>
  [...mp.payments.values()].filter(
    (payment) => payment.external_reference === `${order.tipo}:${order.id}` && payment.status === 'approved',
  );
const later = () => new Date(Date.now() + UNANSWERED_GRACE_MS + 60_000);
const card = (order: OrderRef) =>
  paymentBody(order, 'credit_card', { token: 'card-token-APRO', payment_method_id: 'visa', installments: 1 });

async function customer() {
  const account = await signUp(t, { planoID: 1 });
  return { ...account, order: { tipo: 'marca' as const, id: account.marcaID } };
}

describe('a card charged while its answer was lost', () => {
  it('keeps the attempt as uncertain and tells the customer the same payment cannot charge twice', async () => {
    const { token, order } = await customer();
    loseEveryAnswer();
    expectRefusal(await pay(t, token, card(order)), 502, messages.payments.uncertain);
    expect(await attemptsOf(t, order)).toEqual([expect.objectContaining({ status: 'uncertain' })]);
    expect(approvedCharges(order)).toHaveLength(1);
    expect(await orderStatus(t, order)).toBe('Pendente');
  });

  it('"Pagar" again with the same attempt: Mercado Pago answers the first charge, the order is paid once', async () => {
    const { token, order, holder } = await customer();
    const body = card(order);
    loseEveryAnswer();
    expectRefusal(await pay(t, token, body), 502, messages.payments.uncertain);
    const again = await pay(t, token, body);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ status: 'approved', pedido: { statusPagamento: 'Pago' } });
    expect(approvedCharges(order)).toHaveLength(1);
    expect(await attemptsOf(t, order)).toHaveLength(1);
    await t.deliverMail();
    expect(paidMails(t, holder.email)).toHaveLength(1);
  });

  it('another card while the first is uncertain: the first is found by our reference and the order is already paid', async () => {
    const { token, order } = await customer();
    loseEveryAnswer();
    expectRefusal(await pay(t, token, card(order)), 502, messages.payments.uncertain);
    const before = creates().length;
    expectRefusal(await pay(t, token, card(order)), 409, messages.payments.alreadyPaid);
    expect(creates()).toHaveLength(before);
    expect(approvedCharges(order)).toHaveLength(1);
    expect(await orderStatus(t, order)).toBe('Pago');
    expect(await attemptsOf(t, order)).toEqual([expect.objectContaining({ status: 'approved' })]);
  });

  it('the reconciliation job settles an uncertain attempt by our reference, without any new submit', async () => {
    const { token, order } = await customer();
    loseEveryAnswer();
    expectRefusal(await pay(t, token, card(order)), 502, messages.payments.uncertain);
    const report = await t.reconcile({ now: later() });
    expect(report.unanswered).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(t, order)).toBe('Pago');
    expect(mp.calls('GET', /^\/v1\/payments\/search$/).length).toBeGreaterThan(0);
  });

  it('an uncertain attempt Mercado Pago never made blocks a new payment only until the search has had its time', async () => {
    const { token, order } = await customer();
    // A 500 on each of the SDK's three tries, before Mercado Pago makes anything: we cannot know that.
    mp.createFailures = 3;
    expectRefusal(await pay(t, token, card(order)), 502, messages.payments.uncertain);
    expect(approvedCharges(order)).toHaveLength(0);
    expectRefusal(await pay(t, token, paymentBody(order, 'pix')), 409, messages.payments.uncertainOther);

    await t.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - UNANSWERED_GRACE_MS - 1000) })
      .where(eq(payments.orderId, order.id));
    // Mercado Pago out of reach when asked about the first: still refused, in pt-BR, never a 5xx.
    const searches = mp.calls('GET', /^\/v1\/payments\/search$/).length;
    mp.searchFailures = 3;
    expectRefusal(await pay(t, token, paymentBody(order, 'pix')), 409, messages.payments.uncertainOther);
    expect(mp.calls('GET', /^\/v1\/payments\/search$/).length).toBeGreaterThan(searches);
    mp.searchFailures = 0;
    const pix = await payOk(t, token, paymentBody(order, 'pix'));
    expect(pix).toMatchObject({ metodo: 'pix', status: 'pending' });
    const rows = await attemptsOf(t, order);
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'pending']);
    expect(rows.find((row) => row.status === 'failed')?.closedReason).toBe(messages.attemptNotMade);
  });
});

describe('the database fails right after Mercado Pago charged', () => {
  it('keeps the claim, and the reconciliation job finds the charge by our reference: one charge, the order paid', async () => {
    const { token, order } = await customer();
    // Between the charge and its recording, every write to payments fails, as when the database goes away.
    mp.afterCreate = async () => {
      await t.db.execute(sql`
        create or replace function payments_refuse_writes() returns trigger language plpgsql as $$
        begin raise exception 'banco indisponível'; end $$`);
      await t.db.execute(
        sql`create trigger payments_refuse_writes before update on payments for each row execute function payments_refuse_writes()`,
      );
    };
    try {
      const answer = await pay(t, token, card(order));
      expect(answer.status).toBeGreaterThanOrEqual(500);
    } finally {
      mp.afterCreate = null;
      await t.db.execute(sql`drop trigger if exists payments_refuse_writes on payments`);
    }
    expect(await attemptsOf(t, order)).toEqual([expect.objectContaining({ status: 'creating' })]);
    expect(await orderStatus(t, order)).toBe('Pendente');

    await t.reconcile({ now: later() });
    expect(await orderStatus(t, order)).toBe('Pago');
    expect(await attemptsOf(t, order)).toEqual([expect.objectContaining({ status: 'approved' })]);
    expect(approvedCharges(order)).toHaveLength(1);
  });
});

describe('a twin submit between the charge and its status', () => {
  it('never reads an approved card as pending', async () => {
    const { token, order } = await customer();
    const body = card(order);
    let twin: ReturnType<typeof pay> | undefined;
    // The moment Mercado Pago has approved the card and its answer is on its way: the same form is sent again.
    mp.afterCreate = () => {
      twin = pay(t, token, body);
    };
    try {
      const first = await pay(t, token, body);
      expect(first.body.status).toBe('approved');
      const second = await twin!;
      expect(second.status).toBe(200);
      expect(second.body).toMatchObject({ status: 'approved', pedido: { statusPagamento: 'Pago' } });
    } finally {
      mp.afterCreate = null;
    }
    expect(approvedCharges(order)).toHaveLength(1);
  });
});
