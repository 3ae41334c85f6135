import { and, eq } from 'drizzle-orm';
import { isRejected, setStatus } from '../../../machines/request-status/request-status';
import { markRejectionRefund } from '../requests/rejection-refund';
import type { PaymentRow } from '../payments/payment-data';
import { messages } from '../../shared/messages';
import type { AdminServiceDetail } from '../../shared/schemas/admin';
import type { Database } from '../db/client';
import { documents, servicos, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { recordRequestEvent } from '../requests/events';
import { mailNotBefore, type StatusChangeOptions } from './brand-update';
import { serviceConcludeFacts } from './filing-readiness';
import { pendingUndo } from './undo-status';
import { requestHistory } from './history';
import { holdersOf } from './holders-of';
import { notesOf } from './notes';
import { needsPowerOfAttorney } from '../../shared/schemas/service-request';
import { staffIdsOf } from './queue';
import { adminHolder } from './holder';
import { segmentOf, toServiceRow } from './service-list';

export async function findService(db: Database, id: number) {
  const [row] = await db.select().from(servicos).where(eq(servicos.id, id));
  if (!row) throw new ApiError(404, messages.admin.serviceNotFound);
  return row;
}

/** A service's stored file of one kind: the customer's procuração, or the Busca's parecer staff send. */
export async function findServiceDocument(db: Database, servicoId: number, kind: 'procuracao' | 'parecer') {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.servicoId, servicoId), eq(documents.kind, kind)));
  return row;
}

export const findServicePowerOfAttorney = (db: Database, servicoId: number) =>
  findServiceDocument(db, servicoId, 'procuracao');

export async function serviceDetail(db: Database, id: number): Promise<AdminServiceDetail> {
  const servico = await findService(db, id);
  const [user] = await db.select().from(users).where(eq(users.id, servico.userId));
  const titular = adminHolder(user!);
  const procuracao = !needsPowerOfAttorney(servico.planoId)
    ? 'nao-se-aplica'
    : (await findServicePowerOfAttorney(db, id))
      ? 'enviada'
      : 'pendente';
  return {
    ...toServiceRow(servico, titular, await holdersOf(db, staffIdsOf([servico]))),
    mensagem: servico.mensagem,
    segmento: segmentOf(servico),
    procuracao_assinada: servico.procuracaoAssinada,
    procuracao,
    dados_servico: servico.dados,
    criadoEm: servico.createdAt.toISOString(),
    titular,
    historico: await requestHistory(db, 'servico', id),
    conclusao: serviceConcludeFacts(servico),
    notas: await notesOf(db, 'servico', id),
    parecer: Boolean(await findServiceDocument(db, id, 'parecer')),
    desfazer: await pendingUndo(db, 'servico', id, servico.status),
  };
}

/**
 * Status, message and the INPI protocol saved together: one history row (who, from, to, message) when the status
 * or message changed, one protocolo row when the protocol did. The status machine's guards decide a status change.
 */
export async function updateService(
  db: Database,
  id: number,
  update: { status?: string; mensagem?: string | null; numProtocolo?: string | null; partes?: string[] },
  actorUserId: number,
  options: StatusChangeOptions = {},
) {
  let owed: PaymentRow[] = [];
  const saved = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(servicos).where(eq(servicos.id, id)).for('update');
    if (!current) throw new ApiError(404, messages.admin.serviceNotFound);
    const changes: Partial<typeof servicos.$inferInsert> = {};
    if (update.numProtocolo !== undefined && update.numProtocolo !== current.numProtocolo) {
      // Filing an Oposição or Recurso at the INPI is filing under the customer's mandate: not without it.
      if (update.numProtocolo && !serviceConcludeFacts(current).signatureRecognised)
        throw new ApiError(409, messages.admin.protocolRefused([messages.admin.concludeBlockers.noSignature]));
      changes.numProtocolo = update.numProtocolo;
      await recordRequestEvent(tx, {
        requestKind: 'servico',
        requestId: id,
        kind: 'protocolo',
        message: update.numProtocolo ? `Protocolo INPI nº ${update.numProtocolo}` : 'Protocolo removido',
        actorUserId,
      });
    }
    if (update.status !== undefined) {
      const facts = serviceConcludeFacts(current);
      const outcome = setStatus('servico', current.status, update.status, update.mensagem, facts, update.partes);
      if (!outcome.ok) throw new ApiError(outcome.code, outcome.erro);
      const next = outcome.next;
      changes.correcao = next.partes;
      if (isRejected(next.status)) {
        // Rejected before filing: the money goes back in full, once the grace period for an undo is over.
        const protocolo = changes.numProtocolo === undefined ? current.numProtocolo : changes.numProtocolo;
        owed = await markRejectionRefund(tx, 'servico', id, { ...current, protocolo }, mailNotBefore(options));
      }
      if (next.status !== current.status || next.mensagem !== current.mensagem) {
        await recordRequestEvent(tx, {
          requestKind: 'servico',
          requestId: id,
          kind: 'status',
          statusFrom: current.status,
          statusTo: next.status,
          message: next.mensagem,
          actorUserId,
          mailNotBefore: mailNotBefore(options),
        });
        changes.status = next.status;
        changes.mensagem = next.mensagem;
      }
    }
    if (Object.keys(changes).length === 0) return current;
    const [saved] = await tx
      .update(servicos)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(servicos.id, id))
      .returning();
    return saved!;
  });
  if (owed.length > 0) await options.refund?.(owed);
  return saved;
}
