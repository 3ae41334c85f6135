import { and, desc, eq } from 'drizzle-orm';
import { type OrderKind, PAID } from '../../shared/schemas/checkout';
import type { Database } from '../db/client';
import { requestEvents } from '../db/schema';
import { enqueueEventMail } from '../mail/outbox';
import { enqueueEventWhatsapp, type WhatsappWriter } from '../whatsapp/queue';

export interface RequestEventInput {
  requestKind: OrderKind;
  requestId: number;
  /** pagamento | assistente | status | protocolo | inpi | … */
  kind: string;
  statusFrom?: string | null;
  statusTo?: string | null;
  message?: string | null;
  actorUserId?: number | null;
  /** Hold the customer's e-mail until then (a staff change's grace period for "Desfazer"). */
  mailNotBefore?: Date;
}

export type RequestEventRow = typeof requestEvents.$inferSelect;

/** A payment event's `statusTo`: the outcomes the customer is told about. */
export const paymentEventStatus = {
  paid: PAID,
  refused: 'Recusado',
  expired: 'Expirado',
  refunded: 'Devolvido',
  reversed: 'Estornado',
  /** Our own full refund of a request rejected before its filing at the INPI. */
  refundedOnRejection: 'Reembolsado',
} as const;

const mailedPaymentStatuses = new Set<string>(Object.values(paymentEventStatus));

/**
 * A procuração event's `statusTo` (kind "assinatura"): sent without every signature (the confirmation's own mail
 * says so), the signatures received, a reminder to sign.
 */
export const mandateEvent = {
  awaiting: 'Aguardando assinatura',
  received: 'Assinada',
  reminder: 'Lembrete',
} as const;

/** The customer hears of every change that matters to them; INPI despachos are mailed by their own digest later. */
export function warrantsMail(event: Pick<RequestEventInput, 'kind' | 'statusTo'>): boolean {
  if (event.kind === 'pagamento') return mailedPaymentStatuses.has(event.statusTo ?? '');
  if (event.kind === 'assinatura') return event.statusTo !== mandateEvent.awaiting;
  return event.kind === 'assistente' || event.kind === 'status' || event.kind === 'protocolo';
}

/**
 * Payment approved or refused, every staff status change and a reminder to sign the procuração also reach the
 * customers who accept WhatsApp; INPI despachos and deadline reminders are queued with their e-mails
 * (whatsapp/inpi-messages.ts).
 */
export function warrantsWhatsapp(event: Pick<RequestEventInput, 'kind' | 'statusTo'>): boolean {
  if (event.kind === 'pagamento')
    return event.statusTo === paymentEventStatus.paid || event.statusTo === paymentEventStatus.refused;
  if (event.kind === 'assinatura') return event.statusTo === mandateEvent.reminder;
  return event.kind === 'status';
}

/**
 * Appends one event and, when the customer should hear of it, queues their e-mail (and their WhatsApp message, if
 * they accept them). Call it inside the transaction that makes the change: the change, its history and its
 * messages stand or fall together.
 */
export async function recordRequestEvent(tx: WhatsappWriter, event: RequestEventInput): Promise<RequestEventRow> {
  const { mailNotBefore, ...values } = event;
  const [row] = await tx.insert(requestEvents).values(values).returning();
  if (warrantsMail(event)) await enqueueEventMail(tx, row!.id, mailNotBefore);
  // Held as long as the e-mail: "Desfazer" cancels both, or neither has left.
  if (warrantsWhatsapp(event)) await enqueueEventWhatsapp(tx, row!, mailNotBefore);
  return row!;
}

/** A request's events, newest first. */
export function listRequestEvents(db: Pick<Database, 'select'>, requestKind: OrderKind, requestId: number) {
  return db
    .select()
    .from(requestEvents)
    .where(and(eq(requestEvents.requestKind, requestKind), eq(requestEvents.requestId, requestId)))
    .orderBy(desc(requestEvents.createdAt), desc(requestEvents.id));
}
