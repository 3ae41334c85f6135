import { and, eq } from 'drizzle-orm';
import { setStatus } from '../../../machines/request-status';
import { messages } from '../../shared/messages';
import { serviceStatuses } from '../../../machines/request-status';
import type { AdminServiceDetail } from '../../shared/schemas/admin';
import type { Database } from '../db/client';
import { documents, servicos, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { recordRequestEvent } from '../requests/events';
import { requestHistory } from './history';
import { adminHolder } from './holder';
import { segmentOf, toServiceRow } from './service-list';

/** Busca is a search report: it needs no power of attorney (spec). */
export const SEARCH_PLAN_ID = 4;

export async function findService(db: Database, id: number) {
  const [row] = await db.select().from(servicos).where(eq(servicos.id, id));
  if (!row) throw new ApiError(404, messages.admin.serviceNotFound);
  return row;
}

export async function findServicePowerOfAttorney(db: Database, servicoId: number) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.servicoId, servicoId), eq(documents.kind, 'procuracao')));
  return row;
}

export async function serviceDetail(db: Database, id: number): Promise<AdminServiceDetail> {
  const servico = await findService(db, id);
  const [user] = await db.select().from(users).where(eq(users.id, servico.userId));
  const titular = adminHolder(user!);
  const procuracao =
    servico.planoId === SEARCH_PLAN_ID
      ? 'nao-se-aplica'
      : (await findServicePowerOfAttorney(db, id))
        ? 'enviada'
        : 'pendente';
  return {
    ...toServiceRow(servico, titular),
    mensagem: servico.mensagem,
    segmento: segmentOf(servico),
    procuracao_assinada: servico.procuracaoAssinada,
    procuracao,
    dados_servico: servico.dados,
    criadoEm: servico.createdAt.toISOString(),
    titular,
    historico: await requestHistory(db, 'servico', id),
  };
}

/** Status and message saved together, with one history row (who, from, to, message) when either changed. */
export async function updateService(
  db: Database,
  id: number,
  update: { status: string; mensagem?: string | null },
  actorUserId: number,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(servicos).where(eq(servicos.id, id)).for('update');
    if (!current) throw new ApiError(404, messages.admin.serviceNotFound);
    const next = setStatus('servico', current.status, update.status, update.mensagem);
    if (!next) throw new ApiError(400, messages.admin.statusInvalid(serviceStatuses));
    if (next.status === current.status && next.mensagem === current.mensagem) return current;
    await recordRequestEvent(tx, {
      requestKind: 'servico',
      requestId: id,
      kind: 'status',
      statusFrom: current.status,
      statusTo: next.status,
      message: next.mensagem,
      actorUserId,
    });
    const [saved] = await tx
      .update(servicos)
      .set({ status: next.status, mensagem: next.mensagem, updatedAt: new Date() })
      .where(eq(servicos.id, id))
      .returning();
    return saved!;
  });
}
