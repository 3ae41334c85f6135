import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { messages } from '../../shared/messages';
import { isAwaitingPayment } from '../../shared/payments/status';
import { paymentRequestSchema } from '../../shared/schemas/checkout';
import { requireUser } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../context';
import { payments } from '../db/schema';
import { ApiError } from '../http/errors';
import { validate } from '../http/validate';
import { paymentAnswer } from './payment-answer';
import type { PaymentRow } from './payment-data';
import type { PaymentProvider } from './provider';
import { refreshPayment } from './refresh-payment';
import { boletoPage } from './sandbox/boleto-page';
import { sandboxView } from './sandbox/sandbox-provider';
import { settlePayment } from './settle-payment';
import { submitPayment } from './submit-payment';

const paymentNotFound = () => new ApiError(404, messages.payments.notFound);

function attemptId(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw paymentNotFound();
  return id;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** /api/pagamentos: paying an order, following the payment, and the sandbox's printable boleto and bank. */
export function paymentRoutes(deps: AppDeps, provider: PaymentProvider) {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  const signedIn = requireUser(deps);

  const findAttempt = async (id: number): Promise<PaymentRow | undefined> => (await db.select().from(payments).where(eq(payments.id, id)))[0];

  app.post('/prod', signedIn, validate('json', paymentRequestSchema), async (c) => {
    const { created, attempt } = await submitPayment(deps, provider, c.get('user'), c.req.valid('json'));
    return c.json(await paymentAnswer(db, attempt), created ? 201 : 200);
  });

  /**
   * Sandbox only: plays the customer's bank paying a pending Pix or boleto. It needs no login, as a bank
   * would not have one; with PAYMENT_PROVIDER=mercadopago it does not exist.
   */
  app.post('/sandbox/:id/pagar', async (c) => {
    if (provider.name !== 'sandbox') throw new ApiError(404, messages.http.notFound);
    const attempt = await findAttempt(attemptId(c.req.param('id')));
    if (!attempt || attempt.provider !== 'sandbox' || attempt.status === 'creating') throw paymentNotFound();
    if (attempt.method !== 'pix' && attempt.method !== 'boleto') throw new ApiError(409, messages.payments.sandboxPixOrBoletoOnly);
    const current = await refreshPayment(deps, provider, attempt);
    if (current.status === 'approved') return c.json(await paymentAnswer(db, current));
    if (current.statusDetail === 'expired') throw new ApiError(409, messages.payments.expired);
    if (!isAwaitingPayment(current.status)) throw new ApiError(409, messages.payments.notPending);
    const paid = await settlePayment(deps, current, sandboxView(current, 'approved', 'accredited'));
    return c.json(await paymentAnswer(db, paid));
  });

  /** The printable sandbox boleto; it opens in a new tab without the bearer token, so the link carries its own. */
  app.get('/:id/boleto', async (c) => {
    const attempt = await findAttempt(attemptId(c.req.param('id')));
    const token = c.req.query('token') ?? '';
    if (!attempt || attempt.provider !== 'sandbox' || !attempt.boletoLine || !attempt.boletoToken || !sameSecret(token, attempt.boletoToken)) {
      throw paymentNotFound();
    }
    c.header('X-Robots-Tag', 'noindex');
    return c.html(boletoPage(attempt, config.public));
  });

  app.get('/:id', signedIn, async (c) => {
    const [attempt] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, attemptId(c.req.param('id'))), eq(payments.userId, c.get('user').id)));
    if (!attempt || attempt.status === 'creating') throw paymentNotFound();
    return c.json(await paymentAnswer(db, await refreshPayment(deps, provider, attempt)));
  });

  return app;
}
