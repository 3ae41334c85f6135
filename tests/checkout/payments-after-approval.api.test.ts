import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureAdmin } from '../../src/server/admin/ensure-admin';
import { payments, requestEvents } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { deliveredMail, logIn } from '../support/api/accounts';
import { attemptsOf, orderStatus, paidMails, paymentBody, payOk } from '../support/api/checkout';
import { pendingAttempt, useFakeMercadoPago } from '../support/api/mercadopago';
import { type TestApp } from '../support/api/test-app';
import { notify, signedHeaders } from '../support/api/webhook';

/** Money that moves after the customer left or after the approval: recorded, given back when it is not ours, and shown to staff. */
let t: TestApp;
let adminToken: string;
const mp = useFakeMercadoPago(
  (app) => (t = app),
  () => t,
);
beforeAll(async () => {
  await ensureAdmin(t.db, 'admin@marcas.test', 'senha-do-admin-1');
  adminToken = (await logIn(t, 'admin@marcas.test', 'senha-do-admin-1')).body.token;
}, 60_000);

const alerted = async () =>
  (await t.call('GET', '/api/admin/pagamentos?alertas=1', { token: adminToken })).body as Array<{
    id: number;
    alerta: string;
    devolucao: { concluida: boolean; texto: string } | null;
    status: string;
  }>;
const deleteAccount = (token: string, senha: string) =>
  t.call('POST', '/api/conta/excluir', { token, body: { senha } });
const approve = (id: number) => mp.update(id, { status: 'approved', status_detail: 'accredited' });

describe('deleting an account with a payment still payable', () => {
  it('cancels its Pix and boleto at Mercado Pago', async () => {
    const pix = await pendingAttempt(t, 'pix');
    // A service order of the same customer, awaiting its boleto.
    const service = await t.call('POST', '/api/servicos/', { token: pix.token, body: { plano_id: 5 } });
    const serviceOrder = { tipo: 'servico' as const, id: service.body.marcaID as number };
    await payOk(t, pix.token, paymentBody(serviceOrder, 'boleto'));
    const boletoId = Number((await attemptsOf(t, serviceOrder))[0].providerPaymentId);

    expect((await deleteAccount(pix.token, pix.holder.password)).status).toBe(200);
    for (const id of [pix.providerId, boletoId]) {
      expect(mp.payments.get(id)).toMatchObject({ status: 'cancelled' });
      expect(mp.calls('PUT', new RegExp(`^/v1/payments/${id}$`))).toHaveLength(1);
    }
    const rows = await t.db.select().from(payments).where(eq(payments.userId, pix.userID));
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('a payment that arrives later (the cancel failed) is recorded, refunded at once and shown to staff', async () => {
    const { token, holder, marcaID, providerId, attempt } = await pendingAttempt(t, 'pix');
    mp.cancelFailures = 3;
    expect((await deleteAccount(token, holder.password)).status).toBe(200);
    mp.cancelFailures = 0;

    approve(providerId);
    expect((await notify(t, providerId, signedHeaders(providerId))).status).toBe(200);
    const [row] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, String(providerId)));
    expect(row).toMatchObject({ orderId: marcaID, status: 'refunded', refundDue: true });
    expect(mp.calls('POST', new RegExp(`^/v1/payments/${providerId}/refunds$`))).toHaveLength(1);
    expect((await alerted()).find((listed) => listed.id === attempt.id)).toMatchObject({
      alerta: messages.paymentAlerts.deletedAccount,
      devolucao: { concluida: true, texto: messages.duplicateRefund.done },
    });
  });

  it('the reconciliation job cancels what the deletion could not', async () => {
    const { token, holder, providerId } = await pendingAttempt(t, 'boleto');
    mp.cancelFailures = 3;
    expect((await deleteAccount(token, holder.password)).status).toBe(200);
    mp.cancelFailures = 0;
    await t.reconcile();
    expect(mp.payments.get(providerId)).toMatchObject({ status: 'cancelled' });
  });
});

describe('money that goes back after an approval', () => {
  it.each([
    ['a chargeback', 'charged_back', messages.paymentAlerts.chargedBack],
    ['a refund made at Mercado Pago', 'refunded', messages.paymentAlerts.refundedAfterApproval],
  ])(
    '%s takes "Pago" away, is in the history, mailed to the customer and alerted to staff',
    async (_l, status, alert) => {
      const { token, holder, order, providerId, attempt } = await pendingAttempt(t, 'pix');
      approve(providerId);
      await notify(t, providerId, signedHeaders(providerId));
      expect(await orderStatus(t, order)).toBe('Pago');

      mp.update(providerId, { status, status_detail: status === 'charged_back' ? 'settled' : 'refunded' });
      expect((await notify(t, providerId, signedHeaders(providerId))).status).toBe(200);
      expect(await orderStatus(t, order)).toBe('Estornado');
      // The customer's list offers payment again, and the wizard stays closed until it is paid.
      const list = await t.call('GET', '/api/marcas/', { token });
      expect(list.body.marcas.find((row: { id: number }) => row.id === order.id)).toMatchObject({
        statusPagamento: 'Pendente',
      });
      expect((await t.call('GET', `/api/marcas/${order.id}/assistente`, { token })).body.erro).toBe(
        messages.wizard.unpaid,
      );
      const events = await t.db
        .select()
        .from(requestEvents)
        .where(and(eq(requestEvents.requestKind, 'marca'), eq(requestEvents.requestId, order.id)));
      expect(events.map((event) => [event.statusFrom, event.statusTo])).toContainEqual(['Pago', 'Estornado']);
      const mails = await deliveredMail(t, holder.email);
      expect(mails.filter((mail) => /^Subject: Pagamento estornado/m.test(mail))).toHaveLength(1);
      expect((await alerted()).find((listed) => listed.id === attempt.id)).toMatchObject({
        alerta: alert,
        devolucao: null,
      });
    },
  );
});

describe('an approval that does not match its attempt', () => {
  it("is judged against the attempt's own amount: a catalogue price changed since does not reject it", async () => {
    const { order, providerId, holder } = await pendingAttempt(t, 'pix');
    // The price the attempt was made at, as if the catalogue had changed since.
    await t.db
      .update(payments)
      .set({ amountCents: 12_345 })
      .where(eq(payments.providerPaymentId, String(providerId)));
    mp.update(providerId, { status: 'approved', status_detail: 'accredited', transaction_amount: 123.45 });
    await notify(t, providerId, signedHeaders(providerId));
    expect(await orderStatus(t, order)).toBe('Pago');
    await t.deliverMail();
    expect(paidMails(t, holder.email)).toHaveLength(1);
  });

  it('is refunded and alerted once, not left pending nor logged again at each reconciliation', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { order, providerId, attempt } = await pendingAttempt(t, 'pix');
      mp.refundFailures = 3;
      mp.update(providerId, { status: 'approved', status_detail: 'accredited', transaction_amount: 1 });
      await notify(t, providerId, signedHeaders(providerId));
      const [waiting] = await attemptsOf(t, order);
      expect(waiting).toMatchObject({ status: 'approved', refundDue: true });
      expect(await orderStatus(t, order)).toBe('Pendente');
      expect((await alerted()).find((listed) => listed.id === attempt.id)).toMatchObject({
        alerta: expect.stringMatching(/^pagamento divergente/),
        devolucao: { concluida: false, texto: messages.duplicateRefund.pending },
      });

      await t.reconcile({ now: new Date(Date.now() + 10 * 60 * 1000) });
      await t.reconcile({ now: new Date(Date.now() + 20 * 60 * 1000) });
      await t.reconcile({ now: new Date(Date.now() + 30 * 60 * 1000) });
      expect((await attemptsOf(t, order))[0]).toMatchObject({ status: 'refunded' });
      const divergent = warn.mock.calls.filter((call) => /pagamento divergente/.test(String(call[0])));
      expect(divergent).toHaveLength(1);
    } finally {
      warn.mockRestore();
      mp.refundFailures = 0;
    }
  });
});
