import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, not } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import { type AppDeps, type UserRow, linesOf } from '../context';
import { payments } from '../db/schema';
import { ApiError } from '../http/errors';
import { findOwnOrder } from '../orders/customer-orders';
import { chargeableEntry, checkPaymentRequest, initialPaymentMethodId } from './payment-rules';
import type { PaymentRow } from './payment-data';
import { type PaymentProvider, type ProviderPayment, ProviderError } from './provider';
import { cancelOtherAttempts } from './cancel-replaced';
import { externalReferenceOf } from './external-reference';
import { settlePayment } from './settle-payment';
import type { CheckedSubmission } from './submission';
import { chargeStillOpen, markUncertain } from './unanswered-attempts';

/** How long a repeated submit waits for the first one's answer before giving up with a 409. */
const TWIN_WAIT_MS = 20_000;
const CARD_METHODS = ['credit_card', 'debit_card'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The key the provider sees: derived from the user, so two customers' client keys can never collide there. */
function providerIdempotencyKey(userId: number, clientKey: string): string {
  const hex = createHash('sha256').update(`${userId}:${clientKey}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

function refusalOf(deps: AppDeps, error: unknown): unknown {
  if (!(error instanceof ProviderError)) return error;
  linesOf(deps).warn('[pagamentos] o provedor não criou o pagamento:', error.kind, error.message);
  if (error.kind === 'refused') return new ApiError(400, messages.payments.providerRefused);
  return new ApiError(502, messages.payments.providerUnavailable);
}

async function attemptByKey(deps: AppDeps, userId: number, key: string): Promise<PaymentRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)));
  return row;
}

/**
 * A card the provider is still analysing may yet be approved: a second payment would charge the customer twice, so
 * none is created until the provider answers (the order's row says "Pagamento em análise"). The submit's own twin,
 * caught between the provider's answer and its settlement, is no other card: the caller returns its answer.
 */
async function refuseWhileCardInAnalysis(deps: AppDeps, userId: number, input: CheckedSubmission): Promise<void> {
  const [analysing] = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderKind, input.tipo),
        eq(payments.orderId, input.id),
        inArray(payments.method, CARD_METHODS),
        inArray(payments.status, ['pending', 'in_process']),
        not(and(eq(payments.userId, userId), eq(payments.idempotencyKey, input.idempotencyKey))!),
      ),
    )
    .limit(1);
  if (analysing) throw new ApiError(409, messages.payments.cardInAnalysis);
}

/**
 * Asks the provider to charge a claimed attempt and stores its answer with its status. An answer that says nothing
 * was made lets the claim go, so the same key can try again; any other failure keeps the attempt `uncertain`, to be
 * asked about by our reference (the same key sent again asks the provider with the same idempotency key, which
 * cannot charge twice).
 */
async function charge(
  deps: AppDeps,
  provider: PaymentProvider,
  claimed: PaymentRow,
  input: CheckedSubmission,
  title: string,
): Promise<PaymentRow> {
  let view: ProviderPayment;
  try {
    view = await provider.charge({
      attempt: claimed,
      method: input.metodo,
      description: title,
      externalReference: externalReferenceOf(input.tipo, input.id),
      idempotencyKey: providerIdempotencyKey(claimed.userId, claimed.idempotencyKey),
      payer: input.payer,
      card: {
        token: input.token,
        paymentMethodId: input.paymentMethodId,
        issuerId: input.issuerId,
        cardholderName: input.cardholderName,
      },
    });
  } catch (error) {
    if (error instanceof ProviderError && error.kind !== 'uncertain') {
      await deps.db.delete(payments).where(and(eq(payments.id, claimed.id), eq(payments.status, 'creating')));
      throw refusalOf(deps, error);
    }
    linesOf(deps).warn(`[pagamentos] tentativa ${claimed.id} sem resposta do provedor: fica incerta`, String(error));
    await markUncertain(deps, claimed);
    throw new ApiError(502, messages.payments.uncertain);
  }
  let settled: PaymentRow;
  try {
    settled = await settlePayment(deps, provider, claimed, view);
  } catch (error) {
    // Charged but not stored: the attempt is kept for the provider to be asked about (left `creating` when even this
    // fails, which the reconciliation job also asks about).
    await markUncertain(deps, claimed).catch(() => undefined);
    throw error;
  }
  // A refused card leaves the customer's pending Pix or boleto as it was: they may still pay it.
  if (settled.status !== 'rejected' && settled.status !== 'cancelled')
    await cancelOtherAttempts(deps, provider, settled);
  return settled;
}

/**
 * The checks every charge passes, a first one or the same attempt sent again. Another attempt that may have charged is
 * asked about first: when it did, the order read afterwards is paid and nothing more is charged.
 */
async function checkCharge(deps: AppDeps, provider: PaymentProvider, user: UserRow, input: CheckedSubmission) {
  const open = await chargeStillOpen(deps, provider, {
    orderKind: input.tipo,
    orderId: input.id,
    userId: user.id,
    idempotencyKey: input.idempotencyKey,
  });
  if (open) throw new ApiError(409, open);
  const order = await findOwnOrder(deps.db, input.tipo, input.id, user.id);
  if (!order) throw new ApiError(404, messages.orders.notFound);
  const entry = chargeableEntry(order);
  checkPaymentRequest(input, entry, provider.name);
  await refuseWhileCardInAnalysis(deps, user.id, input);
  return { order, entry };
}

/**
 * POST /api/pagamentos/prod. The unique (user, key) index decides which of several identical
 * submits charges; the others wait for its answer and return it.
 */
export async function submitPayment(
  deps: AppDeps,
  provider: PaymentProvider,
  user: UserRow,
  input: CheckedSubmission,
): Promise<{ created: boolean; attempt: PaymentRow }> {
  if (!(await findOwnOrder(deps.db, input.tipo, input.id, user.id))) throw new ApiError(404, messages.orders.notFound);
  const deadline = Date.now() + TWIN_WAIT_MS;
  for (;;) {
    const existing = await attemptByKey(deps, user.id, input.idempotencyKey);
    if (existing) {
      if (existing.orderKind !== input.tipo || existing.orderId !== input.id || existing.method !== input.metodo) {
        throw new ApiError(409, messages.payments.keyReused);
      }
      if (existing.status === 'creating') {
        if (Date.now() > deadline) throw new ApiError(409, messages.payments.inProgress);
        await sleep(50);
        continue;
      }
      if (existing.status !== 'uncertain' && existing.status !== 'failed') return { created: false, attempt: existing };
      // The same attempt sent again after its answer was lost: asked again under the same provider key.
      const { entry } = await checkCharge(deps, provider, user, input);
      const [reclaimed] = await deps.db
        .update(payments)
        .set({ status: 'creating', closedReason: null, updatedAt: new Date() })
        .where(and(eq(payments.id, existing.id), eq(payments.status, existing.status)))
        .returning();
      if (!reclaimed) continue;
      return { created: true, attempt: await charge(deps, provider, reclaimed, input, entry.title) };
    }
    const { order, entry } = await checkCharge(deps, provider, user, input);
    const boleto = input.metodo === 'boleto';
    const [claimed] = await deps.db
      .insert(payments)
      .values({
        orderKind: input.tipo,
        orderId: input.id,
        userId: user.id,
        planoId: order.planoId,
        method: input.metodo,
        paymentMethodId: initialPaymentMethodId(input),
        amountCents: entry.priceCents,
        installments: input.installments,
        provider: provider.name,
        status: 'creating',
        boletoToken: boleto ? randomBytes(24).toString('base64url') : null,
        payerName: `${input.payer.firstName} ${input.payer.lastName}`.trim(),
        payerDocument: boleto ? input.payer.identification?.number.replace(/[^0-9a-z]/gi, '').toUpperCase() : null,
        idempotencyKey: input.idempotencyKey,
      })
      .onConflictDoNothing({ target: [payments.userId, payments.idempotencyKey] })
      .returning();
    if (!claimed) continue;
    return { created: true, attempt: await charge(deps, provider, claimed, input, entry.title) };
  }
}
