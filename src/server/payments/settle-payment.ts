import { describeError } from '../http/errors';
import { and, eq, inArray } from 'drizzle-orm';
import { findEntry } from '../../shared/catalogue';
import { normalizeProviderStatus, statusesBefore } from '../../shared/payments/status';
import type { OrderKind, PaymentMethodChoice } from '../../shared/schemas/checkout';
import type { AppDeps } from '../context';
import { payments, users } from '../db/schema';
import { paidOrderMail } from '../mail/templates';
import { findOrder, markOrderPaid } from '../orders/customer-orders';
import type { PaymentRow } from './payment-data';
import type { ProviderPayment } from './provider';

/** Why the provider's word does not fit this attempt, or null when it does. */
async function mismatch({ db }: AppDeps, attempt: PaymentRow, view: ProviderPayment): Promise<string | null> {
  if (attempt.providerPaymentId && view.providerPaymentId !== attempt.providerPaymentId) return 'outro pagamento do provedor';
  if (view.externalReference !== `${attempt.orderKind}:${attempt.orderId}`) return `referência ${view.externalReference} em vez do pedido`;
  if (view.currency !== 'BRL') return `moeda ${view.currency}`;
  const order = await findOrder(db, attempt.orderKind as OrderKind, attempt.orderId);
  if (!order) return 'pedido inexistente';
  if (order.planoId !== attempt.planoId) return 'o plano do pedido mudou depois da tentativa';
  const price = findEntry(order.planoId)?.priceCents;
  if (price == null || view.amountCents !== price || attempt.amountCents !== price) return `valor ${view.amountCents} centavos, preço ${price}`;
  return null;
}

function sendPaidMail(deps: AppDeps, attempt: PaymentRow) {
  const send = async () => {
    const [user] = await deps.db.select({ email: users.email, fullName: users.fullName }).from(users).where(eq(users.id, attempt.userId));
    if (!user) return;
    const order = {
      tipo: attempt.orderKind as OrderKind,
      id: attempt.orderId,
      titulo: findEntry(attempt.planoId)?.title ?? '',
      valorCents: attempt.amountCents,
      metodo: attempt.method as PaymentMethodChoice,
      parcelas: attempt.installments,
    };
    await deps.mailer.send(paidOrderMail(deps.config.public, user, order));
  };
  // Not awaited: the provider and the customer should not wait on the mail server.
  send().catch((error) => console.error(`[e-mail] falha ao enviar a confirmação de pagamento da tentativa ${attempt.id}`, describeError(error)));
}

/**
 * Takes the provider's word on an attempt (creation answer, webhook, query or the sandbox bank).
 * It is applied only when it is about this order at its catalogue price, in reais; the status only
 * moves forward; an approval marks the order paid once, and only the call that did so sends the e-mail.
 */
export async function settlePayment(deps: AppDeps, attempt: PaymentRow, view: ProviderPayment): Promise<PaymentRow> {
  const status = normalizeProviderStatus(view.status);
  if (!status) return attempt;
  const problem = await mismatch(deps, attempt, view);
  if (problem) {
    console.warn(`[pagamentos] ${attempt.provider} ${view.providerPaymentId} (${view.status}) ignorado na tentativa ${attempt.id}: ${problem}`);
    return attempt;
  }
  const { current, moved, orderPaid } = await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(payments)
      .set({ status, statusDetail: view.statusDetail, updatedAt: new Date() })
      .where(and(eq(payments.id, attempt.id), inArray(payments.status, statusesBefore(status))))
      .returning();
    const current = moved ?? (await tx.select().from(payments).where(eq(payments.id, attempt.id)))[0];
    const orderPaid = current.status === 'approved' && (await markOrderPaid(tx, current.orderKind as OrderKind, current.orderId));
    return { current, moved: Boolean(moved), orderPaid };
  });
  if (orderPaid) sendPaidMail(deps, current);
  else if (moved && current.status === 'approved') {
    console.warn(`[pagamentos] tentativa ${current.id} aprovada num pedido já pago (${current.orderKind} ${current.orderId}): avaliar reembolso`);
  }
  return current;
}
