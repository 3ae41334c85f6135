import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { messages } from '../../shared/messages';
import { isAwaitingPayment, isUnanswered } from '../../shared/payments/status';
import { type OrderKind, paymentRequestSchema } from '../../shared/schemas/checkout';
import { requireUser } from '../auth/middleware';
import { type AppDeps, type AppEnv, withLines } from '../context';
import { payments } from '../db/schema';
import { ApiError } from '../http/errors';
import { validate } from '../http/validate';
import { latestAttempt, paymentAnswer } from './payment-answer';
import type { PaymentRow } from './payment-data';
import type { PaymentProvider } from './provider';
import { refreshPayment } from './refresh-payment';
import { boletoPage } from './sandbox/boleto-page';
import { sandboxView } from './sandbox/sandbox-provider';
import { settlePayment } from './settle-payment';
import { submitPayment } from './submit-payment';
import { checkedSubmissionOf } from './submission';

const paymentNotFound = () => new ApiError(404, messages.payments.notFound);

/** The browser knows an attempt by its random public id only. */
function publicId(raw: string): number {
  const id = /^\d{1,16}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || !Number.isSafeInteger(id)) throw paymentNotFound();
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

  const findAttempt = async (id: number): Promise<PaymentRow | undefined> =>
    (await db.select().from(payments).where(eq(payments.publicId, id)))[0];
  const findOwnAttempt = async (id: number, userId: number): Promise<PaymentRow | undefined> =>
    (
      await db
        .select()
        .from(payments)
        .where(and(eq(payments.publicId, id), eq(payments.userId, userId)))
    )[0];

  app.post('/prod', signedIn, validate('json', paymentRequestSchema), async (c) => {
    const { created, attempt } = await submitPayment(
      withLines(deps, c),
      provider,
      c.get('user'),
      checkedSubmissionOf(c.req.valid('json')),
    );
    return c.json(await paymentAnswer(db, attempt), created ? 201 : 200);
  });

  /**
   * Sandbox only: plays the customer's bank paying a pending Pix or boleto ("Simular pagamento"). Only the
   * signed-in owner may, and only on the order's current attempt, so the sandbox cannot give products away;
   * with PAYMENT_PROVIDER=mercadopago it does not exist.
   */
  const sandboxOnly: MiddlewareHandler = async (_c, next) => {
    if (provider.name !== 'sandbox') throw new ApiError(404, messages.http.notFound);
    await next();
  };
  app.post('/sandbox/:id/pagar', sandboxOnly, signedIn, async (c) => {
    const attempt = await findOwnAttempt(publicId(c.req.param('id')), c.get('user').id);
    if (!attempt || attempt.provider !== 'sandbox' || isUnanswered(attempt.status)) throw paymentNotFound();
    if (attempt.method !== 'pix' && attempt.method !== 'boleto')
      throw new ApiError(409, messages.payments.sandboxPixOrBoletoOnly);
    const current = await refreshPayment(withLines(deps, c), provider, attempt);
    if (current.status === 'approved') return c.json(await paymentAnswer(db, current));
    if (current.statusDetail === 'expired') throw new ApiError(409, messages.payments.expired);
    if (!isAwaitingPayment(current.status)) throw new ApiError(409, messages.payments.notPending);
    const latest = await latestAttempt(db, current.orderKind as OrderKind, current.orderId);
    if (latest?.id !== current.id) throw new ApiError(409, messages.sandbox.notCurrent);
    const paid = await settlePayment(
      withLines(deps, c),
      provider,
      current,
      sandboxView(current, 'approved', 'accredited'),
    );
    return c.json(await paymentAnswer(db, paid));
  });

  /** The printable sandbox boleto; it opens in a new tab without the bearer token, so the link carries its own. */
  app.get('/:id/boleto', async (c) => {
    const attempt = await findAttempt(publicId(c.req.param('id')));
    const token = c.req.query('token') ?? '';
    if (
      !attempt ||
      attempt.provider !== 'sandbox' ||
      !attempt.boletoLine ||
      !attempt.boletoToken ||
      !sameSecret(token, attempt.boletoToken)
    ) {
      throw paymentNotFound();
    }
    c.header('X-Robots-Tag', 'noindex');
    return c.html(boletoPage(attempt, config.public));
  });

  app.get('/:id', signedIn, async (c) => {
    const attempt = await findOwnAttempt(publicId(c.req.param('id')), c.get('user').id);
    if (!attempt || isUnanswered(attempt.status)) throw paymentNotFound();
    return c.json(await paymentAnswer(db, await refreshPayment(withLines(deps, c), provider, attempt)));
  });

  return app;
}
