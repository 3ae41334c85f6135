import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray, like, ne, or } from 'drizzle-orm';
import type { UserRow } from '../context';
import { brandConfirmations, calendarFeeds, mailOutbox, staffDownloads, throttles } from '../db/schema';
import type { Tx } from '../db/client';
import { hashed } from '../auth/throttle';

/** What a sent mail of a deleted account keeps: that a mail went out, and when; not to whom nor what it said. */
const ERASED_MAIL = { toAddress: 'conta-excluida@contas-excluidas.invalid', subject: '(conta excluída)', text: '' };

/**
 * The customer's traces outside their orders, inside the deletion's transaction: the confirmation snapshots
 * (holder, owners, procuração text and PDF), mails not yet sent (dropped) and sent (emptied), the names of the
 * files staff downloaded, the attempt counters keyed by their e-mail, and their calendar addresses.
 */
export async function eraseTraces(tx: Tx, user: UserRow, brandIds: number[], serviceIds: number[], eventIds: number[]) {
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
  if (brandIds.length) await tx.delete(brandConfirmations).where(inArray(brandConfirmations.marcaId, brandIds));
  const theirs = or(
    eq(mailOutbox.toAddress, user.email),
    eq(mailOutbox.userId, user.id),
    eventIds.length ? inArray(mailOutbox.eventId, eventIds) : undefined,
  );
  await tx.delete(mailOutbox).where(and(theirs, ne(mailOutbox.status, 'sent')));
  await tx
    .update(mailOutbox)
    .set({ ...ERASED_MAIL, html: null, eventId: null, templateParams: null, lastError: null })
    .where(theirs);
  const downloaded = or(
    brandIds.length
      ? and(eq(staffDownloads.requestKind, 'marca'), inArray(staffDownloads.requestId, brandIds))
      : undefined,
    serviceIds.length
      ? and(eq(staffDownloads.requestKind, 'servico'), inArray(staffDownloads.requestId, serviceIds))
      : undefined,
  );
  if (downloaded) await tx.update(staffDownloads).set({ files: [] }).where(downloaded);
  const mailKey = hashed(user.email);
  await tx
    .delete(throttles)
    .where(
      or(
        like(throttles.key, `login:conta:${mailKey}@%`),
        eq(throttles.key, `senha:conta:${mailKey}`),
        eq(throttles.key, `reautenticar:${user.id}`),
      ),
    );
}

/**
 * Removes the .eml files the outbox wrote for this customer (the local mail folder, used when no mail server is
 * set): a file is theirs when it names their e-mail or CPF anywhere.
 */
export async function removeLocalMails(outboxDir: string, user: Pick<UserRow, 'email' | 'cpf'>): Promise<number> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const file = join(outboxDir, name);
    const content = await readFile(file, 'utf8').catch(() => '');
    if (content.includes(user.email) || content.includes(user.cpf)) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
