import { eq } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import { WIZARD_STEPS, type WizardStep } from '../../shared/schemas/brand-wizard';
import type { UserRow } from '../context';
import type { Database } from '../db/client';
import { marcas } from '../db/schema';
import { ApiError } from '../http/errors';
import { recordRequestEvent } from '../requests/events';
import type { BrandRequestRow } from './wizard-request';
import { loadWizard } from './wizard-state';

const missingStepMessage: Record<Exclude<WizardStep, 'confirmacao'>, string> = {
  titular: messages.wizard.addressIncomplete,
  proprietarios: messages.wizard.ownersMissing,
  procuracao: messages.wizard.procuracaoMissing,
  marca: messages.brandData.nameAndTypeRequired,
  arquivos: messages.uploads.allFilesRequired,
};

/**
 * The customer's "Confirmar": allowed once every earlier step is finished, and only once; a repeat
 * (a double click, a retry after a lost answer) changes nothing.
 */
export function confirmRequest(db: Database, user: UserRow, marcaId: number): Promise<BrandRequestRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(marcas).where(eq(marcas.id, marcaId)).for('update');
    if (row.confirmadoEm) return row;
    const { etapasConcluidas } = await loadWizard(tx, user, row);
    const missing = WIZARD_STEPS.find((step): step is Exclude<WizardStep, 'confirmacao'> => step !== 'confirmacao' && !etapasConcluidas[step]);
    if (missing) throw new ApiError(409, missingStepMessage[missing]);
    const now = new Date();
    const [confirmed] = await tx.update(marcas).set({ confirmadoEm: now, updatedAt: now }).where(eq(marcas.id, marcaId)).returning();
    await recordRequestEvent(tx, { requestKind: 'marca', requestId: marcaId, kind: 'assistente', message: messages.timeline.wizardCompleted });
    return confirmed;
  });
}
