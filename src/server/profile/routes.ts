import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { normalizeDocument } from '../../shared/documents';
import { messages } from '../../shared/messages';
import { changePassSchema } from '../../shared/schemas/auth';
import { profilePatchSchema } from '../../shared/schemas/profile';
import { requireUser } from '../auth/middleware';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords';
import { reauthenticate } from '../auth/reauthenticate';
import { issueToken } from '../auth/tokens';
import type { AppDeps, AppEnv } from '../context';
import { uniqueViolation } from '../db/client';
import { users } from '../db/schema';
import { ApiError, forbidden } from '../http/errors';
import { validate } from '../http/validate';
import { toProfile } from './to-profile';

export function profileRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps));

  app.get('/', (c) => c.json(toProfile(c.get('user'))));

  app.patch('/', validate('json', profilePatchSchema), async (c) => {
    const user = c.get('user');
    const { userID, IsAdmin, CPF, ...changes } = c.req.valid('json');
    if (userID !== undefined && Number(userID) !== user.id) throw forbidden();
    if (IsAdmin !== undefined && IsAdmin !== user.isAdmin) throw forbidden();
    // Staff accounts keep a placeholder that normalizing would alter, so the raw value counts as unchanged too.
    if (CPF !== undefined && CPF !== user.cpf && normalizeDocument(CPF) !== user.cpf)
      throw new ApiError(400, messages.profile.documentLocked);
    if (changes.phone === '' && user.phone !== '') throw new ApiError(400, messages.register.phoneRequired);
    // A stolen token must not be able to move the account to another mailbox: see account/email-change.ts.
    if (changes.Email !== undefined && changes.Email !== user.email)
      throw new ApiError(400, messages.account.emailChangeUseDedicated);
    const values = Object.fromEntries(
      Object.entries({
        fullName: changes.fullName,
        phone: changes.phone,
        endereco: changes.Endereco,
        numero: changes.Numero,
        complemento: changes.Complemento,
        bairro: changes.Bairro,
        cidade: changes.Cidade,
        estado: changes.Estado,
        cep: changes.CEP,
        aceitaWhatsapp: changes.aceitaWhatsapp,
        nacionalidade: changes.Nacionalidade,
      }).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(values).length === 0) return c.json(toProfile(user));
    try {
      const [updated] = await db.update(users).set(values).where(eq(users.id, user.id)).returning();
      return c.json(toProfile(updated));
    } catch (error) {
      if (uniqueViolation(error)) throw new ApiError(409, messages.register.duplicateEmail);
      throw error;
    }
  });

  app.post('/api/changePass', validate('json', changePassSchema), async (c) => {
    const { senhaAtual, newPassword } = c.req.valid('json');
    await reauthenticate(db, c.get('user'), senhaAtual, messages.password.currentWrong);
    await assertAcceptablePassword(newPassword);
    const [updated] = await db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword), tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, c.get('user').id))
      .returning();
    // Every older token stops working; this session goes on with a fresh one.
    const token = issueToken(config.jwtSecret, { sub: updated.id, ver: updated.tokenVersion });
    return c.json({ mensagem: messages.password.changed, token });
  });

  return app;
}
