import type { Owner } from '../../../machines/brand-wizard/owner-names';
import type { Database } from '../db/client';
import { ownerGrantor } from '../documents/power-of-attorney/generate';
import { listOwners, replaceOwners } from './owners';
import { reopenPowerOfAttorneyIfNamed } from './reopen-power-of-attorney';
import { lockEditableRequest } from './wizard-request';

/** What saving the owners did: the owners as saved, and whether a returned request's procuração had to be redone. */
export interface SavedOwners {
  proprietarios: Owner[];
  /** The procuração named other owners: it was dropped and reopened, and a new one must be sent before the resend. */
  procuracaoReaberta: boolean;
  /** The stored files of the dropped procuração, to remove once the change is saved. */
  staleFiles: string[];
}

const sameGrantors = (before: Owner[], after: Owner[]) =>
  JSON.stringify(before.map(ownerGrantor)) === JSON.stringify(after.map(ownerGrantor));

/**
 * Saves the owners step. On a request staff returned with its data reopened, owners that change what the procuração
 * names (a name, a CPF or CNPJ, an address, a representative) leave the signed procuração naming other people: it
 * cannot be filed. So the procuração is dropped and reopened here, in the same transaction, and the resend waits
 * for a procuração generated and signed for the new owners (the wizard's procuração step is unfinished again).
 */
export function saveOwners(db: Database, marcaId: number, owners: Owner[]): Promise<SavedOwners> {
  return db.transaction(async (tx) => {
    const locked = await lockEditableRequest(tx, marcaId);
    const before = await listOwners(tx, marcaId);
    const proprietarios = await replaceOwners(tx, marcaId, owners);
    const staleFiles = await reopenPowerOfAttorneyIfNamed(tx, locked, !sameGrantors(before, proprietarios));
    return { proprietarios, procuracaoReaberta: staleFiles !== null, staleFiles: staleFiles ?? [] };
  });
}
