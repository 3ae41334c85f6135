import * as v from 'valibot';
import type { OrderRef } from '../../../machines/checkout/checkout';

/**
 * Search params of the checkout pages. Route files import this (validateSearch runs before their code-split
 * component loads), so it stays tiny: valibot only, types from the machine.
 */
export const planSearchSchema = v.object({
  planId: v.fallback(v.optional(v.pipe(v.number(), v.integer())), undefined),
});

export const orderSearchSchema = v.object({
  tipo: v.fallback(v.optional(v.picklist(['marca', 'servico'])), undefined),
  id: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export function orderRefOf(search: v.InferOutput<typeof orderSearchSchema>): OrderRef | undefined {
  return search.tipo && search.id ? { tipo: search.tipo, id: search.id } : undefined;
}

/** Every checkout page's search params, validated once by the checkout's layout routes. */
export const checkoutSearchSchema = v.object({ ...planSearchSchema.entries, ...orderSearchSchema.entries });

export type CheckoutSearch = v.InferOutput<typeof checkoutSearchSchema>;
