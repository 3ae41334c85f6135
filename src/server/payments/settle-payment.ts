import { and, eq, inArray } from 'drizzle-orm';
import { findEntry } from '../../shared/catalogue';
import { messages } from '../../shared/messages';
import { formatCents } from '../../shared/money';
import { paymentHow } from '../../shared/payments/method-names';
import { normalizeProviderStatus, statusesBefore } from '../../shared/payments/status';
import type { OrderKind, PaymentMethodChoice, ProviderPaymentStatus } from '../../shared/schemas/checkout';
import { type AppDeps, linesOf } from '../context';
import { payments } from '../db/schema';
import type { Tx } from '../db/client';
import { findOrder, markOrderPaid } from '../orders/customer-orders';
import { paymentEventStatus, recordRequestEvent } from '../requests/events';
import type { PaymentRow } from './payment-data';
import { type PaymentProvider, type ProviderPayment, ProviderError } from './provider';

/** Why the provider's word does not fit this attempt, or null when it does. */
async function mismatch({ db }: AppDeps, attempt: PaymentRow, view: ProviderPayment): Promise<string | null> {
  if (attempt.providerPaymentId && view.providerPaymentId !== attempt.providerPaymentId)
    return 'outro pagamento do provedor';
  if (view.externalReference !== `${attempt.orderKind}:${attempt.orderId}`)
    return `referência ${view.externalReference} em vez do pedido`;
  if (view.currency !== 'BRL') return `moeda ${view.currency}`;
  const order = await findOrder(db, attempt.orderKind as OrderKind, attempt.orderId);
  if (!order) return 'pedido inexistente';
  if (order.planoId !== attempt.planoId) return 'o plano do pedido mudou depois da tentativa';
  const price = findEntry(order.planoId)?.priceCents;
  if (price == null || view.amountCents !== price || attempt.amountCents !== price)
    return `valor ${view.amountCents} centavos, preço ${price}`;
  return null;
}

const how = (attempt: PaymentRow) =>
  paymentHow(attempt.method as PaymentMethodChoice, attempt.installments, attempt.amountCents);

/** The customer's history (and e-mail) for an attempt that reached a final status; nothing for the others. */
async function recordOutcome(tx: Tx, attempt: PaymentRow, orderPaid: boolean, expired: boolean) {
  const event = {
    requestKind: attempt.orderKind as OrderKind,
    requestId: attempt.orderId,
    kind: 'pagamento',
    statusFrom: 'Pendente',
  };
  const text = messages.timeline;
  if (orderPaid) {
    await recordRequestEvent(tx, {
      ...event,
      statusTo: paymentEventStatus.paid,
      message: text.paymentApproved(formatCents(attempt.amountCents), how(attempt)),
    });
  } else if (attempt.status === 'rejected') {
    await recordRequestEvent(tx, {
      ...event,
      statusTo: paymentEventStatus.refused,
      message: text.paymentRefused(how(attempt)),
    });
  } else if (attempt.status === 'cancelled' && expired) {
    await recordRequestEvent(tx, {
      ...event,
      statusTo: paymentEventStatus.expired,
      message: text.paymentExpired(how(attempt)),
    });
  }
}

/**
 * An approval on an order someone already paid: kept apart as a duplicate and given back at once. If the
 * provider cannot be reached, the reconciliation job tries again.
 */
export async function refundDuplicate(
  deps: AppDeps,
  provider: PaymentProvider,
  attempt: PaymentRow,
): Promise<PaymentRow> {
  if (!attempt.duplicate || attempt.status !== 'approved' || attempt.provider !== provider.name) return attempt;
  try {
    const view = await provider.refund(attempt);
    return view ? await settlePayment(deps, provider, attempt, view) : attempt;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    linesOf(deps).warn(`[pagamentos] devolução da tentativa ${attempt.id} em duplicidade falhou: ${error.message}`);
    return attempt;
  }
}

/**
 * Takes the provider's word on an attempt (creation answer, webhook, query, reconciliation or the sandbox
 * bank). It is applied only when it is about this order at its catalogue price, in reais; the status only
 * moves forward; an approval marks the order paid once. The customer's history and e-mail are written in
 * the same transaction as the change.
 */
export async function settlePayment(
  deps: AppDeps,
  provider: PaymentProvider,
  attempt: PaymentRow,
  view: ProviderPayment,
): Promise<PaymentRow> {
  const status = normalizeProviderStatus(view.status);
  if (!status) return attempt;
  const problem = await mismatch(deps, attempt, view);
  if (problem) {
    linesOf(deps).warn(
      `[pagamentos] ${attempt.provider} ${view.providerPaymentId} (${view.status}) ignorado na tentativa ${attempt.id}: ${problem}`,
    );
    return attempt;
  }
  const current = await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(payments)
      .set({ status, statusDetail: view.statusDetail, updatedAt: new Date() })
      .where(
        and(eq(payments.id, attempt.id), inArray(payments.status, statusesBefore(status as ProviderPaymentStatus))),
      )
      .returning();
    if (!moved) return (await tx.select().from(payments).where(eq(payments.id, attempt.id)))[0]!;
    if (moved.status === 'refunded' && moved.duplicate) {
      await recordRequestEvent(tx, {
        requestKind: moved.orderKind as OrderKind,
        requestId: moved.orderId,
        kind: 'pagamento',
        statusFrom: 'Pago',
        statusTo: paymentEventStatus.refunded,
        message: messages.timeline.paymentDuplicateRefunded(formatCents(moved.amountCents), how(moved)),
      });
      return moved;
    }
    if (moved.status !== 'approved') {
      await recordOutcome(tx, moved, false, view.statusDetail === 'expired');
      return moved;
    }
    if (await markOrderPaid(tx, moved.orderKind as OrderKind, moved.orderId)) {
      await recordOutcome(tx, moved, true, false);
      return moved;
    }
    const [duplicate] = await tx
      .update(payments)
      .set({ duplicate: true, closedReason: messages.duplicatePayment })
      .where(eq(payments.id, moved.id))
      .returning();
    linesOf(deps).warn(
      `[pagamentos] tentativa ${moved.id} aprovada num pedido já pago (${moved.orderKind} ${moved.orderId}): pagamento em duplicidade, devolvendo`,
    );
    return duplicate!;
  });
  return current.duplicate && current.status === 'approved' ? refundDuplicate(deps, provider, current) : current;
}
