import { and, eq, inArray } from 'drizzle-orm';
import {
  type SignatureReport,
  type SignatureStatus,
  SIGNATURE_STATUSES,
  signatureLabels,
  type Signer,
  type SignatureChain,
  SIGNATURE_CHAINS,
  type UploadedFile,
} from '../../shared/schemas/brand-wizard';
import { messages } from '../../shared/messages';
import { lockEditableRequest } from '../brands/wizard-request';
import { refreshMandate } from '../requests/mandate-state';
import type { Database, Tx } from '../db/client';
import { documents } from '../db/schema';
import type { Lines } from '../ops/logger';
import { VERIFIER_VERSION } from './pdf-signature';
import { assertWithinQuotaLocked } from './quota';
import { type FileStore, removeStoredFile, type StoredFile } from './storage';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentKind = 'procuracao' | 'logo' | 'comprovanteRes' | 'docFoto';

/** A file already on disk, waiting for its row. */
export interface NewDocument extends StoredFile {
  kind: DocumentKind;
  originalName: string;
  mimeType: string;
  /** A PDF's verified signatures (pdf-signature.ts). */
  signature?: {
    status: SignatureStatus;
    signers: Signer[];
    level?: SignatureChain | null;
    laterBytesDropped?: boolean;
  };
  /** An image's dimensions, read from the file (file-checks.ts). */
  dimensions?: { width: number; height: number };
}

const statusOf = (value: string): SignatureStatus =>
  (SIGNATURE_STATUSES as readonly string[]).includes(value) ? (value as SignatureStatus) : 'sem_assinatura';

/** The level of a recognised signature: gov.br when any signer's chain is gov.br, else ICP-Brasil. */
export const levelOf = (signers: Signer[]): SignatureChain | null =>
  signers.some((signer) => signer.cadeia === 'gov.br')
    ? 'gov.br'
    : signers.some((signer) => signer.cadeia && SIGNATURE_CHAINS.includes(signer.cadeia))
      ? 'ICP-Brasil'
      : null;

/** The outcome for customer and staff, from the row; `pendencias` from the request's outorgantes when known. */
export const signatureReport = (row: DocumentRow, pendencias?: string[]): SignatureReport => {
  const situacao = statusOf(row.signatureStatus);
  const level = situacao === 'assinada' ? levelOf(row.signers) : null;
  return {
    situacao,
    rotulo: signatureLabels[situacao],
    nivel: level ? messages.signature.levels[level] : null,
    proximoPasso: messages.signature.nextSteps[situacao],
    signatarios: row.signers,
    ...(pendencias && { pendencias }),
    ...(row.laterBytesDropped && { acrescimoDescartado: messages.signature.laterBytesDropped }),
  };
};

export const toUploadedFile = (row: DocumentRow): UploadedFile => ({
  nome: row.originalName,
  tipo: row.mimeType,
  tamanho: row.sizeBytes,
  enviadoEm: row.createdAt.toISOString(),
});

export function listBrandDocuments(db: Database | Tx, marcaId: number): Promise<DocumentRow[]> {
  return db.select().from(documents).where(eq(documents.marcaId, marcaId));
}

export async function findBrandDocument(
  db: Database,
  marcaId: number,
  kind: DocumentKind,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.marcaId, marcaId), eq(documents.kind, kind)));
  return row;
}

/**
 * Records files already written and flushed, replacing the request's current files of the same kinds in
 * one transaction. The replaced files are deleted only after the commit, and the new ones are deleted
 * if the commit fails: a crash can leave an orphan file, never a row without its file. With `quota`, the
 * customer's total is checked again under lock before the commit.
 */
/** The columns a stored file fills, whichever request (brand or service) it belongs to. */
export function documentColumns(file: NewDocument) {
  return {
    kind: file.kind,
    originalName: file.originalName,
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
    sha256: file.sha256,
    storagePath: file.storagePath,
    signatureStatus: file.signature?.status ?? ('sem_assinatura' as const),
    signers: file.signature?.signers ?? [],
    verifierVersion: VERIFIER_VERSION,
    laterBytesDropped: file.signature?.laterBytesDropped ?? false,
    imageWidth: file.dimensions?.width ?? null,
    imageHeight: file.dimensions?.height ?? null,
  };
}

export async function replaceBrandDocuments(
  db: Database,
  store: FileStore,
  marcaId: number,
  files: NewDocument[],
  lines: Lines,
  quota?: { userId: number; bytes: number },
): Promise<DocumentRow[]> {
  let replaced: string[] = [];
  let saved: DocumentRow[];
  try {
    const powerOfAttorney = files.some((file) => file.kind === 'procuracao');
    saved = await db.transaction(async (tx) => {
      // A procuração alone may still be sent while the confirmed request waits for its signature.
      await lockEditableRequest(
        tx,
        marcaId,
        files.every((file) => file.kind === 'procuracao') ? 'procuracao' : 'documentos',
      );
      const old = await tx
        .delete(documents)
        .where(
          and(
            eq(documents.marcaId, marcaId),
            inArray(
              documents.kind,
              files.map((file) => file.kind),
            ),
          ),
        )
        .returning({ storagePath: documents.storagePath });
      replaced = old.map((row) => row.storagePath);
      const inserted = await tx
        .insert(documents)
        .values(files.map((file) => ({ marcaId, ...documentColumns(file) })))
        .returning();
      if (quota) await assertWithinQuotaLocked(tx, quota.bytes, quota.userId);
      if (powerOfAttorney) await refreshMandate(tx, 'marca', marcaId);
      return inserted;
    });
  } catch (error) {
    await Promise.all(files.map((file) => removeStoredFile(store, file.storagePath, lines)));
    throw error;
  }
  await Promise.all(replaced.map((storagePath) => removeStoredFile(store, storagePath, lines)));
  return saved;
}
