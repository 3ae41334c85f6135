import type { BrandWizard, UploadedDocuments, WizardStep } from '../../shared/schemas/brand-wizard';
import type { CorrectionPart } from '../../shared/request-statuses';
import { ownerToSpec } from '../../../machines/brand-wizard/owner-names';
import type { UserRow } from '../context';
import type { Database, Tx } from '../db/client';
import { listBrandDocuments, signatureReport, toUploadedFile } from '../documents/stored-documents';
import { expectedSignersOf, ownerSignaturePendencias } from '../documents/signatures/owner-signatures';
import { toProfile } from '../profile/to-profile';
import { toBrandData } from './brand-data';
import { confirmedSnapshot, findConfirmation } from './confirmation';
import { listOwners, ownerComplete } from './owners';
import { currentStage, finishedSteps } from './progress';
import type { BrandRequestRow } from './wizard-request';
import { isReturned } from '../../../machines/request-status/request-status';

/** The wizard's step of the first reopened part: the owners (its data), the procuração, the files. */
const correctionStep = (parts: readonly CorrectionPart[]): WizardStep | undefined =>
  parts.includes('dados')
    ? 'proprietarios'
    : parts.includes('procuracao')
      ? 'procuracao'
      : parts.includes('documentos')
        ? 'arquivos'
        : undefined;

/** Everything the wizard saved for the request, and the step it resumes at. */
export async function loadWizard(db: Database | Tx, user: UserRow, marca: BrandRequestRow): Promise<BrandWizard> {
  const [owners, files] = await Promise.all([listOwners(db, marca.id), listBrandDocuments(db, marca.id)]);
  const byKind = new Map(files.map((file) => [file.kind, file]));
  const powerOfAttorney = byKind.get('procuracao');
  const arquivos: UploadedDocuments = {};
  for (const kind of ['logo', 'comprovanteRes', 'docFoto'] as const) {
    const file = byKind.get(kind);
    if (file) arquivos[kind] = toUploadedFile(file);
  }
  const finished = finishedSteps({
    titular: user,
    ownerCount: owners.length,
    ownersComplete: owners.every(ownerComplete),
    hasPowerOfAttorney: Boolean(powerOfAttorney),
    brand: marca,
    documentKinds: new Set(byKind.keys()),
    // Returned for correction, it reads as not sent yet: the wizard opens again and ends at the review.
    confirmed: Boolean(marca.confirmadoEm) && !isReturned(marca.status),
  });
  const wizard: BrandWizard = {
    marcaID: marca.id,
    planoID: marca.planoId,
    // Returned for correction, the wizard opens at the first part staff reopened, in the wizard's order.
    etapa: (isReturned(marca.status) ? correctionStep(marca.correcao) : undefined) ?? currentStage(finished),
    etapasConcluidas: finished,
    titular: toProfile(user),
    proprietarios: owners.map(ownerToSpec),
    procuracao: {
      enviada: Boolean(powerOfAttorney),
      assinadaDigitalmente: powerOfAttorney?.signatureStatus === 'assinada',
      ...(powerOfAttorney && {
        assinatura: signatureReport(
          powerOfAttorney,
          ownerSignaturePendencias(powerOfAttorney.signers, expectedSignersOf(owners)),
        ),
      }),
      arquivo: powerOfAttorney ? toUploadedFile(powerOfAttorney) : null,
    },
    marca: toBrandData(marca),
    arquivos,
    confirmadoEm: isReturned(marca.status) ? null : (marca.confirmadoEm?.toISOString() ?? null),
    ...(isReturned(marca.status) && { correcao: marca.correcao }),
  };
  if (!marca.confirmadoEm || isReturned(marca.status)) return wizard;
  // Once confirmed, the request reads as it was confirmed, whatever the profile says today.
  const frozen = await findConfirmation(db, marca.id);
  if (!frozen) return wizard;
  const snapshot = confirmedSnapshot(frozen);
  return { ...wizard, titular: snapshot.titular, proprietarios: snapshot.proprietarios, marca: snapshot.marca };
}
