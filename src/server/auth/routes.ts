import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { findEntry, isQuotedByChat, purchasablePlanIds } from '../../shared/catalogue';
import { messages } from '../../shared/messages';
import { forgetPassSchema, loginSchema, registerSchema, resetPassSchema } from '../../shared/schemas/auth';
import type { AppDeps, AppEnv } from '../context';
import { uniqueViolation } from '../db/client';
import { passwordResets, users } from '../db/schema';
import { ApiError, describeError } from '../http/errors';
import { validate } from '../http/validate';
import { enqueueMail } from '../mail/outbox';
import { welcomeMail } from '../mail/welcome-mail';
import { passwordResetMail } from '../mail/templates';
import { clientAddress } from './client-address';
import { openRequest } from '../orders/open-request';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords';
import { hashed, hourlyRule, loginRules, Throttle } from './throttle';
import { issueToken } from './tokens';

const RESET_LIFETIME_MS = 60 * 60 * 1000;
/** Reset links mailed to one address per hour; more requests get the same answer and no mail. */
const RESETS_PER_EMAIL_PER_HOUR = 3;

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

function duplicateError(constraint: string): ApiError {
  return new ApiError(409, /cpf/i.test(constraint) ? messages.register.duplicateCpf : messages.register.duplicateEmail);
}

export function authRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const throttle = new Throttle(db);
  const signUpRule = hourlyRule(config.limits.signUpPerHour);
  const forgotRule = hourlyRule(config.limits.forgotPasswordPerHour);
  const resetMailRule = hourlyRule(RESETS_PER_EMAIL_PER_HOUR);
  const addressLoginRule = loginRules.address(config.limits.loginFailuresPerAddress);
  const app = new Hono<AppEnv>();

  app.post('/register', validate('json', registerSchema), async (c) => {
    const input = c.req.valid('json');
    // Every sign-up counts, taken or not: "Este e-mail já está cadastrado." must not serve to scan for customers.
    const addressKey = `cadastro:ip:${clientAddress(c, config.trustedProxies)}`;
    await throttle.reserve([{ key: addressKey, rule: signUpRule }], messages.limits.signUp);
    await assertAcceptablePassword(input.password);
    if (isQuotedByChat(input.planoID)) throw new ApiError(400, messages.register.planQuotedByChat);
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
          .values({
            fullName: input.fullName,
            email: input.email,
            cpf: input.cpf,
            phone: input.phone,
            aceitaWhatsapp: input.aceitaWhatsapp,
            passwordHash,
          })
          .returning();
        const requestId = await openRequest(tx, user.id, input.planoID);
        await enqueueMail(tx, welcomeMail(config.public, user, { planoId: input.planoID }));
        return { user, requestId };
      });
      const token = issueToken(config.jwtSecret, { sub: result.user.id, ver: result.user.tokenVersion });
      return c.json({ marcaID: result.requestId, userID: result.user.id, token }, 201);
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint) throw duplicateError(constraint);
      throw error;
    }
  });

  app.post('/login', validate('json', loginSchema), async (c) => {
    const { email, senha } = c.req.valid('json');
    // Failures count per account at this address and per address, never per account alone: a stranger
    // hammering someone's account slows only himself, and the owner still gets in from their own address.
    const address = clientAddress(c, config.trustedProxies);
    const pairKey = `login:conta:${hashed(email)}@${address}`;
    const addressKey = `login:ip:${address}`;
    // The attempt is taken before the password is judged, so guesses sent at once cannot all be judged.
    const reservation = await throttle.reserve(
      [
        { key: pairKey, rule: loginRules.accountAtAddress },
        { key: addressKey, rule: addressLoginRule },
      ],
      messages.login.tooManyAttempts,
    );

    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!(await verifyPassword(user?.passwordHash, senha)) || !user || user.deletedAt) {
      throw new ApiError(401, messages.login.invalidCredentials);
    }
    // A right password is no failure: the account starts over at this address, and the address gets its attempt back.
    await Promise.all([throttle.clear(pairKey), reservation.giveBack(addressKey)]);
    return c.json({ token: issueToken(config.jwtSecret, { sub: user.id, ver: user.tokenVersion }) });
  });

  app.post('/forgetPass', validate('json', forgetPassSchema), async (c) => {
    const { email } = c.req.valid('json');
    const addressKey = `senha:ip:${clientAddress(c, config.trustedProxies)}`;
    await throttle.reserve([{ key: addressKey, rule: forgotRule }], messages.limits.forgotPassword);
    // Answered before anything depends on the e-mail, so known and unknown addresses take the same time.
    void sendResetLink(email).catch((error) =>
      c.var.lines.error('[senha] falha ao preparar o link de redefinição', describeError(error)),
    );
    return c.json({ mensagem: messages.reset.requestAccepted });
  });

  async function sendResetLink(email: string) {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user || user.deletedAt) return;
    const mailKey = `senha:conta:${hashed(email)}`;
    if ((await throttle.count(mailKey, resetMailRule)) > RESETS_PER_EMAIL_PER_HOUR) return;
    const token = randomBytes(32).toString('base64url');
    const link = `${config.public.publicUrl}/redefinir-senha?token=${token}`;
    // The link and its mail stand or fall together; the outbox worker sends it, so a mail server that is down loses nothing.
    await db.transaction(async (tx) => {
      await tx.insert(passwordResets).values({
        userId: user.id,
        tokenHash: hashResetToken(token),
        expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
      });
      await enqueueMail(tx, passwordResetMail(config.public, user, link));
    });
  }

  app.post('/resetPass', validate('json', resetPassSchema), async (c) => {
    const { token, newPassword } = c.req.valid('json');
    await assertAcceptablePassword(newPassword);
    const liveLink = () =>
      and(
        eq(passwordResets.tokenHash, hashResetToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      );
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
