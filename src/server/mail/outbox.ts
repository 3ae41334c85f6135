import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailMessage } from './mailer';

/** Anything that can insert: the database or the transaction of the change that causes the mail. */
export type Inserter = Pick<Database, 'insert'>;

/**
 * Due now by this server's clock, the one the outbox worker compares with. The column's default, the database's
 * now(), counts microseconds from the transaction's start (and may be another machine's clock): a mail queued in
 * the same millisecond as a pass began was not yet due for that pass.
 */
export const dueNow = () => ({ nextAttemptAt: new Date() });

/**
 * Queues a ready mail. Call it inside the transaction that makes the change: the mail then exists
 * exactly when the change does, and the outbox worker sends it (with retries) after the commit.
 */
export async function enqueueMail(tx: Inserter, mail: MailMessage): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, html: mail.html, text: mail.text, ...dueNow() });
}

/**
 * Queues the customer's mail about a request event; it is written from the event when it is sent. `notBefore`
 * holds it back (a staff change's grace period, during which it can be undone): the worker takes no row before
 * its `next_attempt_at`, so no timer is needed.
 */
export async function enqueueEventMail(tx: Inserter, eventId: number, notBefore?: Date): Promise<void> {
  await tx.insert(mailOutbox).values({ eventId, ...(notBefore ? { nextAttemptAt: notBefore } : dueNow()) });
}
