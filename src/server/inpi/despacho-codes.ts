import { withSecondSource } from './despacho-table-checks';
import { decisionCodes } from './despacho-table-decisions';
import { demandCodes } from './despacho-table-demands';
import { noticeCodes } from './despacho-table-notices';
import type { DespachoElements } from '../../shared/schemas/inpi';
import { renewal, type DespachoCode, type Term, type TermKind } from './despacho-terms';
import { grantingCodes, grantsRenewal } from './petitions';

export type { DespachoCode, Situacao, Term, TermKind } from './despacho-terms';

/**
 * The INPI's despacho codes for brands (IPAS…), as data: every code of the INPI's table of despachos for marcas,
 * with its official name, our plain sentence, the term it opens, the terms it closes, the process situation it
 * leads to and where each came from (despacho-table-decisions.ts, -demands.ts, -notices.ts; the names a second
 * source confirms, despacho-table-checks.ts). A code outside the
 * table is told with the name the RPI prints and listed for staff. The 2025 rule: since RPI nº 2842 (24/06/2025) a
 * deferimento carries no concession fee (Portaria INPI/PR nº 10/2025, Portaria GM/MDIC nº 110/2025); the
 * registration is granted automatically.
 */
export const despachoCodes: Record<string, DespachoCode> = withSecondSource({
  ...decisionCodes,
  ...demandCodes,
  ...noticeCodes,
});

/** The first RPI under the 2025 fee table: a deferimento asks for no concession fee from this issue on. */
export const FIRST_RPI_WITHOUT_CONCESSION_FEE = 2842;

const feeFree = (codigo: string, rpi: number) =>
  despachoCodes[codigo]?.term?.kind === 'concessao' && rpi >= FIRST_RPI_WITHOUT_CONCESSION_FEE;

/** The codes whose publication is a filing open to opposition: what the brand watch compares. */
export const publicationCodes = new Set(
  Object.entries(despachoCodes)
    .filter(([, entry]) => entry.term?.kind === 'oposicao')
    .map(([codigo]) => codigo),
);

/** What the customer reads for a despacho: our sentence, or the INPI's own name for a code we don't know. */
export function despachoSentence(codigo: string, officialName: string, rpi: number): string {
  const entry = despachoCodes[codigo];
  if (!entry) return officialName;
  // Before the 2025 table, a deferimento still asked for the concession fee.
  if (entry.term?.kind === 'concessao' && !feeFree(codigo, rpi)) return entry.fraseComTaxa ?? entry.frase;
  return entry.frase;
}

/**
 * The term a despacho of RPI nº `rpi` opens, if any: no concession fee from RPI nº 2842 on; a granted renewal
 * petition opens the next renewal, as the concession opened the first.
 */
export function termOf(
  codigo: string,
  rpi: number,
  elementos: DespachoElements = {},
  textoComplementar: string | null = null,
): Term | undefined {
  if (feeFree(codigo, rpi)) return undefined;
  if (grantsRenewal(codigo, elementos, textoComplementar)) return renewal;
  return despachoCodes[codigo]?.term;
}

/** Codes that open a term of one of `kinds` (every code with a term for 'todos'), granted renewals included. */
export function codesOpening(kinds: TermKind[] | 'todos'): string[] {
  const opens = (kind: TermKind) => kinds === 'todos' || kinds.includes(kind);
  return [
    ...Object.entries(despachoCodes)
      .filter(([, entry]) => entry.term && opens(entry.term.kind))
      .map(([codigo]) => codigo),
    ...(opens(renewal.kind) ? grantingCodes : []),
  ];
}

/** The terms a despacho resolves, whatever issue opened them. */
export const resolvedKinds = (codigo: string): TermKind[] | 'todos' => despachoCodes[codigo]?.fecha ?? [];

/**
 * Every term a despacho closes, as the table reads: those it resolves, and an older term of the kind it opens again
 * (the import closes the latter only when an earlier issue opened it).
 */
export function closedKinds(codigo: string): TermKind[] | 'todos' {
  const resolved = resolvedKinds(codigo);
  const opened = despachoCodes[codigo]?.term?.kind;
  if (resolved === 'todos' || !opened) return resolved;
  return [...new Set([...resolved, opened])];
}
