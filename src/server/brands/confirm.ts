import { eq } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import { WIZARD_STEPS, type WizardStep } from '../../shared/schemas/brand-wizard';
import type { ServerConfig } from '../config';
import type { UserRow } from '../context';
import { listBrandDocuments } from '../documents/stored-documents';
import { freezeConfirmation } from './confirmation';
import type { Database } from '../db/client';
import { marcas } from '../db/schema';
import { ApiError } from '../http/errors';
import { recordRequestEvent } from '../requests/events';
import { refreshMandate } from '../requests/mandate-state';
import type { BrandRequestRow } from './wizard-request';
import { loadWizard } from './wizard-state';
import { isReturned } from '../../../machines/request-status/request-status';
import { resentChanges } from '../requests/resend';

const missingStepMessage: Record<Exclude<WizardStep, 'confirmacao'>, string> = {
  titular: messages.wizard.addressIncomplete,
  proprietarios: messages.wizard.ownersMissing,
  procuracao: messages.wizard.procuracaoMissing,
  marca: messages.brandData.nameAndTypeRequired,
  arquivos: messages.uploads.allFilesRequired,
};

/**
 * The customer's "Confirmar": allowed once every earlier step is finished, and only once; a repeat
 * (a double click, a retry after a lost answer) changes nothing. What was confirmed is frozen in the same
 * transaction (confirmation.ts). A request staff returned for correction is sent again the same way: back to
 * Pendente, without a new payment, its frozen copy replaced by the corrected one.
 */
export function confirmRequest(
  db: Database,
  config: ServerConfig,
  user: UserRow,
  marcaId: number,
): Promise<BrandRequestRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(marcas).where(eq(marcas.id, marcaId)).for('update');
    // A returned request is sent again the same way; any other confirmed one stays as it is.
    const resending = isReturned(row.status);
    if (row.confirmadoEm && !resending) return row;
    const wizard = await loadWizard(tx, user, row);
    const { etapasConcluidas } = wizard;
    const missing = WIZARD_STEPS.find(
      (step): step is Exclude<WizardStep, 'confirmacao'> => step !== 'confirmacao' && !etapasConcluidas[step],
    );
    // Resent without a procuração: the one sent named other owners and was dropped (save-owners.ts).
    if (missing === 'procuracao' && resending)
      throw new ApiError(409, messages.corrections.resendWithoutPowerOfAttorney);
    if (missing === 'marca' && row.nome && row.tipo) throw new ApiError(409, messages.brandData.classesRequired);
    if (missing) throw new ApiError(409, missingStepMessage[missing]);
    const now = new Date();
    const resent = resending ? resentChanges('marca', row.status, now) : null;
    const [confirmed] = await tx
      .update(marcas)
      .set(resent ?? { confirmadoEm: now, updatedAt: now })
      .where(eq(marcas.id, marcaId))
      .returning();
    await recordRequestEvent(tx, {
      requestKind: 'marca',
      requestId: marcaId,
      kind: 'assistente',
      ...(resent
        ? { statusFrom: row.status, statusTo: resent.status, message: messages.corrections.resent }
        : { message: messages.timeline.wizardCompleted }),
    });
    const files = await listBrandDocuments(tx, marcaId);
    await freezeConfirmation(
      tx,
      config,
      user,
      confirmed,
      wizard,
      Object.fromEntries(files.map((file) => [file.kind, file.sha256])),
      { replace: resending },
    );
    // Sent without every outorgante's signature, the request waits for it (and its history says for whom).
    const mandate = await refreshMandate(tx, 'marca', marcaId, { justConfirmed: true });
    return { ...confirmed, procuracaoAssinada: mandate.completa };
  });
}
