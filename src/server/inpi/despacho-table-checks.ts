import type { DespachoCode } from './despacho-terms';

/**
 * The names of the table that a second source, independent of the transcription in TABELA, gives word for word:
 * an open-source reader of the RPI that keeps, beside its own label of each code, the name the RPI's XML printed for
 * it. Each confirmed entry says so in its `fonte`; tests/inpi/despacho-names.unit.test.ts holds that source's words.
 */
const LEITOR = 'github.com/jonatascrizel/leitorINPI (leitorINPI.sql, tabela cfg_despachos)';

/** Codes whose `nomeXML` there (the name the RPI's XML printed) is the table's name. */
export const printedAlike = [
  'IPAS136',
  'IPAS267',
  'IPAS270',
  'IPAS271',
  'IPAS338',
  'IPAS349',
  'IPAS400',
  'IPAS428',
  'IPAS499',
  'IPAS530',
  'IPAS532',
  'IPAS534',
  'IPAS669',
  'IPAS699',
] as const;

/** Codes whose label there, with no printed name beside it, is the table's name. */
export const listedAlike = [
  'IPAS024',
  'IPAS089',
  'IPAS161',
  'IPAS185',
  'IPAS304',
  'IPAS423',
  'IPAS658',
  'IPAS668',
] as const;

const printedSet = new Set<string>(printedAlike);
const listedSet = new Set<string>(listedAlike);

const note = (codigo: string): string | null => {
  if (printedSet.has(codigo))
    return `Segunda fonte: o nome impresso no XML da RPI, registrado em ${LEITOR}, é o mesmo.`;
  if (listedSet.has(codigo)) return `Segunda fonte: a lista de códigos de ${LEITOR} dá o mesmo nome.`;
  return null;
};

/** The table with each confirmed entry's `fonte` naming the second source. */
export function withSecondSource(table: Record<string, DespachoCode>): Record<string, DespachoCode> {
  return Object.fromEntries(
    Object.entries(table).map(([codigo, entry]) => {
      const confirmed = note(codigo);
      return [codigo, confirmed ? { ...entry, fonte: `${entry.fonte} ${confirmed}` } : entry];
    }),
  );
}
