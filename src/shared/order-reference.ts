import type { OrderKind } from './schemas/checkout';

/**
 * How a customer and staff name one of our orders: "M-0012" for a brand, "S-0012" for a service. The
 * letter keeps a brand and a service order from sharing a number, and no reference can pass for an INPI
 * process number (nine digits).
 */
export function orderReference(kind: OrderKind, id: number): string {
  return `${kind === 'marca' ? 'M' : 'S'}-${String(id).padStart(4, '0')}`;
}

/** The customer's services, where a concluded one's "Ver detalhes" gives its return and a Busca's parecer. */
export const CUSTOMER_SERVICES_PATH = '/servicos';

/** Where the customer follows one request: its timeline in the customer area. */
export function requestTimelinePath(kind: OrderKind, id: number): string {
  return `/historico?tipo=${kind}&id=${id}`;
}

/**
 * What a request shows wherever "Protocolo" appears: its INPI protocol once staff recorded one, until then our own
 * reference (S-0001), never "Incompleto".
 */
export function protocolOrReference(kind: OrderKind, id: number, protocol: string | null | undefined): string {
  return protocol?.trim() || orderReference(kind, id);
}
