import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, not } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { PaymentRequestOutput } from '../../shared/schemas/checkout';
import { type AppDeps, type UserRow, linesOf } from '../context';
import { payments } from '../db/schema';
import { ApiError } from '../http/errors';
import { findOwnOrder } from '../orders/customer-orders';
import { chargeableEntry, checkPaymentRequest, initialPaymentMethodId } from './payment-rules';
import type { PaymentRow } from './payment-data';
import { type PaymentProvider, ProviderError } from './provider';
import { cancelOtherAttempts } from './cancel-replaced';
import { recordCharge } from './record-charge';
import { settlePayment } from './settle-payment';

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
  if (error.kind === 'busy') return new ApiError(409, messages.payments.inProgress);
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
async function refuseWhileCardInAnalysis(deps: AppDeps, userId: number, input: PaymentRequestOutput): Promise<void> {
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

/** Asks the provider to charge a claimed attempt and records its answer. */
async function charge(
  deps: AppDeps,
  provider: PaymentProvider,
  claimed: PaymentRow,
  input: PaymentRequestOutput,
  title: string,
): Promise<PaymentRow> {
  try {
    const view = await provider.charge({
      attempt: claimed,
      method: input.metodo,
      description: title,
      externalReference: `${input.tipo}:${input.id}`,
      idempotencyKey: providerIdempotencyKey(claimed.userId, claimed.idempotencyKey),
      payer: input.payer,
      card: {
        token: input.token,
        paymentMethodId: input.payment_method_id,
        issuerId: input.issuer_id,
        cardholderName: input.cardholderName,
      },
    });
    const stored = await recordCharge(deps, claimed, view);
    const settled = await settlePayment(deps, provider, stored, view);
    // A refused card leaves the customer's pending Pix or boleto as it was: they may still pay it.
    if (settled.status !== 'rejected' && settled.status !== 'cancelled')
      await cancelOtherAttempts(deps, provider, settled);
    return settled;
  } catch (error) {
    // The claim goes so the same key can try again; the provider's own idempotency key keeps that from charging twice.
    await deps.db.delete(payments).where(and(eq(payments.id, claimed.id), eq(payments.status, 'creating')));
    throw refusalOf(deps, error);
  }
}

/**
 * POST /api/pagamentos/prod. The unique (user, key) index decides which of several identical
 * submits charges; the others wait for its answer and return it.
 */
export async function submitPayment(
  deps: AppDeps,
  provider: PaymentProvider,
  user: UserRow,
  input: PaymentRequestOutput,
): Promise<{ created: boolean; attempt: PaymentRow }> {
  const order = await findOwnOrder(deps.db, input.tipo, input.id, user.id);
  if (!order) throw new ApiError(404, messages.orders.notFound);
  const deadline = Date.now() + TWIN_WAIT_MS;
  for (;;) {
    const existing = await attemptByKey(deps, user.id, input.idempotencyKey);
    if (existing) {
      if (existing.orderKind !== input.tipo || existing.orderId !== input.id || existing.method !== input.metodo) {
        throw new ApiError(409, messages.payments.keyReused);
      }
      if (existing.status !== 'creating') return { created: false, attempt: existing };
      if (Date.now() > deadline) throw new ApiError(409, messages.payments.inProgress);
      await sleep(50);
      continue;
    }
    const entry = chargeableEntry(order);
    checkPaymentRequest(input, entry, provider.name);
    await refuseWhileCardInAnalysis(deps, user.id, input);
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
        payerName: `${input.payer.first_name} ${input.payer.last_name}`.trim(),
        payerDocument: boleto ? input.payer.identification?.number.replace(/[^0-9a-z]/gi, '').toUpperCase() : null,
        idempotencyKey: input.idempotencyKey,
      })
      .onConflictDoNothing({ target: [payments.userId, payments.idempotencyKey] })
      .returning();
    if (!claimed) continue;
    return { created: true, attempt: await charge(deps, provider, claimed, input, entry.title) };
  }
}
