import { eq } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import { isServiceType, type ServicePlanId } from '../../shared/schemas/service-request';
import type { AppDeps } from '../context';
import type { Database, Tx } from '../db/client';
import { servicos } from '../db/schema';
import { requestAccess, type RequestEnv } from '../requests/owned-paid-request';

export type ServiceRequestRow = typeof servicos.$inferSelect & { planoId: ServicePlanId };

export type ServiceEnv = RequestEnv<'servico', ServiceRequestRow>;

const serviceAccess = requestAccess({
  key: 'servico',
  param: 'id',
  find: async (db: Tx | Database, id: number, lock?: boolean) => {
    const query = db.select().from(servicos).where(eq(servicos.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row as ServiceRequestRow | undefined;
  },
  // A row of a plan that is not a service (never written by the app) looks missing.
  serves: (row) => isServiceType(row.planoId),
  unpaid: messages.services.unpaid,
  alreadyConfirmed: messages.services.alreadyConfirmed,
});

export const authenticated = (deps: AppDeps) => serviceAccess.authenticated(deps);
/** The service request named by `id`: the caller's own, and paid. */
export const ownPaidServiceRequest = (deps: AppDeps) => serviceAccess.ownPaid(deps);
/** The request's data (owners, brand data, a service's form): before sending, or reopened for correction. */
export const stillEditable = serviceAccess.editableFor('dados');
export const lockEditableService = serviceAccess.lockEditable;
/** The procuração may still be sent: before the confirmation, or while the request waits for its signature. */
export const powerOfAttorneyOpen = serviceAccess.powerOfAttorneyOpen;
