import { brandClassesOf } from '../../shared/brand-classes';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BrandWizard } from '../../shared/schemas/brand-wizard';
import type { ServerConfig } from '../config';
import type { UserRow } from '../context';
import type { Database, Tx } from '../db/client';
import { brandConfirmations } from '../db/schema';
import { brandPowerOfAttorney } from '../documents/power-of-attorney/generate';
import type { BrandRequestRow } from './wizard-request';

/** What the customer saw and confirmed: the review's data, the files' fingerprints and the power of attorney. */
export interface ConfirmedSnapshot {
  titular: BrandWizard['titular'];
  proprietarios: BrandWizard['proprietarios'];
  marca: BrandWizard['marca'];
  procuracao: BrandWizard['procuracao'];
  arquivos: BrandWizard['arquivos'];
  /** The SHA-256 of each file kept, by kind, so staff can tell the file is the one confirmed. */
  sha256: Record<string, string>;
}

export type ConfirmationRow = typeof brandConfirmations.$inferSelect;

/** Writes the frozen copy, inside the confirmation's transaction. */
export async function freezeConfirmation(
  tx: Tx,
  config: ServerConfig,
  user: UserRow,
  marca: BrandRequestRow,
  wizard: BrandWizard,
  fileHashes: Record<string, string>,
  options: { replace?: boolean } = {},
): Promise<void> {
  const document = await brandPowerOfAttorney(tx, config, user, marca);
  const snapshot: ConfirmedSnapshot = {
    titular: wizard.titular,
    proprietarios: wizard.proprietarios,
    marca: wizard.marca,
    procuracao: wizard.procuracao,
    arquivos: wizard.arquivos,
    sha256: fileHashes,
  };
  const values = {
    snapshot: snapshot as unknown as Record<string, unknown>,
    powerOfAttorneyText: document.text,
    powerOfAttorneyPdf: document.pdf,
    powerOfAttorneySha256: createHash('sha256').update(document.pdf).digest('hex'),
  };
  const insert = tx.insert(brandConfirmations).values({ marcaId: marca.id, ...values });
  // Sent again after a correction, the corrected request is the one confirmed.
  await (options.replace
    ? insert.onConflictDoUpdate({ target: brandConfirmations.marcaId, set: values })
    : insert.onConflictDoNothing());
}

export async function findConfirmation(db: Database | Tx, marcaId: number): Promise<ConfirmationRow | undefined> {
  const [row] = await db.select().from(brandConfirmations).where(eq(brandConfirmations.marcaId, marcaId));
  return row;
}

export function confirmedSnapshot(row: ConfirmationRow): ConfirmedSnapshot {
  const snapshot = row.snapshot as unknown as ConfirmedSnapshot;
  // Requests confirmed before classes were kept with one class and a description: read as that class.
  const classes = brandClassesOf({ ...snapshot.marca, classes: snapshot.marca.classes ?? null });
  return { ...snapshot, marca: { ...snapshot.marca, classes } };
}
