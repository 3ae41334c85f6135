/**
 * The Vienna classification of figurative elements (WIPO's Vienna Agreement, which the INPI uses for figurative,
 * mixed and three-dimensional marks): each code is category.division.section, as 26.1.1 ("circles"). There are 29
 * categories; a code is written without leading zeros, the way e-Marcas shows it (26.01.01 is read as 26.1.1).
 */
export const VIENNA_CATEGORIES = 29;
/** More codes than any figure needs: a cap against pasted junk, not an INPI rule. */
export const VIENNA_MAX_CODES = 30;

/** The code written as e-Marcas shows it, or null when it is not category.division.section. */
export function normalizeViennaCode(raw: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{1,2})$/.exec(raw.trim());
  if (!match) return null;
  const [category, division, section] = match.slice(1).map(Number) as [number, number, number];
  if (category < 1 || category > VIENNA_CATEGORIES || division < 1 || section < 1) return null;
  return `${category}.${division}.${section}`;
}

/** Only figurative elements are classified: a word mark has none. */
export const hasFigure = (tipo: string | null) => tipo === 'Figurativa' || tipo === 'Mista';
