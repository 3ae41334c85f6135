import { eq } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { ServiceStep } from '../../shared/schemas/service-request';
import type { UserRow } from '../context';
import type { Database } from '../db/client';
import { servicos } from '../db/schema';
import { ApiError } from '../http/errors';
import { recordRequestEvent } from '../requests/events';
import { refreshMandate } from '../requests/mandate-state';
import type { ServiceRequestRow } from './service-request';
import { findServicePowerOfAttorney, finishedServiceSteps, serviceHolderOf } from './service-state';

const missingStepMessage: Record<Exclude<ServiceStep, 'confirmacao'>, string> = {
  formulario: messages.services.formMissing,
  procuracao: messages.wizard.procuracaoMissing,
};

/**
 * The customer's "Confirmar": allowed once the form (and, but for Busca, the signed power of attorney) is
 * in, and only once; a repeat changes nothing. The request's history records it.
 */
export function confirmServiceRequest(db: Database, servicoId: number, user: UserRow): Promise<ServiceRequestRow> {
  return db.transaction(async (tx) => {
    const [row] = (await tx
      .select()
      .from(servicos)
      .where(eq(servicos.id, servicoId))
      .for('update')) as ServiceRequestRow[];
    if (row.confirmadoEm) return row;
    const finished = finishedServiceSteps(
      row,
      Boolean(await findServicePowerOfAttorney(tx, servicoId)),
      serviceHolderOf(user),
    );
    if (!finished.formulario) throw new ApiError(409, missingStepMessage.formulario);
    if (!finished.procuracao) throw new ApiError(409, missingStepMessage.procuracao);
    const now = new Date();
    const [confirmed] = await tx
      .update(servicos)
      .set({ confirmadoEm: now, updatedAt: now })
      .where(eq(servicos.id, servicoId))
      .returning();
    await recordRequestEvent(tx, {
      requestKind: 'servico',
      requestId: servicoId,
      kind: 'assistente',
      statusTo: row.status,
    });
    // An Oposição or Recurso sent without the customer's recognised signature waits for it.
    const mandate = await refreshMandate(tx, 'servico', servicoId, { justConfirmed: true });
    return { ...confirmed, procuracaoAssinada: mandate.completa } as ServiceRequestRow;
  });
}
