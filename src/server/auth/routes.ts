import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { findEntry, purchasablePlanIds } from '../../shared/catalogue';
import { messages } from '../../shared/messages';
import { forgetPassSchema, loginSchema, registerSchema, resetPassSchema } from '../../shared/schemas/auth';
import type { AppDeps, AppEnv } from '../context';
import { uniqueViolation } from '../db/client';
import { passwordResets, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { validate } from '../http/validate';
import { enqueueMail } from '../mail/outbox';
import { passwordResetMail } from '../mail/templates';
import { clientAddress } from './client-address';
import { openRequest } from '../orders/open-request';
import { hashPassword, verifyPassword } from './passwords';
import { FailureLimiter } from './rate-limit';
import { issueToken } from './tokens';

const RESET_LIFETIME_MS = 60 * 60 * 1000;
const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

function duplicateError(constraint: string): ApiError {
  return new ApiError(409, /cpf/i.test(constraint) ? messages.register.duplicateCpf : messages.register.duplicateEmail);
}

export function authRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const perAccount = new FailureLimiter(5, FIFTEEN_MINUTES);
  const perAddress = new FailureLimiter(30, FIFTEEN_MINUTES);
  const resetRequests = new FailureLimiter(3, 60 * 60 * 1000);
  const app = new Hono<AppEnv>();

  app.post('/register', validate('json', registerSchema), async (c) => {
    const input = c.req.valid('json');
    if (input.planoID === 3) throw new ApiError(400, messages.register.planQuotedByChat);
    if (!(purchasablePlanIds as readonly number[]).includes(input.planoID) || !findEntry(input.planoID)) {
      throw new ApiError(400, messages.register.planUnknown);
    }
    const [existing] = await db
      .select({ email: users.email, cpf: users.cpf })
      .from(users)
      .where(or(eq(users.email, input.email), eq(users.cpf, input.cpf)));
    if (existing) throw duplicateError(existing.cpf === input.cpf ? 'cpf' : 'email');

    const passwordHash = await hashPassword(input.password);
    try {
      const result = await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ fullName: input.fullName, email: input.email, cpf: input.cpf, phone: input.phone, passwordHash })
          .returning();
        const requestId = await openRequest(tx, user.id, input.planoID);
        return { user, requestId };
      });
      const token = await issueToken(config.jwtSecret, { sub: result.user.id, ver: result.user.tokenVersion });
      return c.json({ marcaID: result.requestId, userID: result.user.id, token }, 201);
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint) throw duplicateError(constraint);
      throw error;
    }
  });

  app.post('/login', validate('json', loginSchema), async (c) => {
    const { email, senha } = c.req.valid('json');
    const accountKey = `conta:${email}`;
    const addressKey = `ip:${clientAddress(c, config.trustedProxies)}`;
    const wait = Math.max(perAccount.retryAfter(accountKey), perAddress.retryAfter(addressKey));
    if (wait > 0) throw new ApiError(429, messages.login.tooManyAttempts, { 'Retry-After': String(wait) });

    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!(await verifyPassword(user?.passwordHash, senha)) || !user) {
      perAccount.fail(accountKey);
      perAddress.fail(addressKey);
      throw new ApiError(401, messages.login.invalidCredentials);
    }
    perAccount.clear(accountKey);
    return c.json({ token: await issueToken(config.jwtSecret, { sub: user.id, ver: user.tokenVersion }) });
  });

  app.post('/forgetPass', validate('json', forgetPassSchema), async (c) => {
    const { email } = c.req.valid('json');
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const limitKey = `reset:${email}`;
    if (user && resetRequests.retryAfter(limitKey) === 0) {
      resetRequests.fail(limitKey);
      const token = randomBytes(32).toString('base64url');
      const link = `${config.public.publicUrl}/redefinir-senha?token=${token}`;
      // The outbox worker sends it: the answer does not wait on the mail server, and a mail server that is down loses nothing.
      await db.transaction(async (tx) => {
        await tx.insert(passwordResets).values({ userId: user.id, tokenHash: hashResetToken(token), expiresAt: new Date(Date.now() + RESET_LIFETIME_MS) });
        await enqueueMail(tx, passwordResetMail(config.public, user, link));
      });
    }
    return c.json({ mensagem: messages.reset.requestAccepted });
  });

  app.post('/resetPass', validate('json', resetPassSchema), async (c) => {
    const { token, newPassword } = c.req.valid('json');
    const liveLink = () =>
      and(eq(passwordResets.tokenHash, hashResetToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()));
    // A guessed link is refused before the costly hash; the update below still decides, so a link is used once.
    const [candidate] = await db.select({ id: passwordResets.id }).from(passwordResets).where(liveLink());
    if (!candidate) throw new ApiError(400, messages.reset.invalidLink);
    const passwordHash = await hashPassword(newPassword);
    const done = await db.transaction(async (tx) => {
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(liveLink())
        .returning({ userId: passwordResets.userId });
      if (!reset) return false;
      // Links requested earlier sit in the same mailbox; once one is used, none of them should still work.
      await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
      await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, reset.userId));
      return true;
    });
    if (!done) throw new ApiError(400, messages.reset.invalidLink);
    return c.json({ mensagem: messages.reset.done });
  });

  return app;
}
