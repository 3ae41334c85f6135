import { and, asc, eq, inArray, lt, ne, or } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { AppDeps } from '../context';
import { payments } from '../db/schema';
import { externalReferenceOf } from './external-reference';
import type { PaymentRow } from './payment-data';
import { type PaymentProvider, ProviderError } from './provider';
import { settlePayment } from './settle-payment';

/**
 * How long an attempt may stay without the provider's word before a search by our reference that finds nothing
 * closes it: the provider's search shows a new payment within seconds, and a process cut mid-call is long gone.
 */
export const UNANSWERED_GRACE_MS = 2 * 60 * 1000;

const older = (attempt: PaymentRow, now: Date) => now.getTime() - attempt.createdAt.getTime() > UNANSWERED_GRACE_MS;

/**
 * Asks the provider, by our external_reference and the attempt's id in the metadata, what it made of an attempt whose
 * answer we never stored (`creating` past its time, or `uncertain`) and settles it. When it made nothing and the
 * grace has passed, the attempt is closed as `failed`: a payment that shows up later is still matched to it.
 */
export async function settleUnanswered(
  deps: AppDeps,
  provider: PaymentProvider,
  attempt: PaymentRow,
  now = new Date(),
): Promise<PaymentRow> {
  const view = await provider.findByReference(attempt, externalReferenceOf(attempt.orderKind, attempt.orderId));
  if (view) return settlePayment(deps, provider, attempt, view);
  if (!older(attempt, now)) return attempt;
  const [closed] = await deps.db
    .update(payments)
    .set({ status: 'failed', closedReason: messages.attemptNotMade, updatedAt: now })
    .where(and(eq(payments.id, attempt.id), eq(payments.status, attempt.status)))
    .returning();
  return closed ?? attempt;
}

/** The provider's answer was lost or could not be stored: the attempt stays, for the provider to be asked about. */
export async function markUncertain(deps: AppDeps, attempt: PaymentRow): Promise<void> {
  await deps.db
    .update(payments)
    .set({ status: 'uncertain', updatedAt: new Date() })
    .where(and(eq(payments.id, attempt.id), eq(payments.status, 'creating')));
}

/** Attempts whose provider's word is missing: `uncertain` ones, and `creating` ones past the grace. */
export async function unansweredAttempts(deps: AppDeps, provider: PaymentProvider, now: Date, limit: number) {
  return deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider.name),
        or(
          eq(payments.status, 'uncertain'),
          and(eq(payments.status, 'creating'), lt(payments.createdAt, new Date(now.getTime() - UNANSWERED_GRACE_MS))),
        ),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(limit);
}

/**
 * Before a new attempt of an order: another one that may have charged (in flight, or with its answer lost) is asked
 * about first. Answers the message to refuse with while one still may have charged, or null.
 */
export async function chargeStillOpen(
  deps: AppDeps,
  provider: PaymentProvider,
  attempt: { orderKind: string; orderId: number; userId: number; idempotencyKey: string },
  now = new Date(),
): Promise<string | null> {
  const others = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderKind, attempt.orderKind),
        eq(payments.orderId, attempt.orderId),
        inArray(payments.status, ['creating', 'uncertain']),
        or(ne(payments.userId, attempt.userId), ne(payments.idempotencyKey, attempt.idempotencyKey)),
      ),
    );
  for (const other of others) {
    if (other.status === 'creating' && !older(other, now)) return messages.payments.inProgress;
    // The provider out of reach answers nothing: the other attempt may still have charged.
    const settled = await settleUnanswered(deps, provider, other, now).catch((error: unknown) => {
      if (error instanceof ProviderError) return other;
      throw error;
    });
    if (settled.status === 'creating' || settled.status === 'uncertain') return messages.payments.uncertainOther;
  }
  return null;
}
