import * as v from 'valibot';

/** ?tipo=marca&id=12: one of the customer's requests named in a URL (the history, the signature page). */
export const requestSearchSchema = v.object({
  tipo: v.fallback(v.picklist(['marca', 'servico']), 'marca'),
  id: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 0),
});
