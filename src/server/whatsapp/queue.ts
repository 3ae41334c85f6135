import { and, eq, isNull } from 'drizzle-orm';
import type { OrderKind } from '../../shared/schemas/checkout';
import type { Database } from '../db/client';
import { mailOutbox, users } from '../db/schema';
import { dueNow } from '../mail/outbox';
import { requestIdentity } from '../requests/request-names';
import type { WhatsappMessage } from './templates';

/** The transaction of the change that causes the message: it reads the opt-in and writes the row. */
export type WhatsappWriter = Pick<Database, 'insert' | 'select'>;

/** The request's owner when they accept WhatsApp messages now; undefined otherwise (no opt-in, no message). */
export async function optedInOwner(
  tx: WhatsappWriter,
  kind: OrderKind,
  requestId: number,
): Promise<number | undefined> {
  const request = await requestIdentity(tx, kind, requestId);
  if (!request) return undefined;
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, request.userId), eq(users.aceitaWhatsapp, true), isNull(users.deletedAt)));
  return user?.id;
}

/**
 * Queues the WhatsApp message about a request event (written from the event when sent), only for a customer who
 * accepts them. At most one per event: the outbox's unique index makes a second queueing a no-op.
 */
export async function enqueueEventWhatsapp(
  tx: WhatsappWriter,
  event: { id: number; requestKind: string; requestId: number },
  notBefore?: Date,
): Promise<void> {
  const userId = await optedInOwner(tx, event.requestKind as OrderKind, event.requestId);
  if (userId === undefined) return;
  await tx
    .insert(mailOutbox)
    .values({
      channel: 'whatsapp',
      userId,
      eventId: event.id,
      ...(notBefore ? { nextAttemptAt: notBefore } : dueNow()),
    })
    .onConflictDoNothing();
}

/** Queues a ready template message to a brand request's owner, only when they accept WhatsApp messages. */
export async function enqueueWhatsapp(
  tx: WhatsappWriter,
  request: { kind: OrderKind; id: number },
  message: WhatsappMessage,
): Promise<void> {
  const userId = await optedInOwner(tx, request.kind, request.id);
  if (userId === undefined) return;
  await tx
    .insert(mailOutbox)
    .values({ channel: 'whatsapp', userId, template: message.template, templateParams: message.params, ...dueNow() });
}
