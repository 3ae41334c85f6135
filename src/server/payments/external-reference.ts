import type { OrderKind } from '../../shared/schemas/checkout';

/** The order a payment is for, as the provider carries it in `external_reference`: `marca:12`, `servico:7`. */
export const externalReferenceOf = (kind: string, id: number) => `${kind}:${id}`;

/** The order an `external_reference` names, or null when it names none of ours. */
export function orderOfReference(reference: string | null): { kind: OrderKind; id: number } | null {
  const match = /^(marca|servico):(\d{1,9})$/.exec(reference ?? '');
  return match ? { kind: match[1] as OrderKind, id: Number(match[2]) } : null;
}
