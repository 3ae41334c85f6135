import { entryTitle } from '../../shared/catalogue';
import type { CustomerBrand, CustomerService, PaymentStatusLabel } from '../../shared/schemas/checkout';
import type { marcas, servicos } from '../db/schema';

const paymentLabel = (status: string): PaymentStatusLabel => (status === 'Pago' ? 'Pago' : 'Pendente');

export function toCustomerBrand(row: typeof marcas.$inferSelect): CustomerBrand {
  return {
    id: row.id,
    plano: entryTitle(row.planoId),
    planoID: row.planoId,
    nome: row.nome,
    statusPagamento: paymentLabel(row.statusPagamento),
    status: row.status,
    concluido: row.confirmadoEm !== null,
  };
}

export function toCustomerService(row: typeof servicos.$inferSelect): CustomerService {
  return {
    id: row.id,
    num_protocolo: row.numProtocolo,
    nome: row.nome,
    plano_id: row.planoId,
    status: row.status,
    status_pagamento: paymentLabel(row.statusPagamento),
    mensagem: row.mensagem,
    procuracao_assinada: row.procuracaoAssinada,
    dados: row.dados,
  };
}
