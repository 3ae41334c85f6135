import { and, eq, sql } from 'drizzle-orm';
import { findEntry } from '../../shared/catalogue';
import { messages } from '../../shared/messages';
import type { PaymentMethodChoice } from '../../shared/schemas/checkout';
import { type AppDeps, linesOf } from '../context';
import { payments, unknownProviderPayments } from '../db/schema';
import { findOrder } from '../orders/customer-orders';
import { orderOfReference } from './external-reference';
import { isBoletoMethodId } from './payment-rules';
import type { PaymentRow } from './payment-data';
import type { PaymentProvider, ProviderPayment } from './provider';

/** How long a notified payment that names nothing of ours is refused (the provider sends it again) before staff are alerted. */
export const UNKNOWN_PAYMENT_RETRY_MS = 60 * 60 * 1000;

/** Our method for the provider's payment method id (Pix, a boleto's bank, a debit brand, else a credit card). */
function methodOf(paymentMethodId: string): PaymentMethodChoice {
  if (paymentMethodId === 'pix') return 'pix';
  if (isBoletoMethodId(paymentMethodId)) return 'boleto';
  return /^deb/.test(paymentMethodId) ? 'debit_card' : 'credit_card';
}

/**
 * A payment made for one of our orders without an attempt of ours (through the provider's own pages, or an attempt
 * whose row is gone): recorded as an attempt of that order, at its catalogue price, with an alert for staff. Settling
 * it then applies the usual rules: a divergent amount is given back, an approval on a paid order is a duplicate.
 */
async function adopt(deps: AppDeps, provider: PaymentProvider, view: ProviderPayment): Promise<PaymentRow | undefined> {
  const named = orderOfReference(view.externalReference);
  const order = named && (await findOrder(deps.db, named.kind, named.id));
  if (!order) return undefined;
  const idempotencyKey = `adotado-${provider.name}-${view.providerPaymentId}`;
  await deps.db
    .insert(payments)
    .values({
      orderKind: order.kind,
      orderId: order.id,
      userId: order.userId,
      planoId: order.planoId,
      method: methodOf(view.paymentMethodId),
      paymentMethodId: view.paymentMethodId,
      amountCents: findEntry(order.planoId)?.priceCents ?? view.amountCents,
      installments: view.installments,
      provider: provider.name,
      status: 'creating',
      idempotencyKey,
      alert: messages.paymentAlerts.adopted,
    })
    .onConflictDoNothing();
  linesOf(deps).warn(
    `[pagamentos] ${provider.name} ${view.providerPaymentId} sem tentativa nossa: vinculado a ${order.kind} ${order.id}`,
  );
  const [row] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, order.userId), eq(payments.idempotencyKey, idempotencyKey)));
  return row;
}

/**
 * Our attempt for a payment the provider tells us about: the one that stored its id; else the one whose id the payment
 * carries in its metadata, on the order its reference names (an attempt whose answer was lost); else a new attempt of
 * the order its reference names. Undefined when it names nothing of ours.
 */
export async function attemptForPayment(
  deps: AppDeps,
  provider: PaymentProvider,
  view: ProviderPayment,
): Promise<PaymentRow | undefined> {
  const [known] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider.name), eq(payments.providerPaymentId, view.providerPaymentId)));
  if (known) return known;
  const named = orderOfReference(view.externalReference);
  if (named && view.attemptId !== null) {
    const [ours] = await deps.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.id, view.attemptId),
          eq(payments.provider, provider.name),
          eq(payments.orderKind, named.kind),
          eq(payments.orderId, named.id),
        ),
      );
    if (ours && !ours.providerPaymentId) return ours;
  }
  return adopt(deps, provider, view);
}

/**
 * Keeps a notified payment that names nothing of ours. True while the provider should be told to send it again; once
 * the time for that is over, staff are alerted (once) and the notification is taken.
 */
export async function keepUnknownPayment(
  deps: AppDeps,
  provider: PaymentProvider,
  view: ProviderPayment,
  now = new Date(),
): Promise<boolean> {
  const [row] = await deps.db
    .insert(unknownProviderPayments)
    .values({
      provider: provider.name,
      providerPaymentId: view.providerPaymentId,
      externalReference: view.externalReference?.slice(0, 200) ?? null,
      amountCents: view.amountCents,
      status: view.status.slice(0, 40),
      firstSeenAt: now,
      lastSeenAt: now,
    })
    .onConflictDoUpdate({
      target: [unknownProviderPayments.provider, unknownProviderPayments.providerPaymentId],
      set: { lastSeenAt: now, status: view.status.slice(0, 40) },
    })
    .returning();
  if (now.getTime() - row!.firstSeenAt.getTime() < UNKNOWN_PAYMENT_RETRY_MS) return true;
  const [alerted] = await deps.db
    .update(unknownProviderPayments)
    .set({ alertedAt: now })
    .where(and(eq(unknownProviderPayments.id, row!.id), sql`${unknownProviderPayments.alertedAt} is null`))
    .returning();
  if (alerted)
    linesOf(deps).warn(
      `[pagamentos] ${messages.paymentAlerts.unknownPayment(view.providerPaymentId, view.externalReference)}`,
    );
  return false;
}
