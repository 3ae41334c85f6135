import type { SignatureReport } from '../../shared/schemas/brand-wizard';
import { confirmedSnapshot, type ConfirmedSnapshot, findConfirmation } from '../brands/confirmation';
import type { Database } from '../db/client';
import { listBrandDocuments, signatureReport, toUploadedFile } from './stored-documents';

/** One file as staff check it before filing: what it is, its fingerprint and, for the procuração, its signature. */
export interface StaffDocument {
  tipo: string;
  arquivo: ReturnType<typeof toUploadedFile>;
  sha256: string;
  dimensoes: { largura: number; altura: number } | null;
  assinatura: SignatureReport | null;
}

/**
 * A brand request's files for the back office (which must check the caller is staff): the signature outcome
 * (its state in the one vocabulary, with who signed and the next step) and, once confirmed, what
 * the customer confirmed, including the frozen procuração's SHA-256.
 */
export async function brandDocumentsForStaff(
  db: Database,
  marcaId: number,
): Promise<{
  documentos: StaffDocument[];
  confirmado: (ConfirmedSnapshot & { procuracaoGeradaSha256: string; confirmadoEm: string }) | null;
}> {
  const [rows, confirmation] = await Promise.all([listBrandDocuments(db, marcaId), findConfirmation(db, marcaId)]);
  return {
    documentos: rows.map((row) => ({
      tipo: row.kind,
      arquivo: toUploadedFile(row),
      sha256: row.sha256,
      dimensoes: row.imageWidth && row.imageHeight ? { largura: row.imageWidth, altura: row.imageHeight } : null,
      assinatura: row.mimeType === 'application/pdf' && row.kind === 'procuracao' ? signatureReport(row) : null,
    })),
    confirmado: confirmation
      ? {
          ...confirmedSnapshot(confirmation),
          procuracaoGeradaSha256: confirmation.powerOfAttorneySha256,
          confirmadoEm: confirmation.confirmedAt.toISOString(),
        }
      : null,
  };
}
