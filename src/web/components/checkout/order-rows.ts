import {
  brandRowAction as brandRowRule,
  serviceRowAction as serviceRowRule,
  type RowAction as RuleAction,
} from '../../../../machines/customer-rows';
import { entryTitle } from '../../../shared/catalogue';
import type { CustomerBrand, CustomerService, OrderKind } from '../../../shared/schemas/checkout';

/** What the action cell of an order row offers (spec, section 4). */
export type RowAction =
  | { kind: 'pay'; note: string; label: string; order: { tipo: OrderKind; id: number } }
  | {
      kind: 'link';
      label: string;
      /** Where it leads; without it, built by a later issue: shown, not yet a link. */
      to?: '/titular' | '/novo-servico';
      search?: { marcaId: number; tipo?: number };
      later?: true;
    }
  /** A concluded service: "Ver detalhes" opens the message staff wrote and a chat link carrying the protocol. */
  | { kind: 'details'; label: string; mensagem: string | null; protocolo: string }
  | { kind: 'text'; text: string };

export const INCOMPLETE = 'Incompleto';

/** The row rules are the guards of machines/customer-rows.ts; this only shapes their answer for the list. */
function toRowAction(rule: RuleAction, service?: CustomerService): RowAction {
  switch (rule.kind) {
    case 'pay':
      return { kind: 'pay', note: rule.note, label: rule.label, order: rule.order };
    case 'finishBrand':
    case 'finishService':
      return { kind: 'link', label: rule.label, to: rule.to, search: rule.search };
    case 'details':
      return { kind: 'details', label: rule.label, mensagem: service?.mensagem ?? null, protocolo: service ? protocolOf(service) : INCOMPLETE };
    default:
      return rule;
  }
}

/** Brand rows: unpaid → a new payment; paid and named → done; paid without a name → finish the registration. */
export const brandRowAction = (brand: CustomerBrand): RowAction => toRowAction(brandRowRule(brand));

/** Service rows, in the spec's order: concluded, unpaid, power of attorney missing (not for Busca), Busca without data, in analysis. */
export const serviceRowAction = (service: CustomerService): RowAction => toRowAction(serviceRowRule(service), service);

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
