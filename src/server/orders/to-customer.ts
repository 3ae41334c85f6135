import { entryTitle } from '../../shared/catalogue';
import { paymentStatusLabel, type CustomerBrand, type CustomerService } from '../../shared/schemas/checkout';
import type { marcas, servicos } from '../db/schema';
import { isRejected, isReturned } from '../../../machines/request-status/request-status';
import type { CorrectionPart } from '../../shared/request-statuses';
import type { OrderKind } from '../../shared/schemas/checkout';
import { moneyOnRejection } from '../requests/rejection-refund';

export function toCustomerBrand(row: typeof marcas.$inferSelect): CustomerBrand {
  return {
    id: row.id,
    plano: entryTitle(row.planoId),
    planoID: row.planoId,
    nome: row.nome,
    statusPagamento: paymentStatusLabel(row.statusPagamento),
    status: row.status,
    concluido: row.confirmadoEm !== null,
    ...correctionAndMoney('marca', row, row.protocolo),
  };
}

/** A returned request's reopened parts; a rejected one's money rule. */
function correctionAndMoney(
  kind: OrderKind,
  row: { status: string; correcao: CorrectionPart[]; statusPagamento: string; planoId: number },
  protocolo: string | null,
) {
  return {
    ...(isReturned(row.status) && { correcao: row.correcao }),
    ...(isRejected(row.status) && { reembolso: moneyOnRejection(kind, { ...row, protocolo }) }),
  };
}

/** What the customer's list and the service's own page both show of a service request, in the spec's words. */
export function serviceSummary(
  row: typeof servicos.$inferSelect,
): Omit<CustomerService, 'dados' | 'concluido' | 'pagamentoEmAnalise'> {
  return {
    id: row.id,
    num_protocolo: row.numProtocolo,
    nome: row.nome,
    plano_id: row.planoId,
    status: row.status,
    status_pagamento: paymentStatusLabel(row.statusPagamento),
    mensagem: row.mensagem,
    procuracao_assinada: row.procuracaoAssinada,
  };
}

export function toCustomerService(row: typeof servicos.$inferSelect): CustomerService {
  return {
    ...serviceSummary(row),
    dados: row.dados,
    concluido: row.confirmadoEm !== null,
    ...correctionAndMoney('servico', row, row.numProtocolo),
  };
}
