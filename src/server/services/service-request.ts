import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { messages } from '../../shared/messages';
import { isServiceType, type ServicePlanId } from '../../shared/schemas/service-request';
import { requireUser } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../context';
import type { Database, Tx } from '../db/client';
import { servicos } from '../db/schema';
import { ApiError } from '../http/errors';
import { isPaid } from '../../shared/schemas/checkout';

export type ServiceRequestRow = typeof servicos.$inferSelect & { planoId: ServicePlanId };

export interface ServiceEnv {
  Variables: AppEnv['Variables'] & { servico: ServiceRequestRow };
}

const requestNotFound = () => new ApiError(404, messages.orders.notFound);
const alreadyConfirmed = () => new ApiError(409, messages.services.alreadyConfirmed);

/** requireUser, unless the orders' routes mounted on the same path already authenticated the caller. */
export function authenticated(deps: AppDeps) {
  const authenticate = requireUser(deps);
  return createMiddleware<ServiceEnv>((c, next) =>
    c.get('user') ? next() : authenticate(c as unknown as Context<AppEnv>, next),
  );
}

/**
 * Loads the service request named by the `id` parameter: only the caller's own (someone else's looks
 * exactly like a missing one), and only once paid, since the request files what was paid for.
 */
export function ownPaidServiceRequest({ db }: AppDeps) {
  return createMiddleware<ServiceEnv>(async (c, next) => {
    const raw = c.req.param('id') ?? '';
    if (!/^\d{1,9}$/.test(raw)) throw requestNotFound();
    const [row] = await db
      .select()
      .from(servicos)
      .where(eq(servicos.id, Number(raw)));
    if (!row || row.userId !== c.get('user').id || !isServiceType(row.planoId)) throw requestNotFound();
    if (!isPaid(row.statusPagamento)) throw new ApiError(409, messages.services.unpaid);
    c.set('servico', row as ServiceRequestRow);
    await next();
  });
}

/** Once sent the request is under review: checked here before any upload is read, and again under lock. */
export const stillEditable = createMiddleware<ServiceEnv>(async (c, next) => {
  if (c.get('servico').confirmadoEm) throw alreadyConfirmed();
  await next();
});

/** Locks the request's row for the transaction, so saves, uploads and the confirmation of one request take turns. */
export async function lockEditableService(tx: Tx | Database, id: number): Promise<ServiceRequestRow> {
  const [row] = await tx.select().from(servicos).where(eq(servicos.id, id)).for('update');
  if (!row) throw requestNotFound();
  if (row.confirmadoEm) throw alreadyConfirmed();
  return row as ServiceRequestRow;
}
