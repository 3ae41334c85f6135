import { and, desc, eq, lt } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { PendingUndo } from '../../shared/schemas/admin';
import type { OrderKind } from '../../shared/schemas/checkout';
import type { Database, Tx } from '../db/client';
import { mailOutbox, marcas, requestEvents, servicos } from '../db/schema';
import { ApiError } from '../http/errors';
import { cancelPendingRefund, refundAsked } from '../requests/rejection-refund';
import { isRejected } from '../../../machines/request-status/request-status';

type Reader = Database | Tx;
type OutboxRow = typeof mailOutbox.$inferSelect;

const statusEventsOf = (kind: OrderKind, requestId: number) =>
  and(eq(requestEvents.requestKind, kind), eq(requestEvents.requestId, requestId), eq(requestEvents.kind, 'status'));

async function latestStatusEvent(db: Reader, kind: OrderKind, requestId: number) {
  const [event] = await db
    .select()
    .from(requestEvents)
    .where(statusEventsOf(kind, requestId))
    .orderBy(desc(requestEvents.id))
    .limit(1);
  return event;
}

/** The e-mail is still ours to cancel: not yet taken by the outbox worker, and its grace period not over. */
const stillHeld = (row: OutboxRow, now: Date) =>
  row.status === 'pending' &&
  row.attempts === 0 &&
  row.handedOverAt === null &&
  (row.lockedUntil === null || row.lockedUntil < now) &&
  row.nextAttemptAt > now;

/**
 * The request's last status change, when staff can still undo it: made by staff, still the request's status, and
 * its e-mail still waiting out the grace period.
 */
export async function pendingUndo(
  db: Reader,
  kind: OrderKind,
  requestId: number,
  currentStatus: string,
  now = new Date(),
): Promise<PendingUndo | null> {
  const event = await latestStatusEvent(db, kind, requestId);
  if (!event || event.actorUserId === null || event.statusTo !== currentStatus || !event.statusFrom) return null;
  // The money of a rejection went back (or was asked back): the rejection stays.
  if (isRejected(currentStatus) && (await refundAsked(db, kind, requestId, now))) return null;
  const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.eventId, event.id));
  if (mails.length === 0 || !mails.every((row) => stillHeld(row, now))) return null;
  return {
    evento: event.id,
    statusAnterior: event.statusFrom,
    statusNovo: event.statusTo,
    ate: new Date(Math.min(...mails.map((row) => row.nextAttemptAt.getTime()))).toISOString(),
  };
}

/**
 * "Desfazer": puts back the status (and a service's message) the change replaced and deletes the change's event,
 * and with it (ON DELETE CASCADE) the e-mail still waiting in the outbox. The outbox rows are locked first, so the
 * worker cannot take the e-mail meanwhile; once it has (or the grace period is over), undoing is refused (409).
 */
export async function undoStatusChange(
  db: Database,
  kind: OrderKind,
  requestId: number,
  eventId: number,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const table = kind === 'marca' ? marcas : servicos;
    const [current] = await tx.select().from(table).where(eq(table.id, requestId)).for('update');
    if (!current)
      throw new ApiError(404, kind === 'marca' ? messages.admin.brandNotFound : messages.admin.serviceNotFound);
    const event = await latestStatusEvent(tx, kind, requestId);
    if (!event || event.id !== eventId || event.statusTo !== current.status || !event.statusFrom) {
      throw new ApiError(409, messages.admin.undoTooLate);
    }
    if (isRejected(current.status) && (await refundAsked(tx, kind, requestId, now)))
      throw new ApiError(409, messages.admin.undoRefundedRejection);
    const mails = await tx.select().from(mailOutbox).where(eq(mailOutbox.eventId, event.id)).for('update');
    if (mails.length === 0 || !mails.every((row) => stillHeld(row, now)))
      throw new ApiError(409, messages.admin.undoTooLate);

    await tx.delete(requestEvents).where(eq(requestEvents.id, event.id));
    if (isRejected(current.status)) await cancelPendingRefund(tx, kind, requestId, now);
    if (kind === 'marca') {
      await tx
        .update(marcas)
        .set({ status: event.statusFrom, correcao: [], updatedAt: now })
        .where(eq(marcas.id, requestId));
      return;
    }
    // A service's message travels with its status: the one before is the previous status event's.
    const [before] = await tx
      .select({ message: requestEvents.message })
      .from(requestEvents)
      .where(and(statusEventsOf(kind, requestId), lt(requestEvents.id, event.id)))
      .orderBy(desc(requestEvents.id))
      .limit(1);
    await tx
      .update(servicos)
      .set({ status: event.statusFrom, mensagem: before?.message ?? null, correcao: [], updatedAt: now })
      .where(eq(servicos.id, requestId));
  });
}
