import { afterAll, beforeAll } from 'vitest';
import { isBrandPlan } from '../../../src/shared/catalogue';
import { signUp } from './accounts';
import { attemptsOf, paymentBody, payOk } from './checkout';
import { FakeMercadoPago } from './fake-mercadopago';
import { createTestApp, type TestApp } from './test-app';
import { mercadoPagoEnv } from './webhook';

/**
 * A test file whose app pays through Mercado Pago: the fake installed at the HTTP boundary and the app started
 * with the Mercado Pago settings before the file's tests, both put away after them. `started` receives the app;
 * `current` names the one to close (a file that restarts its app hands over the new one).
 */
export function useFakeMercadoPago(
  started: (app: TestApp) => unknown,
  current: () => TestApp,
  options: Parameters<typeof createTestApp>[1] = {},
): FakeMercadoPago {
  const mp = new FakeMercadoPago();
  beforeAll(async () => {
    mp.install();
    started(await createTestApp(mercadoPagoEnv, options));
  }, 60_000);
  afterAll(async () => {
    mp.uninstall();
    await current().close();
  }, 30_000);
  return mp;
}

/** A new customer with one pending attempt at Mercado Pago: the order, the attempt and the provider's payment id. */
export async function pendingAttempt(t: TestApp, method: 'pix' | 'boleto' = 'pix', planoID = 1) {
  const account = await signUp(t, { planoID });
  const order = { tipo: isBrandPlan(planoID) ? ('marca' as const) : ('servico' as const), id: account.marcaID };
  const attempt = await payOk(t, account.token, paymentBody(order, method));
  const providerId = Number((await attemptsOf(t, order))[0]!.providerPaymentId);
  return { ...account, order, attempt, providerId };
}
