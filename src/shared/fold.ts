/** Text without its accents (é → e, ç → c), case kept. */
export const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '');

/** Text as searches compare it: no accents, lower case ("Açaí" and "acai" match). */
export const foldAccents = (text: string) => stripAccents(text).toLowerCase();
