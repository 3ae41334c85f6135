/** Text without its accents (é → e, ç → c), case kept. */
export const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '');

/** Text as searches compare it: no accents, lower case ("Açaí" and "acai" match). */
export const foldAccents = (text: string) => stripAccents(text).toLowerCase();

/** The words of a text as searches compare them: folded, split on anything that is not a letter or a digit. */
export const foldedWords = (text: string) =>
  foldAccents(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
