import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { PublicConfig } from '../../shared/public-config';
import type { WhatsappSettings } from '../config';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { renderEventMail } from './event-mails';
import type { Mailer, MailMessage } from './mailer';
import { withCompanyFooter } from './templates';
import { type BackgroundJob, every } from '../jobs/every';
import { WhatsappRefused } from '../whatsapp/cloud-api';
import { whatsappDelivery } from '../whatsapp/deliver';

export interface OutboxDeps {
  db: Database;
  mailer: Mailer;
  /** outboxLeaseMs: how long a claim holds its rows (OUTBOX_LEASE_MS); LEASE_MS when not given. */
  config: { public: PublicConfig; outboxLeaseMs?: number; whatsapp?: WhatsappSettings };
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/** Longer than any SMTP conversation (the transport times out sooner): a crashed worker's rows come back after it. */
export const LEASE_MS = 2 * 60 * 1000;
const BATCH = 20;
const FIRST_RETRY_MS = 30 * 1000;
const MAX_RETRY_MS = 60 * 60 * 1000;
/** With retries capped at an hour, this keeps trying for about two days before a person must look. */
export const MAX_ATTEMPTS = 60;

/** 30 s, 1 min, 2 min… up to an hour between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/**
 * Takes a batch of due rows under a lease. SKIP LOCKED lets several workers (instances) claim at the
 * same moment without waiting on, or taking, each other's rows.
 */
async function claim(db: Database, now: Date, leaseMs: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), claimId: randomUUID() })
    .where(inArray(mailOutbox.id, due))
    .returning();
  // UPDATE … RETURNING has no order: the customer should read "paid" before "data received".
  return claimed.sort((a, b) => a.id - b.id);
}

async function messageOf(deps: OutboxDeps, row: OutboxRow): Promise<MailMessage | null> {
  const message =
    row.eventId !== null
      ? await renderEventMail(deps.db, deps.config.public, row.eventId)
      : { to: row.toAddress!, subject: row.subject!, html: row.html ?? '', text: row.text! };
  return message && withCompanyFooter(deps.config.public, message);
}

const mine = (row: OutboxRow) => and(eq(mailOutbox.id, row.id), eq(mailOutbox.claimId, row.claimId!));

/** "<uuid@host-of-PUBLIC_URL>": unique, and ours. */
function newMessageId(config: PublicConfig): string {
  let host = 'localhost';
  try {
    host = new URL(config.publicUrl).hostname || host;
  } catch {
    // a PUBLIC_URL that is not a URL still gets mail out
  }
  return `<${randomUUID()}@${host}>`;
}

const leaseOf = (deps: OutboxDeps) => deps.config.outboxLeaseMs ?? LEASE_MS;

/**
 * Marks the row as handed over to the mail server, with its Message-ID, before the send. SMTP has no way to
 * ask "did you take this one?": if the worker dies after the server accepted the mail and before `sent` is
 * written, the row comes back when its lease ends. It is then sent again (a mail is never lost) with the
 * same Message-ID, so the recipient's server and mail client can recognise the copy, and the log says so.
 * The lease starts again here: a batch is sent one row at a time, and a row late in a slow batch must not
 * reach the end of the lease taken at claim while its own send is still under way.
 */
async function handOver(deps: OutboxDeps, row: OutboxRow, now: Date): Promise<string | null> {
  const messageId = row.messageId ?? newMessageId(deps.config.public);
  const still = await deps.db
    .update(mailOutbox)
    .set({ messageId, handedOverAt: now, lockedUntil: new Date(now.getTime() + leaseOf(deps)) })
    .where(mine(row))
    .returning({ id: mailOutbox.id });
  // Another worker took the row over (this one was too slow for its lease): it sends, not us.
  if (still.length === 0) return null;
  if (row.handedOverAt) {
    console.warn(
      `[e-mail] envio ${row.id} pode ter sido aceito antes de o worker anterior parar: reenviando com o mesmo Message-ID`,
    );
  }
  return messageId;
}

/** A mail row's send, or why there is none. */
async function mailDelivery(deps: OutboxDeps, row: OutboxRow): Promise<string | ((id: string) => Promise<void>)> {
  const message = await messageOf(deps, row);
  if (!message) return 'sem destinatário';
  return (messageId) => deps.mailer.send({ ...message, messageId });
}

async function deliver(deps: OutboxDeps, row: OutboxRow, clock: () => Date): Promise<'sent' | 'failed'> {
  const now = clock();
  try {
    const send =
      row.channel === 'whatsapp' ? await whatsappDelivery(deps.db, deps.config, row) : await mailDelivery(deps, row);
    if (typeof send === 'string') {
      await deps.db.update(mailOutbox).set({ status: 'skipped', lockedUntil: null, lastError: send }).where(mine(row));
      return 'sent';
    }
    const messageId = await handOver(deps, row, now);
    if (messageId === null) return 'sent';
    // WhatsApp answers with its own message id (wamid), kept in place of ours to trace the message at Meta.
    const sentId = await send(messageId);
    await deps.db
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt: new Date(),
        lockedUntil: null,
        attempts: row.attempts + 1,
        ...(sentId && { messageId: sentId }),
      })
      .where(mine(row));
    return 'sent';
  } catch (error) {
    const attempts = row.attempts + 1;
    const reason = error instanceof Error ? error.message : String(error);
    const channel = row.channel === 'whatsapp' ? 'WhatsApp' : 'e-mail';
    console.warn(`[${channel}] envio ${row.id} falhou (tentativa ${attempts}): ${reason}`);
    await deps.db
      .update(mailOutbox)
      .set({
        status: attempts >= MAX_ATTEMPTS || error instanceof WhatsappRefused ? 'failed' : 'pending',
        attempts,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        lockedUntil: null,
        // The server refused (or never answered): it did not take the message, so a retry is no repeat.
        handedOverAt: null,
        lastError: reason.slice(0, 500),
      })
      .where(mine(row));
    return 'failed';
  }
}

/** One pass: sends every mail due at `now`, batch after batch; returns how many went out and how many failed. */
export async function runOutboxPass(
  deps: OutboxDeps,
  options: { now?: Date } = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? new Date();
  // The pass's own time, moving on from `now` as its sends take time.
  const started = Date.now();
  const clock = () => new Date(now.getTime() + Date.now() - started);
  const result = { sent: 0, failed: 0 };
  for (;;) {
    const rows = await claim(deps.db, now, leaseOf(deps));
    for (const row of rows) result[await deliver(deps, row, clock)]++;
    if (rows.length < BATCH) return result;
  }
}

export function startOutboxWorker(deps: OutboxDeps, intervalMs = 1000): BackgroundJob {
  return every(intervalMs, 'e-mail', () => runOutboxPass(deps));
}
