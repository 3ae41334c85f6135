import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import { formatCents } from '../../shared/money';
import { paymentHow } from '../../shared/payments/method-names';
import {
  type AttemptStatus,
  isUnanswered,
  normalizeProviderStatus,
  statusesBefore,
} from '../../shared/payments/status';
import type { OrderKind, PaymentMethodChoice, ProviderPaymentStatus } from '../../shared/schemas/checkout';
import { type AppDeps, linesOf } from '../context';
import { payments, users } from '../db/schema';
import type { Tx } from '../db/client';
import { findOrder, markOrderPaid, markOrderReversed } from '../orders/customer-orders';
import { paymentEventStatus, recordRequestEvent } from '../requests/events';
import { chargeFields } from './charge-fields';
import { externalReferenceOf } from './external-reference';
import type { PaymentRow } from './payment-data';
import { type PaymentProvider, type ProviderPayment, ProviderError } from './provider';

/**
 * Why the provider's word does not fit this attempt, or null when it does. The amount is the attempt's own,
 * stored when it was made: a price changed in the catalogue since must not make a right payment look wrong.
 */
async function mismatch({ db }: AppDeps, attempt: PaymentRow, view: ProviderPayment): Promise<string | null> {
  if (view.externalReference !== externalReferenceOf(attempt.orderKind, attempt.orderId))
    return `referência ${view.externalReference} em vez do pedido`;
  if (view.currency !== 'BRL') return `moeda ${view.currency}`;
  if (view.amountCents !== attempt.amountCents)
    return `${formatCents(view.amountCents)} pagos, ${formatCents(attempt.amountCents)} cobrados`;
  const order = await findOrder(db, attempt.orderKind as OrderKind, attempt.orderId);
  if (!order) return 'pedido inexistente';
  if (order.planoId !== attempt.planoId) return 'o plano do pedido mudou depois da tentativa';
  return null;
}

/** What staff must be told about this word on the attempt, or null when it is an ordinary one. */
async function alertFor(deps: AppDeps, attempt: PaymentRow, view: ProviderPayment): Promise<string | null> {
  const [owner] = await deps.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, attempt.userId));
  if (!owner || owner.deletedAt) return messages.paymentAlerts.deletedAccount;
  const problem = await mismatch(deps, attempt, view);
  return problem ? messages.paymentAlerts.divergent(problem) : null;
}

/** The row has no charge yet, or this very one: a provider's word never lands on another charge's attempt. */
const sameCharge = (view: ProviderPayment) =>
  or(isNull(payments.providerPaymentId), eq(payments.providerPaymentId, view.providerPaymentId));

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
  const owed = attempt.duplicate || attempt.refundDue;
  if (!owed || attempt.status !== 'approved' || attempt.provider !== provider.name) return attempt;
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
  // A first word we cannot read still records the payment the provider made, as awaiting its next word.
  const status = normalizeProviderStatus(view.status) ?? (isUnanswered(attempt.status) ? 'pending' : null);
  if (!status) return attempt;
  if (attempt.providerPaymentId && view.providerPaymentId !== attempt.providerPaymentId) {
    linesOf(deps).warn(
      `[pagamentos] ${attempt.provider} ${view.providerPaymentId} (${view.status}) ignorado na tentativa ${attempt.id}: outro pagamento do provedor`,
    );
    return attempt;
  }
  const charge = chargeFields(attempt, view);
  const alert = await alertFor(deps, attempt, view);
  if (alert) return settleUnwanted(deps, provider, attempt, view, status, alert);
  const current = await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(payments)
      .set({ ...charge, status, statusDetail: view.statusDetail, updatedAt: new Date() })
      .where(and(eq(payments.id, attempt.id), inArray(payments.status, statusesBefore(status)), sameCharge(view)))
      .returning();
    if (!moved) return (await tx.select().from(payments).where(eq(payments.id, attempt.id)))[0]!;
    if (moved.status === 'refunded' && moved.duplicate) {
      await recordRequestEvent(tx, {
        requestKind: moved.orderKind as OrderKind,
        requestId: moved.orderId,
        kind: 'pagamento',
        statusFrom: paymentEventStatus.paid,
        statusTo: paymentEventStatus.refunded,
        message: messages.timeline.paymentDuplicateRefunded(formatCents(moved.amountCents), how(moved)),
      });
      return moved;
    }
    if (moved.status === 'refunded' && attempt.status === 'approved') return reverse(tx, moved, view);
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

/**
 * Money that went back after an approval (a refund made at the provider, or the payer's chargeback): the order is
 * no longer paid, its history and the customer's e-mail say so, and staff see the attempt in the Pagamentos tab.
 */
async function reverse(tx: Tx, moved: PaymentRow, view: ProviderPayment): Promise<PaymentRow> {
  // Our own refund of a rejected request (refundDue, requests/rejection-refund.ts) is no surprise for staff.
  const ours = moved.refundDue && view.status !== 'charged_back';
  const alert =
    view.status === 'charged_back' ? messages.paymentAlerts.chargedBack : messages.paymentAlerts.refundedAfterApproval;
  const [marked] = ours
    ? [moved]
    : await tx.update(payments).set({ alert }).where(eq(payments.id, moved.id)).returning();
  if (await markOrderReversed(tx, moved.orderKind as OrderKind, moved.orderId)) {
    const said = ours ? messages.timeline.paymentRefundedOnRejection : messages.timeline.paymentReversed;
    await recordRequestEvent(tx, {
      requestKind: moved.orderKind as OrderKind,
      requestId: moved.orderId,
      kind: 'pagamento',
      statusFrom: paymentEventStatus.paid,
      statusTo: ours ? paymentEventStatus.refundedOnRejection : paymentEventStatus.reversed,
      message: said(formatCents(moved.amountCents), how(moved)),
    });
  }
  return marked!;
}

/**
 * A word we must not take as the order's payment: for a deleted account, or that does not match the attempt
 * (reference, currency, amount). The attempt keeps the provider's status and the alert staff see; an approval
 * is given back at once (the reconciliation job retries while the provider is down). Logged once, when the alert
 * is first set, not at each reconciliation.
 */
async function settleUnwanted(
  deps: AppDeps,
  provider: PaymentProvider,
  attempt: PaymentRow,
  view: ProviderPayment,
  status: ProviderPaymentStatus,
  alert: string,
): Promise<PaymentRow> {
  const moves = statusesBefore(status).includes(attempt.status as AttemptStatus);
  const [current] = await deps.db
    .update(payments)
    .set({
      ...chargeFields(attempt, view),
      ...(moves ? { status, statusDetail: view.statusDetail } : {}),
      alert,
      refundDue: sql`${payments.refundDue} or ${moves ? status : attempt.status} = 'approved'`,
      closedReason: alert,
      updatedAt: new Date(),
    })
    .where(and(eq(payments.id, attempt.id), sameCharge(view)))
    .returning();
  if (!current) return attempt;
  if (attempt.alert !== alert)
    linesOf(deps).warn(
      `[pagamentos] ${attempt.provider} ${view.providerPaymentId} (${view.status}) na tentativa ${attempt.id}: ${alert}`,
    );
  return refundDuplicate(deps, provider, current!);
}
