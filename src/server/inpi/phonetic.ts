import { distance } from 'fastest-levenshtein';
import { stripAccents } from '../../shared/fold';

/**
 * How a brand name sounds in Brazilian Portuguese, as a key: two names with the same key are read aloud
 * the same way ("Doce Sertão" and "Dosse Certão" → DOSISERTAU). No maintained npm package does this for
 * Portuguese (the metaphone packages are for English), so it is this rule table, in the spirit of
 * BuscaBR (Lucena, 2006): each rule is applied in order to the name in capitals without accents.
 */
const rules: [RegExp, string][] = [
  [/[^A-Z0-9Ç]/g, ''],
  [/PH/g, 'F'],
  [/TH/g, 'T'],
  [/Y/g, 'I'],
  [/W/g, 'V'],
  // ch, sh and x (as in "xícara") are one sound.
  [/CH|SH/g, 'X'],
  // lh and nh read as l and n for matching purposes.
  [/LH/g, 'L'],
  [/NH/g, 'N'],
  // The s sound: ç, c/sc/xc before e and i, ss, z.
  [/Ç/g, 'S'],
  [/(SC|XC)(?=[EI])/g, 'S'],
  [/C(?=[EI])/g, 'S'],
  [/Z/g, 'S'],
  // The k sound: qu before e and i, q, c, k.
  [/QU(?=[EI])/g, 'K'],
  [/Q/g, 'K'],
  [/C/g, 'K'],
  // g before e and i is j; gu before e and i is g.
  [/G(?=[EI])/g, 'J'],
  [/GU(?=[EI])/g, 'G'],
  // A silent h.
  [/H/g, ''],
  // Nasal m before a consonant or at the end is n ("Campo" and "Canpo"); ão and am at the end sound alike.
  [/M(?=[^AEIOU]|$)/g, 'N'],
  [/AN$/g, 'AO'],
  // Unstressed final vowels: e reads as i, o as u.
  [/E$/g, 'I'],
  [/O$/g, 'U'],
  // Doubled letters (rr, ss, ll, tt…) sound as one.
  [/(.)\1+/g, '$1'],
];

/** Capitals, no accents (ç kept: it is a sound), words run together. */
function normalise(name: string): string {
  return stripAccents(name.toUpperCase().replace(/Ç/g, '\u0000')).replaceAll('\u0000', 'Ç');
}

/** Each word's key, joined: a word's end (its final vowel) is where pronunciation relaxes. */
export function phoneticKey(name: string): string {
  return normalise(name)
    .split(/[^A-Z0-9Ç]+/)
    .filter(Boolean)
    .map((word) => rules.reduce((key, [pattern, replacement]) => key.replace(pattern, replacement), word))
    .join('');
}

/** 1 for the same spelling (ignoring case, accents and spaces), 0 for nothing in common. */
export function spellingSimilarity(a: string, b: string): number {
  const left = normalise(a).replace(/[^A-Z0-9Ç]/g, '');
  const right = normalise(b).replace(/[^A-Z0-9Ç]/g, '');
  const longest = Math.max(left.length, right.length);
  return longest === 0 ? 0 : 1 - distance(left, right) / longest;
}

/**
 * Nice classes whose goods and services customers connect (afinidade mercadológica, Manual de Marcas
 * 5.11): a filing in a related class can still confuse. Our grouping, for staff to review, not the INPI's.
 */
const relatedGroups: number[][] = [
  [29, 30, 31, 32, 33, 43], // food, drink, restaurants
  [3, 5, 10, 44], // cosmetics, pharmacy, health
  [9, 38, 42], // electronics, software, telecom, IT services
  [14, 18, 25, 26, 35], // jewellery, leather, clothing, their shops
  [16, 41], // printed matter, education and entertainment
  [36, 45], // finance, legal
  [7, 8, 11, 12, 37], // machines, tools, appliances, vehicles, repair
  [19, 6, 37], // building materials, construction
];

export function relatedClasses(a: number, b: number): boolean {
  return a === b || relatedGroups.some((group) => group.includes(a) && group.includes(b));
}

export type RiskBand = 'alto' | 'medio';

/** Precomputed once per customer brand, compared with every filing of an issue. */
export interface WatchedBrand {
  marcaId: number;
  nome: string;
  classe: number;
  key: string;
}

export const watched = (marcaId: number, nome: string, classe: number): WatchedBrand => ({
  marcaId,
  nome,
  classe,
  key: phoneticKey(nome),
});

/**
 * The risk a new filing poses to a customer's brand, or null: the same sound or a near spelling in the
 * same class is high; in a related class, or a looser likeness in the same class, medium.
 */
export function conflictRisk(
  brand: WatchedBrand,
  filing: { nome: string; key: string; classes: number[] },
): RiskBand | null {
  const sameClass = filing.classes.includes(brand.classe);
  const related = sameClass || filing.classes.some((classe) => relatedClasses(classe, brand.classe));
  if (!related) return null;
  const sounds = filing.key.length > 0 && filing.key === brand.key;
  const similarity = spellingSimilarity(brand.nome, filing.nome);
  if (sameClass && (sounds || similarity >= 0.85)) return 'alto';
  if (sounds || similarity >= 0.85 || (sameClass && similarity >= 0.7)) return 'medio';
  return null;
}
