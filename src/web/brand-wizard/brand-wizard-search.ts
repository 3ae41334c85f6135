import * as v from 'valibot';

/**
 * Search params of the wizard's pages: the brand request. Route files import this (validateSearch runs
 * before their code-split component loads), so it stays tiny.
 */
export const wizardSearchSchema = v.object({
  marcaId: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export type WizardSearch = v.InferOutput<typeof wizardSearchSchema>;
