import { and, eq } from 'drizzle-orm';
import type { Owner } from '../../../machines/brand-wizard/owner-names';
import type { Database } from '../db/client';
import { documents, marcas } from '../db/schema';
import { ownerGrantor } from '../documents/power-of-attorney/generate';
import { reopened } from '../requests/owned-paid-request';
import { listOwners, replaceOwners } from './owners';
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
    if (!reopened(locked, 'dados') || sameGrantors(before, proprietarios))
      return { proprietarios, procuracaoReaberta: false, staleFiles: [] };
    if (!locked.correcao.includes('procuracao'))
      await tx
        .update(marcas)
        .set({ correcao: [...locked.correcao, 'procuracao'], updatedAt: new Date() })
        .where(eq(marcas.id, marcaId));
    const dropped = await tx
      .delete(documents)
      .where(and(eq(documents.marcaId, marcaId), eq(documents.kind, 'procuracao')))
      .returning({ storagePath: documents.storagePath });
    return { proprietarios, procuracaoReaberta: true, staleFiles: dropped.map((row) => row.storagePath) };
  });
}
