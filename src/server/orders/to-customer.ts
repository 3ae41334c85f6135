import { entryTitle } from '../../shared/catalogue';
import { paymentStatusLabel, type CustomerBrand, type CustomerService } from '../../shared/schemas/checkout';
import type { marcas, servicos } from '../db/schema';

export function toCustomerBrand(row: typeof marcas.$inferSelect): CustomerBrand {
  return {
    id: row.id,
    plano: entryTitle(row.planoId),
    planoID: row.planoId,
    nome: row.nome,
    statusPagamento: paymentStatusLabel(row.statusPagamento),
    status: row.status,
    concluido: row.confirmadoEm !== null,
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
  return { ...serviceSummary(row), dados: row.dados, concluido: row.confirmadoEm !== null };
}
