import { beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../src/server/admin/ensure-admin';
import { messages } from '../../src/shared/messages';
import { deliveredMail, expectRefusal, logIn, signUp } from '../support/api/accounts';
import { attemptsOf, orderStatus, paymentBody, payOk, type OrderRef } from '../support/api/checkout';
import { useFakeMercadoPago } from '../support/api/mercadopago';
import { type TestApp } from '../support/api/test-app';

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

const providerIdOf = async (order: OrderRef, publicId: number) =>
  Number((await attemptsOf(t, order)).find((row) => row.publicId === publicId)!.providerPaymentId);

describe('an order is never charged twice', () => {
  it('three attempts: the Pix is cancelled by the boleto, the boleto paid after the card is refunded, one charge kept; admins see the duplicate', async () => {
    const { token, marcaID, holder } = await signUp(t, { planoID: 1 });
    const order = { tipo: 'marca' as const, id: marcaID };

    const pix = await payOk(t, token, paymentBody(order, 'pix'));
    const boleto = await payOk(t, token, paymentBody(order, 'boleto'));
    const pixAtProvider = await providerIdOf(order, pix.id);
    expect(mp.payments.get(pixAtProvider)).toMatchObject({ status: 'cancelled' });
    expect(mp.calls('PUT', new RegExp(`^/v1/payments/${pixAtProvider}$`))).toHaveLength(1);

    // The customer pays the boleto at the bank, its notification is lost, and they pay again by card.
    const boletoAtProvider = await providerIdOf(order, boleto.id);
    mp.update(boletoAtProvider, { status: 'approved', status_detail: 'accredited' });
    const card = await payOk(
      t,
      token,
      paymentBody(order, 'credit_card', { token: 'cartao-APRO', payment_method_id: 'master' }),
    );
    expect(card).toMatchObject({ status: 'approved', pedido: { statusPagamento: 'Pago' } });

    const rows = await attemptsOf(t, order);
    const byId = (publicId: number) => rows.find((row) => row.publicId === publicId)!;
    expect(byId(pix.id)).toMatchObject({ status: 'cancelled', duplicate: false });
    expect(byId(boleto.id)).toMatchObject({ status: 'refunded', duplicate: true });
    expect(byId(card.id)).toMatchObject({ status: 'approved', duplicate: false });
    expect(rows.filter((row) => row.status === 'approved')).toHaveLength(1);
    expect(mp.calls('POST', new RegExp(`^/v1/payments/${boletoAtProvider}/refunds$`))).toHaveLength(1);
    expect(mp.payments.get(boletoAtProvider)).toMatchObject({ status: 'refunded' });
    expect(await orderStatus(t, order)).toBe('Pago');

    const listed = await t.call('GET', '/api/admin/pagamentos?duplicidade=1', { token: adminToken });
    expect(listed.status).toBe(200);
    expect(
      listed.body.filter(
        (row: { pedido: { id: number; tipo: string } }) => row.pedido.tipo === 'marca' && row.pedido.id === marcaID,
      ),
    ).toEqual([
      expect.objectContaining({
        id: boleto.id,
        duplicidade: true,
        alerta: 'pagamento em duplicidade',
        status: 'refunded',
        metodo: 'boleto',
        forma: 'Boleto bancário',
        pedido: { tipo: 'marca', id: marcaID, referencia: expect.stringMatching(/^M-\d{4,}$/) },
        cliente: { nome: holder.fullName, email: holder.email },
        devolucao: { concluida: true, texto: 'Devolvido ao cliente' },
      }),
    ]);

    const mails = await deliveredMail(t, holder.email);
    expect(mails.filter((mail) => /^Subject: Pagamento confirmado/m.test(mail))).toHaveLength(1);
    expect(mails.filter((mail) => /^Subject: Pagamento em duplicidade devolvido/m.test(mail))).toHaveLength(1);
  });

  it('refunds an approval that reaches an already-paid order through the reconciliation job when the provider was down', async () => {
    const { token, marcaID } = await signUp(t, { planoID: 2 });
    const order = { tipo: 'marca' as const, id: marcaID };
    const pix = await payOk(t, token, paymentBody(order, 'pix'));
    const pixAtProvider = await providerIdOf(order, pix.id);
    mp.update(pixAtProvider, { status: 'approved', status_detail: 'accredited' });
    mp.refundFailures = 3;
    await payOk(t, token, paymentBody(order, 'credit_card', { token: 'cartao-APRO', payment_method_id: 'visa' }));
    expect((await attemptsOf(t, order)).find((row) => row.publicId === pix.id)).toMatchObject({
      status: 'approved',
      duplicate: true,
    });

    const waiting = await t.call('GET', '/api/admin/pagamentos?duplicidade=1', { token: adminToken });
    expect(waiting.body.find((row: { id: number }) => row.id === pix.id)).toMatchObject({
      alerta: 'pagamento em duplicidade',
      devolucao: { concluida: false, texto: 'Devolução pendente: o provedor ainda não confirmou' },
    });

    await t.reconcile({ now: new Date(Date.now() + 10 * 60 * 1000) });
    expect((await attemptsOf(t, order)).find((row) => row.publicId === pix.id)).toMatchObject({
      status: 'refunded',
      duplicate: true,
    });
    const settled = await t.call('GET', '/api/admin/pagamentos?duplicidade=1', { token: adminToken });
    expect(settled.body.find((row: { id: number }) => row.id === pix.id)).toMatchObject({
      devolucao: { concluida: true, texto: 'Devolvido ao cliente' },
    });
  });

  it('keeps the payments list to admins', async () => {
    const { token } = await signUp(t);
    expectRefusal(await t.call('GET', '/api/admin/pagamentos', { token }), 403, messages.http.forbidden);
    expectRefusal(await t.call('GET', '/api/admin/pagamentos'), 401);
  });
});
