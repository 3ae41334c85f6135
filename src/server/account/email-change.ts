import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { AppDeps, UserRow } from '../context';
import { uniqueViolation } from '../db/client';
import { emailChanges, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { enqueueMail } from '../mail/outbox';
import { emailChangeConfirmMail, emailChangeNoticeMail } from './mails';

const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Records the request and mails the link to the new address and a notice to the current one. The e-mail itself does not change yet. */
export async function requestEmailChange({ db, config }: AppDeps, user: UserRow, newEmail: string): Promise<void> {
  if (newEmail === user.email) throw new ApiError(400, messages.account.emailSame);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, newEmail), ne(users.id, user.id)));
  if (taken) throw new ApiError(409, messages.register.duplicateEmail);
  const token = randomBytes(32).toString('base64url');
  const link = `${config.public.publicUrl}/confirmar-email?token=${token}`;
  await db.transaction(async (tx) => {
    // Only the latest request counts.
    await tx
      .update(emailChanges)
      .set({ usedAt: new Date() })
      .where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt)));
    await tx.insert(emailChanges).values({
      userId: user.id,
      newEmail,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + LINK_LIFETIME_MS),
    });
    await enqueueMail(tx, emailChangeConfirmMail(config.public, user, newEmail, link));
    await enqueueMail(tx, emailChangeNoticeMail(config.public, user));
  });
}

/** Applies the change the link stands for, once; every session ends, so the account is signed in again with the new address. */
export async function confirmEmailChange({ db }: AppDeps, token: string): Promise<void> {
  const done = await db
    .transaction(async (tx) => {
      const [change] = await tx
        .update(emailChanges)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailChanges.tokenHash, hashToken(token)),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!change) return false;
      const [user] = await tx
        .update(users)
        .set({ email: change.newEmail, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(and(eq(users.id, change.userId), isNull(users.deletedAt)))
        .returning({ id: users.id });
      return Boolean(user);
    })
    .catch((error) => {
      if (uniqueViolation(error)) throw new ApiError(409, messages.register.duplicateEmail);
      throw error;
    });
  if (!done) throw new ApiError(400, messages.account.emailChangeInvalid);
}
