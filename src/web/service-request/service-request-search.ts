import * as v from 'valibot';

/**
 * Search params of the service pages: the service request (named `marcaId`, as the spec's navigation state
 * and the /servicos rows call it) and its type. Route files import this, so it stays tiny.
 */
export const serviceSearchSchema = v.object({
  marcaId: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  tipo: v.fallback(v.optional(v.pipe(v.number(), v.integer())), undefined),
});

export type ServiceSearch = v.InferOutput<typeof serviceSearchSchema>;
