import * as v from 'valibot';

/**
 * The search params of the back office's lists: the URL keeps the search, the page, the order and the open
 * request, so a reload or a shared link shows the same thing. Route files import this, so it stays tiny.
 * Bad values fall back to the defaults instead of failing the page.
 */
export const adminListSearchSchema = v.object({
  // The router reads ?busca=445.754 (typed or pasted by a person) as a number: it is still the text searched.
  busca: v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(100))), undefined),
  pagina: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  ordem: v.fallback(v.optional(v.string()), undefined),
  direcao: v.fallback(v.optional(v.picklist(['asc', 'desc'])), undefined),
  /** The request whose modal is open. */
  ver: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export type AdminListSearch = v.InferOutput<typeof adminListSearchSchema>;

/** What the list call needs (the open modal does not change the list). */
export const listDeps = ({ busca, pagina, ordem, direcao }: AdminListSearch) => ({ busca, pagina, ordem, direcao });
