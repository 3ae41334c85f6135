import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documents, marcas } from '../db/schema';
import { reopened } from '../requests/owned-paid-request';
import type { BrandRequestRow } from './wizard-request';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * On a brand staff returned with its data reopened, a change to what the procuração names (its owners, the brand's
 * name or class) leaves the signed procuração naming something else: it cannot be filed. The procuração is dropped
 * and reopened, in the caller's transaction, and the resend waits for one generated and signed anew. Answers the
 * stored files to remove once the change is saved, or null when nothing was reopened.
 */
export async function reopenPowerOfAttorneyIfNamed(
  tx: Tx,
  locked: BrandRequestRow,
  changesWhatItNames: boolean,
): Promise<string[] | null> {
  if (!reopened(locked, 'dados') || !changesWhatItNames) return null;
  if (!locked.correcao.includes('procuracao'))
    await tx
      .update(marcas)
      .set({ correcao: [...locked.correcao, 'procuracao'], updatedAt: new Date() })
      .where(eq(marcas.id, locked.id));
  const dropped = await tx
    .delete(documents)
    .where(and(eq(documents.marcaId, locked.id), eq(documents.kind, 'procuracao')))
    .returning({ storagePath: documents.storagePath });
  return dropped.map((row) => row.storagePath);
}
