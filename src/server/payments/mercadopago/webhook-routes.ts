import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { messages } from '../../../shared/messages';
import { type AppDeps, type AppEnv, withLines } from '../../context';
import { paymentNotifications } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { PaymentProvider } from '../provider';
import { ProviderError } from '../provider';
import { attemptForPayment, keepUnknownPayment } from '../notified-payment';
import { settlePayment } from '../settle-payment';
import type { MercadoPagoProvider } from './mercadopago-provider';
import { verifySignature } from './signature';

interface NotificationBody {
  type?: string;
  action?: string;
  data?: { id?: string | number };
}

function parseBody(raw: string): NotificationBody {
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as NotificationBody) : {};
  } catch {
    return {};
  }
}

const received = { recebido: true } as const;

/**
 * Fetches the payment a notification names and settles our attempt for it. False when the payment names nothing of
 * ours and the provider should send the notification again (our side may still be recording it).
 */
async function takeNotification(deps: AppDeps, provider: MercadoPagoProvider, dataId: string): Promise<boolean> {
  const view = await provider.fetchPayment(dataId);
  if (!view) return true;
  const attempt = await attemptForPayment(deps, provider, view);
  if (!attempt) return !(await keepUnknownPayment(deps, provider, view));
  await settlePayment(deps, provider, attempt, view);
  return true;
}

/** POST /api/webhooks/mercadopago: signed payment notifications; the payment itself is always fetched from Mercado Pago. */
export function webhookRoutes(deps: AppDeps, provider: PaymentProvider) {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  const inFlight = new Map<string, Promise<boolean>>();

  app.post('/mercadopago', async (c) => {
    if (provider.name !== 'mercadopago') throw new ApiError(404, messages.http.notFound);
    const mercadoPago = provider as MercadoPagoProvider;
    const body = parseBody(await c.req.text());
    const dataId = c.req.query('data.id') ?? (body.data?.id !== undefined ? String(body.data.id) : undefined);
    const requestId = c.req.header('x-request-id');
    const verdict = verifySignature({
      signature: c.req.header('x-signature'),
      requestId,
      dataId,
      secret: config.mercadoPago.webhookSecret,
    });
    if (!verdict.valid) {
      c.var.lines.warn(`[webhook] notificação do Mercado Pago recusada: ${verdict.reason}`);
      throw new ApiError(401, messages.payments.invalidSignature);
    }
    const type = c.req.query('type') ?? body.type ?? c.req.query('topic');
    if (type !== 'payment' || !dataId || dataId.length > 64) return c.json(received);

    const notificationKey = requestId
      ? `mercadopago:${requestId}`
      : `mercadopago:${dataId}:${body.action ?? ''}:${verdict.ts}`;
    const [seen] = await db
      .select({ id: paymentNotifications.id })
      .from(paymentNotifications)
      .where(eq(paymentNotifications.notificationKey, notificationKey));
    if (seen) return c.json(received);

    // Marked seen only once its work is done: a delivery cut off by a crash is taken again when Mercado Pago
    // retries it. The same delivery arriving again while it is being worked on here waits for that work; on
    // another instance it may run twice, which settling allows (the status only moves forward and the order is
    // marked paid once). A payment that names nothing of ours is refused for a while, so Mercado Pago sends it
    // again, then staff are alerted.
    let work = inFlight.get(notificationKey);
    if (!work) {
      work = (async () => {
        if (!(await takeNotification(withLines(deps, c), mercadoPago, dataId))) return false;
        await db
          .insert(paymentNotifications)
          .values({
            provider: 'mercadopago',
            notificationKey,
            providerPaymentId: dataId,
            action: String(body.action ?? '').slice(0, 60),
          })
          .onConflictDoNothing();
        return true;
      })().finally(() => inFlight.delete(notificationKey));
      inFlight.set(notificationKey, work);
    }
    try {
      if (!(await work)) throw new ApiError(404, messages.payments.unknownNotified);
      return c.json(received);
    } catch (error) {
      if (error instanceof ProviderError) throw new ApiError(502, messages.payments.providerUnavailable);
      throw error;
    }
  });

  return app;
}
