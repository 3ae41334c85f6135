import { buffer } from 'node:stream/consumers';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema';
import { verifyPdfSignatures } from '../pdf-signature';
import type { FileStore } from '../storage';
import type { TrustStore } from './trust-store';

/**
 * The procurações stored before the current verifier judged them again after the upgrade: a row the old
 * verifier wrote has signers without `cadeia`, or an "invalida" it may have been wrong about. Each file is read from the store and
 * its state and signers replaced; a file gone from the store keeps its row as it is. Answers how many changed.
 */
export async function reverifyStoredPowerOfAttorneys(
  db: Database,
  files: FileStore,
  options: { trust?: TrustStore; at?: Date } = {},
): Promise<number> {
  const rows = await db
    .select({
      id: documents.id,
      storagePath: documents.storagePath,
      status: documents.signatureStatus,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(
      and(
        eq(documents.kind, 'procuracao'),
        eq(documents.mimeType, 'application/pdf'),
        sql`(${documents.signatureStatus} = 'invalida' or exists (select 1 from jsonb_array_elements(${documents.signers}) as s where not (s ? 'cadeia')))`,
      ),
    );
  let changed = 0;
  for (const row of rows) {
    let bytes: Buffer;
    try {
      bytes = await buffer((await files.read(row.storagePath)).body);
    } catch {
      continue;
    }
    // Validity is judged at the upload, as it was then.
    const check = await verifyPdfSignatures(bytes, { trust: options.trust, at: options.at ?? row.createdAt });
    const signers = check.signers.map((signer) => ({ ...signer, cadeia: signer.cadeia ?? null }));
    await db.update(documents).set({ signatureStatus: check.status, signers }).where(eq(documents.id, row.id));
    if (check.status !== row.status) changed += 1;
  }
  return changed;
}
