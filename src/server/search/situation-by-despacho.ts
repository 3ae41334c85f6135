/**
 * A process's situation as the public search tells it, derived from its despachos. This is the one place that maps
 * an INPI despacho code to a situation: when the despacho table names what each code opens and closes, this map
 * is to read from it. A code not listed leaves the situation as it was (a new process starts "em andamento").
 */
export const situations = [
  'em andamento',
  'publicado para oposição',
  'deferido',
  'registrado',
  'indeferido',
  'arquivado',
  'extinto',
] as const;
export type Situation = (typeof situations)[number];

const situationByCode: Record<string, Situation> = {
  IPAS009: 'publicado para oposição',
  IPAS421: 'publicado para oposição',
  IPAS423: 'publicado para oposição',
  IPAS005: 'em andamento',
  IPAS136: 'em andamento',
  IPAS142: 'em andamento',
  IPAS360: 'em andamento',
  IPAS029: 'deferido',
  IPAS158: 'registrado',
  IPAS024: 'indeferido',
  IPAS139: 'arquivado',
  IPAS157: 'arquivado',
  IPAS404: 'arquivado',
  IPAS161: 'extinto',
  IPAS304: 'extinto',
};

/** The situation after an issue's despachos about one process, read in the order the RPI prints them. */
export function situationAfter(previous: Situation | null, codes: string[]): Situation {
  let situation = previous;
  for (const code of codes) situation = situationByCode[code] ?? situation;
  return situation ?? 'em andamento';
}

/** Whether a mark in this situation can still stand in the way of a new one (an archived or extinct one, as a rule, cannot). */
export const isLive = (situation: string): boolean =>
  situation !== 'indeferido' && situation !== 'arquivado' && situation !== 'extinto';
