import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { messages } from '../../shared/messages';
import { requireUser } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../context';
import type { Database, Tx } from '../db/client';
import { marcas } from '../db/schema';
import { ApiError } from '../http/errors';
import { isPaid } from '../../shared/schemas/checkout';

export type BrandRequestRow = typeof marcas.$inferSelect;

export interface WizardEnv {
  Variables: AppEnv['Variables'] & { marca: BrandRequestRow };
}

const requestNotFound = () => new ApiError(404, messages.orders.notFound);
const alreadyConfirmed = () => new ApiError(409, messages.wizard.alreadyConfirmed);

/** requireUser, unless a middleware mounted on the same path (the orders' routes) already authenticated the caller. */
export function authenticated(deps: AppDeps) {
  const authenticate = requireUser(deps);
  // The wizard's context is the app's plus the request; requireUser only sets the user.
  return createMiddleware<WizardEnv>((c, next) =>
    c.get('user') ? next() : authenticate(c as unknown as Context<AppEnv>, next),
  );
}

/**
 * Loads the brand request named by the `marcaId` parameter: only the caller's own (someone else's looks
 * exactly like a missing one), and only once paid, since the wizard files what was paid for.
 */
export function ownPaidBrandRequest({ db }: AppDeps) {
  return createMiddleware<WizardEnv>(async (c, next) => {
    const raw = c.req.param('marcaId') ?? '';
    if (!/^\d{1,9}$/.test(raw)) throw requestNotFound();
    const [row] = await db
      .select()
      .from(marcas)
      .where(eq(marcas.id, Number(raw)));
    if (!row || row.userId !== c.get('user').id) throw requestNotFound();
    if (!isPaid(row.statusPagamento)) throw new ApiError(409, messages.wizard.unpaid);
    c.set('marca', row);
    await next();
  });
}

/** Once confirmed the request is under review: it is checked here before any upload is read, and again under lock. */
export const stillEditable = createMiddleware<WizardEnv>(async (c, next) => {
  if (c.get('marca').confirmadoEm) throw alreadyConfirmed();
  await next();
});

/** Locks the request's row for the transaction, so saves and the confirmation of one request take turns. */
export async function lockEditableRequest(tx: Tx | Database, marcaId: number): Promise<BrandRequestRow> {
  const [row] = await tx.select().from(marcas).where(eq(marcas.id, marcaId)).for('update');
  if (!row) throw requestNotFound();
  if (row.confirmadoEm) throw alreadyConfirmed();
  return row;
}
