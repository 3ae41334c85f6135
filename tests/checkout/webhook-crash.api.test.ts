import { describe, expect, it } from 'vitest';
import { signUp } from '../support/api/accounts';
import { attemptsOf, orderStatus, paymentBody, payOk } from '../support/api/checkout';
import { useFakeMercadoPago } from '../support/api/mercadopago';
import { restartTestApp, type TestApp } from '../support/api/test-app';
import { notify, signedHeaders } from '../support/api/webhook';

/** A webhook delivery cut off by a crash: Mercado Pago's retry, with the same request id, must still be taken. */
let t: TestApp;
const mp = useFakeMercadoPago(
  (app) => (t = app),
  () => t,
  { onDisk: true },
);

describe('a webhook delivery is marked seen only once its work committed', () => {
  it('the server stops while settling a notification; the same delivery retried after the restart pays the order', async () => {
    const { token, marcaID } = await signUp(t, { planoID: 1 });
    const order = { tipo: 'marca' as const, id: marcaID };
    await payOk(t, token, paymentBody(order, 'pix'));
    const providerId = Number((await attemptsOf(t, order))[0].providerPaymentId);
    mp.update(providerId, { status: 'approved', status_detail: 'accredited' });

    const headers = signedHeaders(providerId);
    const held = mp.holdNextGet();
    const cutOff = notify(t, providerId, headers).catch(() => null);
    await held.reached;
    // The process dies here: nothing more of that request reaches the database.
    t = await restartTestApp(t);
    held.release();
    await cutOff;
    expect(await orderStatus(t, order)).toBe('Pendente');

    expect((await notify(t, providerId, headers)).status).toBe(200);
    expect(await orderStatus(t, order)).toBe('Pago');
  }, 60_000);
});
