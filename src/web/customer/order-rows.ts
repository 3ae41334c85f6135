import { entryTitle } from '../../shared/catalogue';
import { messages } from '../../shared/messages';
import { protocolOrReference } from '../../shared/order-reference';
import type { CustomerService } from '../../../machines/customer-rows/customer-rows';
import type { CustomerBrand } from '../../shared/schemas/checkout';

// The rows' actions are decided by the guards of machines/customer-rows/customer-rows.ts; the list shows them as they are.
export { brandRowAction, serviceRowAction, type RowAction } from '../../../machines/customer-rows/customer-rows';

export const INCOMPLETE = messages.rows.incomplete;

export function brandName(brand: CustomerBrand): string {
  return brand.nome?.trim() || INCOMPLETE;
}

/** The service's name, or its plan's when the request has none yet. */
export function serviceName(service: CustomerService): string {
  return service.nome?.trim() || entryTitle(service.planId);
}

/** The Protocolo column: the INPI protocol, or our reference (S-0001) until there is one. */
export function protocolOf(service: CustomerService): string {
  return protocolOrReference('servico', service.id, service.numProtocolo);
}
