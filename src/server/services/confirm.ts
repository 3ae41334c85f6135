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
import { isReturned } from '../../../machines/request-status/request-status';
import { resentChanges } from '../requests/resend';
import { findServicePowerOfAttorney, finishedServiceSteps, serviceHolderOf } from './service-state';

const missingStepMessage: Record<Exclude<ServiceStep, 'confirmacao'>, string> = {
  formulario: messages.services.formMissing,
  procuracao: messages.wizard.procuracaoMissing,
};

/**
 * The customer's "Confirmar": allowed once the form (and, but for Busca, the signed power of attorney) is
 * in, and only once; a repeat changes nothing. The request's history records it. A request staff returned for
 * correction is sent again the same way: back to Pendente, without a new payment.
 */
export function confirmServiceRequest(db: Database, servicoId: number, user: UserRow): Promise<ServiceRequestRow> {
  return db.transaction(async (tx) => {
    const [row] = (await tx
      .select()
      .from(servicos)
      .where(eq(servicos.id, servicoId))
      .for('update')) as ServiceRequestRow[];
    // A returned request is sent again the same way; any other confirmed one stays as it is.
    const resending = isReturned(row.status);
    if (row.confirmadoEm && !resending) return row;
    const finished = finishedServiceSteps(
      row,
      Boolean(await findServicePowerOfAttorney(tx, servicoId)),
      serviceHolderOf(user),
    );
    if (!finished.formulario) throw new ApiError(409, missingStepMessage.formulario);
    if (!finished.procuracao) throw new ApiError(409, missingStepMessage.procuracao);
    const now = new Date();
    const resent = resending ? resentChanges('servico', row.status, now) : null;
    const [confirmed] = await tx
      .update(servicos)
      // The return's reason was the service's message: it goes with the return.
      .set(resent ? { ...resent, mensagem: null } : { confirmadoEm: now, updatedAt: now })
      .where(eq(servicos.id, servicoId))
      .returning();
    await recordRequestEvent(tx, {
      requestKind: 'servico',
      requestId: servicoId,
      kind: 'assistente',
      ...(resent
        ? { statusFrom: row.status, statusTo: resent.status, message: messages.corrections.resent }
        : { statusTo: row.status }),
    });
    // An Oposição or Recurso sent without the customer's recognised signature waits for it.
    const mandate = await refreshMandate(tx, 'servico', servicoId, { justConfirmed: true });
    return { ...confirmed, procuracaoAssinada: mandate.completa } as ServiceRequestRow;
  });
}
