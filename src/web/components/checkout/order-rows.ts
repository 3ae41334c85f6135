import { entryTitle } from '../../../shared/catalogue';
import type { CustomerBrand, CustomerService, OrderKind } from '../../../shared/schemas/checkout';

/** What the action cell of an order row offers (spec, section 4). */
export type RowAction =
  | { kind: 'pay'; note: string; label: string; order: { tipo: OrderKind; id: number } }
  | { kind: 'link'; label: string; /** Built by a later issue: shown, not yet a link. */ later: true }
  | { kind: 'text'; text: string };

const awaitingPayment = 'Aguardando Pagamento';
const newPayment = 'Gerar novo pagamento';

export const INCOMPLETE = 'Incompleto';

/** Brand rows: unpaid → a new payment; paid and named → done; paid without a name → finish the registration. */
export function brandRowAction(brand: CustomerBrand): RowAction {
  if (brand.statusPagamento !== 'Pago') return { kind: 'pay', note: awaitingPayment, label: newPayment, order: { tipo: 'marca', id: brand.id } };
  if (brand.nome) return { kind: 'text', text: 'Você concluiu o registro da marca!' };
  return { kind: 'link', label: 'Finalizar registro da marca', later: true };
}

/** Service rows, in the spec's order: concluded, unpaid, power of attorney missing (not for Busca), Busca without data, in analysis. */
export function serviceRowAction(service: CustomerService): RowAction {
  if (service.status === 'Concluído') return { kind: 'link', label: 'Ver detalhes', later: true };
  if (service.status_pagamento === 'Pendente') {
    return { kind: 'pay', note: awaitingPayment, label: newPayment, order: { tipo: 'servico', id: service.id } };
  }
  const finish = { kind: 'link', label: 'Finalizar solicitação do serviço', later: true } as const;
  if (!service.procuracao_assinada && service.plano_id !== 4) return finish;
  if (service.plano_id === 4 && !service.dados?.nome_marca) return finish;
  return { kind: 'text', text: 'Solicitação em análise.' };
}

export function brandName(brand: CustomerBrand): string {
  return brand.nome?.trim() || INCOMPLETE;
}

/** The service's name, or its plan's when the request has none yet. */
export function serviceName(service: CustomerService): string {
  return service.nome?.trim() || entryTitle(service.plano_id);
}

export function protocolOf(service: CustomerService): string {
  return service.num_protocolo?.trim() || INCOMPLETE;
}
