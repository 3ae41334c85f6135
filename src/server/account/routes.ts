import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { messages } from '../../shared/messages';
import { deleteAccountSchema, emailChangeSchema, emailConfirmSchema } from '../../shared/schemas/account';
import { requireUser } from '../auth/middleware';
import { reauthenticate } from '../auth/reauthenticate';
import { type AppDeps, type AppEnv, withLines } from '../context';
import { users } from '../db/schema';
import { ApiError } from '../http/errors';
import { validate } from '../http/validate';
import { filesOf } from '../documents/storage';
import type { PaymentProvider } from '../payments/provider';
import { collectCustomerData } from './customer-data';
import { deleteAccount } from './delete-account';
import { confirmEmailChange, requestEmailChange } from './email-change';

/** The customer's own account: sign-out, e-mail change, and the LGPD rights (export and deletion). */
export function accountRoutes(deps: AppDeps, provider: PaymentProvider) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const signedIn = requireUser(deps);

  // "Sair": raising the token version ends this session and any other of the account.
  app.post('/sair', signedIn, async (c) => {
    await db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, c.get('user').id));
    return c.json({ mensagem: messages.account.signedOut });
  });

  app.post('/email', signedIn, validate('json', emailChangeSchema), async (c) => {
    const { novoEmail, senha } = c.req.valid('json');
    await reauthenticate(db, c.get('user'), senha, messages.account.passwordWrong);
    await requestEmailChange(deps, c.get('user'), novoEmail);
    return c.json({ mensagem: messages.account.emailChangeSent });
  });

  // Public: the link may be opened on another device; the token in it is the proof.
  app.post('/email/confirmar', validate('json', emailConfirmSchema), async (c) => {
    await confirmEmailChange(deps, c.req.valid('json').token);
    return c.json({ mensagem: messages.account.emailChanged });
  });

  app.get('/dados', signedIn, async (c) => {
    // yazl loads with the first export, not at start.
    const { exportZip } = await import('./export');
    const zip = await exportZip(await collectCustomerData(db, c.get('user')), filesOf(deps));
    const day = new Date().toISOString().slice(0, 10);
    return new Response(zip, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="meus-dados-${day}.zip"`,
      },
    });
  });

  app.post('/excluir', signedIn, validate('json', deleteAccountSchema), async (c) => {
    const user = c.get('user');
    if (user.isAdmin) throw new ApiError(403, messages.account.staffCannotDelete);
    await reauthenticate(db, user, c.req.valid('json').senha, messages.account.passwordWrong);
    await deleteAccount(withLines(deps, c), provider, user);
    return c.json({ mensagem: messages.account.deleted });
  });

  return app;
}
