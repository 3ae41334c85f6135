import { despachoCodes, type Situacao } from '../inpi/despacho-codes';

/**
 * A process's situation as the public search tells it, derived from its despachos through the despacho table's
 * own `situacao` (src/server/inpi/despacho-codes.ts). A code the table does not know, or one that does not change
 * the situation, leaves it as it was (a new process starts "em andamento").
 */
export const situations = [
  'em andamento',
  'publicado para oposição',
  'deferido',
  'registrado',
  'indeferido',
  'arquivado',
  'extinto',
] as const satisfies readonly Situacao[];
export type Situation = Situacao;

/** The situation an issue's despachos about one process leave, or null when none of them changes it. */
export function situationChange(codes: string[]): Situation | null {
  let situation: Situation | null = null;
  for (const code of codes) situation = despachoCodes[code]?.situacao ?? situation;
  return situation;
}

/** Whether a mark in this situation can still stand in the way of a new one (an archived or extinct one, as a rule, cannot). */
export const isLive = (situation: string): boolean =>
  situation !== 'indeferido' && situation !== 'arquivado' && situation !== 'extinto';
