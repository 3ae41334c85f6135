import { buffer } from 'node:stream/consumers';
import { and, eq, lt } from 'drizzle-orm';
import type { ServiceData } from '../../../shared/schemas/service-request';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/client';
import { documents, marcas, servicos, users } from '../../db/schema';
import { VERIFIER_VERSION, verifyPdfSignatures } from '../pdf-signature';
import { expectedBrandPowerOfAttorney, expectedServicePowerOfAttorney } from '../power-of-attorney/expected';
import { type FileStore, storeFile } from '../storage';
import { refreshMandate } from '../../requests/mandate-state';
import type { ExpectedDocument } from './document-reference';
import type { TrustStore } from './trust-store';

/** The procuração the stored upload must be, as an upload to its request is checked now. */
async function expectedFor(
  db: Database,
  config: ServerConfig,
  row: { marcaId: number | null; servicoId: number | null },
): Promise<ExpectedDocument | undefined> {
  if (row.marcaId !== null) {
    const [found] = await db
      .select({ marca: marcas, user: users })
      .from(marcas)
      .innerJoin(users, eq(users.id, marcas.userId))
      .where(eq(marcas.id, row.marcaId));
    return found && expectedBrandPowerOfAttorney(db, config, found.user, found.marca);
  }
  if (row.servicoId === null) return undefined;
  const [found] = await db
    .select({ service: servicos, user: users })
    .from(servicos)
    .innerJoin(users, eq(users.id, servicos.userId))
    .where(eq(servicos.id, row.servicoId));
  return (
    found &&
    expectedServicePowerOfAttorney(config, found.user, {
      id: found.service.id,
      planoId: found.service.planoId,
      dados: found.service.dados as ServiceData,
    })
  );
}

/**
 * The procurações an older verifier judged (VERIFIER_VERSION), judged again after the upgrade. Each file is read
 * from the store and checked as an upload to its request is now (signatures, then whether it is the request's
 * procuração), its state and signers replaced, and a file that went on after its last signature replaced by its
 * signed revision, and the request's procuracao_assinada brought up to date; a file gone from the store keeps its row as
 * it is. Answers how many changed.
 */
export async function reverifyStoredPowerOfAttorneys(
  db: Database,
  files: FileStore,
  config: ServerConfig,
  options: { trust?: TrustStore; at?: Date } = {},
): Promise<number> {
  const rows = await db
    .select({
      id: documents.id,
      marcaId: documents.marcaId,
      servicoId: documents.servicoId,
      storagePath: documents.storagePath,
      status: documents.signatureStatus,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(
      and(
        eq(documents.kind, 'procuracao'),
        eq(documents.mimeType, 'application/pdf'),
        lt(documents.verifierVersion, VERIFIER_VERSION),
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
    const check = await verifyPdfSignatures(bytes, {
      trust: options.trust,
      at: options.at ?? row.createdAt,
      documento: await expectedFor(db, config, row),
    });
    const signers = check.signers.map((signer) => ({ ...signer, cadeia: signer.cadeia ?? null }));
    // A file stored whole before the signed revision was kept alone is replaced by its signed revision.
    const kept = check.laterBytesDropped
      ? await storeFile(files, row.storagePath.slice(0, row.storagePath.lastIndexOf('/')), check.signedBytes, 'pdf')
      : undefined;
    const updated = await db
      .update(documents)
      .set({
        signatureStatus: check.status,
        signers,
        verifierVersion: VERIFIER_VERSION,
        ...(kept && { ...kept, laterBytesDropped: true }),
      })
      .where(and(eq(documents.id, row.id), eq(documents.storagePath, row.storagePath)))
      .returning({ id: documents.id });
    const kind = row.marcaId !== null ? 'marca' : 'servico';
    await db.transaction((tx) => refreshMandate(tx, kind, (row.marcaId ?? row.servicoId)!, { silent: true }));
    // Another instance got there first (or the customer replaced the file): this copy is nobody's.
    if (kept) await files.remove(updated.length > 0 ? row.storagePath : kept.storagePath).catch(() => undefined);
    if (check.status !== row.status) changed += 1;
  }
  return changed;
}
