import {
  brandRowAction as brandRowRule,
  serviceRowAction as serviceRowRule,
  type RowAction as RuleAction,
} from '../../../machines/customer-rows';
import { entryTitle } from '../../shared/catalogue';
import type { CustomerBrand, CustomerService, OrderKind } from '../../shared/schemas/checkout';

/** What the action cell of an order row offers (spec, section 4). */
export type RowAction =
  | { kind: 'pay'; note: string; label: string; order: { tipo: OrderKind; id: number } }
  | {
      kind: 'link';
      label: string;
      /** Where it leads; without it, built by a later issue: shown, not yet a link. */
      to?: '/titular';
      search?: { marcaId: number };
      later?: true;
    }
  | { kind: 'text'; text: string };

export const INCOMPLETE = 'Incompleto';

/** The row rules are the guards of machines/customer-rows.ts; this only shapes their answer for the list. */
function toRowAction(rule: RuleAction): RowAction {
  switch (rule.kind) {
    case 'pay':
      return { kind: 'pay', note: rule.note, label: rule.label, order: rule.order };
    case 'finishBrand':
      return { kind: 'link', label: rule.label, to: rule.to, search: rule.search };
    case 'finishService':
    case 'details':
      return { kind: 'link', label: rule.label, later: true };
    default:
      return rule;
  }
}

/** Brand rows: unpaid → a new payment; paid and named → done; paid without a name → finish the registration. */
export const brandRowAction = (brand: CustomerBrand): RowAction => toRowAction(brandRowRule(brand));

/** Service rows, in the spec's order: concluded, unpaid, power of attorney missing (not for Busca), Busca without data, in analysis. */
export const serviceRowAction = (service: CustomerService): RowAction => toRowAction(serviceRowRule(service));

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
