import * as v from 'valibot';

/** /busca?marca=&classe=: the shareable address of a search. Tiny (valibot only): the route file imports it. */
export const searchPageSchema = v.object({
  marca: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
  classe: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(45))), undefined),
});

export type SearchPageQuery = v.InferOutput<typeof searchPageSchema>;
