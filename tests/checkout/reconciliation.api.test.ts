import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../src/server/db/schema';
import { UNANSWERED_GRACE_MS } from '../../src/server/payments/unanswered-attempts';
import { messages } from '../../src/shared/messages';
import { deliveredMail } from '../support/api/accounts';
import { attemptsOf, newKey, orderStatus, paidMails } from '../support/api/checkout';
import { pendingAttempt, useFakeMercadoPago } from '../support/api/mercadopago';
import { type TestApp } from '../support/api/test-app';

let t: TestApp;
const mp = useFakeMercadoPago(
  (app) => (t = app),
  () => t,
);

/** The next scheduled run: later than any poll throttle. */
const nextRun = () => t.reconcile({ now: new Date(Date.now() + 10 * 60 * 1000) });

describe('the reconciliation job (Mercado Pago)', () => {
  it('settles an approval whose notification was lost: paid after one run, one e-mail', async () => {
    const { order, providerId, holder } = await pendingAttempt(t);
    mp.update(providerId, { status: 'approved', status_detail: 'accredited' });
    expect(await orderStatus(t, order)).toBe('Pendente');

    await nextRun();
    expect(await orderStatus(t, order)).toBe('Pago');
    expect((await attemptsOf(t, order))[0]).toMatchObject({ status: 'approved' });
    await nextRun();
    await t.deliverMail();
    expect(paidMails(t, holder.email)).toHaveLength(1);
  });

  it('records an expired Pix and tells the customer nothing was charged', async () => {
    const { order, providerId, holder } = await pendingAttempt(t, 'pix', 4);
    mp.update(providerId, { status: 'cancelled', status_detail: 'expired' });
    await nextRun();
    expect((await attemptsOf(t, order))[0]).toMatchObject({ status: 'cancelled', statusDetail: 'expired' });
    const mails = await deliveredMail(t, holder.email);
    expect(mails.filter((mail) => /^Subject: Pagamento expirado/m.test(mail))).toHaveLength(1);
    expect(mails.join('\n')).toContain(messages.requestMail.inpiNeverBills);
  });

  it('finds by external_reference a payment whose creation answer was never stored', async () => {
    const { order, token, holder } = await pendingAttempt(t);
    // The process stopped while Mercado Pago was creating the attempt: only the claim is in our database.
    const [claim] = await t.db
      .insert(payments)
      .values({
        orderKind: order.tipo,
        orderId: order.id,
        userId: (await attemptsOf(t, order))[0]!.userId,
        planoId: 1,
        method: 'pix',
        paymentMethodId: 'pix',
        amountCents: 99_900,
        provider: 'mercadopago',
        status: 'creating',
        idempotencyKey: newKey(),
        createdAt: new Date(Date.now() - UNANSWERED_GRACE_MS - 1000),
      })
      .returning();
    const made = await t.call('GET', `/api/pedidos/marca/${order.id}`, { token });
    expect(made.status).toBe(200);
    const provider = [...mp.payments.values()].find((payment) => payment.external_reference === `marca:${order.id}`)!;
    mp.payments.set(provider.id + 900, {
      ...provider,
      id: provider.id + 900,
      status: 'approved',
      status_detail: 'accredited',
      metadata: { pagamento_id: claim!.id },
    });

    await nextRun();
    const [adopted] = await t.db.select().from(payments).where(eq(payments.id, claim!.id));
    expect(adopted).toMatchObject({ providerPaymentId: String(provider.id + 900), status: 'approved' });
    expect(await orderStatus(t, order)).toBe('Pago');
    expect(mp.calls('GET', /^\/v1\/payments\/search$/).length).toBeGreaterThan(0);
    await t.deliverMail();
    expect(paidMails(t, holder.email)).toHaveLength(1);
  });

  it('closes as failed a claim the provider never charged, with the reason staff read', async () => {
    const { order } = await pendingAttempt(t);
    const [claim] = await t.db
      .insert(payments)
      .values({
        orderKind: order.tipo,
        orderId: order.id,
        userId: (await attemptsOf(t, order))[0]!.userId,
        planoId: 1,
        method: 'boleto',
        paymentMethodId: 'bolbradesco',
        amountCents: 99_900,
        provider: 'mercadopago',
        status: 'creating',
        idempotencyKey: newKey(),
        createdAt: new Date(Date.now() - UNANSWERED_GRACE_MS - 1000),
      })
      .returning();
    await nextRun();
    const [closed] = await t.db.select().from(payments).where(eq(payments.id, claim!.id));
    expect(closed).toMatchObject({ status: 'failed', closedReason: messages.attemptNotMade });
    expect(await orderStatus(t, order)).toBe('Pendente');
  });
});
