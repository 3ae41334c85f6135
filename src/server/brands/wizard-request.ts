import { eq } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { AppDeps } from '../context';
import type { Database, Tx } from '../db/client';
import { marcas } from '../db/schema';
import { requestAccess, type RequestEnv } from '../requests/owned-paid-request';

export type BrandRequestRow = typeof marcas.$inferSelect;

export type WizardEnv = RequestEnv<'marca', BrandRequestRow>;

const brandAccess = requestAccess({
  key: 'marca',
  param: 'marcaId',
  find: async (db: Tx | Database, id: number, lock?: boolean) => {
    const query = db.select().from(marcas).where(eq(marcas.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },
  unpaid: messages.wizard.unpaid,
  alreadyConfirmed: messages.wizard.alreadyConfirmed,
});

export const authenticated = (deps: AppDeps) => brandAccess.authenticated(deps);
/** The brand request named by `marcaId`: the caller's own, and paid. */
export const ownPaidBrandRequest = (deps: AppDeps) => brandAccess.ownPaid(deps);
/** The request's data (owners, brand data, a service's form): before sending, or reopened for correction. */
export const stillEditable = brandAccess.editableFor('dados');
/** The brand's files: before sending, or reopened for correction. */
export const documentsEditable = brandAccess.editableFor('documentos');
export const lockEditableRequest = brandAccess.lockEditable;
/** The procuração may still be sent: before the confirmation, or while the request waits for its signature. */
export const powerOfAttorneyOpen = brandAccess.powerOfAttorneyOpen;
