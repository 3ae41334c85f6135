import { distance } from 'fastest-levenshtein';
import { stripAccents } from '../../shared/fold';

/**
 * How a brand name sounds in Brazilian Portuguese, as a key: two names with the same key are read aloud
 * the same way ("Doce Sertão" and "Dosse Certão" → DOSISERTAU). No maintained npm package does this for
 * Portuguese (the metaphone packages are for English), so it is this rule table, in the spirit of
 * BuscaBR (Lucena, 2006): each rule is applied in order to the name in capitals without accents.
 */
const rules: [RegExp, string][] = [
  [/[^A-ZÇ]/g, ''],
  // Doubled letters first, so that the rules below see "Bollo" as "Bolo" (and again at the end, for what they make).
  [/(.)\1+/g, '$1'],
  [/PH/g, 'F'],
  [/TH/g, 'T'],
  [/Y/g, 'I'],
  [/W/g, 'V'],
  // An initial es before a consonant is barely said: "Estilo" and "Stilo", "Esperto" and "Sperto".
  [/^ES(?=[^AEIOU])/, 'S'],
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
  // In Brazil an l that closes a syllable is said u: "Brasil" and "Brasiu", "Sol" and "Sou", "Alto" and "Auto".
  [/L(?=[^AEIOU]|$)/g, 'U'],
  // A nasal m after a vowel, before a consonant or at the end, is n ("Campo" and "Canpo"); an m that opens the
  // word stays m ("MC" is not "NK").
  [/([AEIOU])M(?=[^AEIOU]|$)/g, '$1N'],
  // ão and am at the end sound alike.
  [/AN$/g, 'AO'],
  // Unstressed final vowels: e reads as i, o as u.
  [/E$/g, 'I'],
  [/O$/g, 'U'],
  // Doubled letters (rr, ss, ll, tt…) sound as one.
  [/(.)\1+/g, '$1'],
];

/** Text with no accent to strip: ASCII other than ^ and `, which count as accents. Most names are: they skip NFD. */
export const plainAscii = /^[^\u0080-\uffff^`]*$/;

/** Capitals, no accents (ç kept: it is a sound). */
function normalise(name: string): string {
  if (plainAscii.test(name)) return name.toUpperCase();
  return stripAccents(name.toUpperCase().replace(/Ç/g, '\u0000')).replaceAll('\u0000', 'Ç');
}

const units = [
  'ZERO',
  'UM',
  'DOIS',
  'TRES',
  'QUATRO',
  'CINCO',
  'SEIS',
  'SETE',
  'OITO',
  'NOVE',
  'DEZ',
  'ONZE',
  'DOZE',
  'TREZE',
  'QUATORZE',
  'QUINZE',
  'DEZESSEIS',
  'DEZESSETE',
  'DEZOITO',
  'DEZENOVE',
];
const tens = ['', '', 'VINTE', 'TRINTA', 'QUARENTA', 'CINQUENTA', 'SESSENTA', 'SETENTA', 'OITENTA', 'NOVENTA'];
const hundreds = [
  '',
  'CENTO',
  'DUZENTOS',
  'TREZENTOS',
  'QUATROCENTOS',
  'QUINHENTOS',
  'SEISCENTOS',
  'SETECENTOS',
  'OITOCENTOS',
  'NOVECENTOS',
];

/** A number as it is said in Portuguese ("7" → SETE, "21" → VINTE E UM), so that "7 Mares" sounds like "Sete Mares". */
export function numberWords(value: number): string[] {
  if (value < 20) return [units[value]!];
  if (value < 100) return [tens[Math.floor(value / 10)]!, ...(value % 10 ? ['E', units[value % 10]!] : [])];
  if (value === 100) return ['CEM'];
  if (value < 1000)
    return [hundreds[Math.floor(value / 100)]!, ...(value % 100 ? ['E', ...numberWords(value % 100)] : [])];
  if (value < 1_000_000) {
    const thousands = Math.floor(value / 1000);
    return [
      ...(thousands > 1 ? numberWords(thousands) : []),
      'MIL',
      ...(value % 1000 ? numberWords(value % 1000) : []),
    ];
  }
  return String(value)
    .split('')
    .map((digit) => units[Number(digit)]!);
}

/** The name's words in capitals without accents, numbers written out. */
export function wordsOf(name: string): string[] {
  const words = normalise(name)
    .split(/[^A-Z0-9Ç]+/)
    .filter(Boolean);
  if (!/\d/.test(name)) return words;
  return words
    .flatMap((word) => word.split(/(?<=\d)(?=\D)|(?<=\D)(?=\d)/))
    .flatMap((word) => (/^\d+$/.test(word) ? numberWords(Number(word)) : [word]));
}

/**
 * Word keys already worked out: the rule table is some 30 regular expressions per word, and an RPI's 37,000 names
 * reuse a few thousand words, so an issue's import was spending about a second on the same words again. Emptied
 * when full, so memory stays bounded whatever is read.
 */
const knownKeys = new Map<string, string>();
const KNOWN_KEYS_MAX = 50_000;

export function wordKey(word: string): string {
  const known = knownKeys.get(word);
  if (known !== undefined) return known;
  const key = rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), word);
  if (knownKeys.size >= KNOWN_KEYS_MAX) knownKeys.clear();
  knownKeys.set(word, key);
  return key;
}

/** Each word's key, joined: a word's end (its final vowel) is where pronunciation relaxes. */
export function phoneticKey(name: string): string {
  return wordsOf(name).map(wordKey).join('');
}

/** 1 for the same spelling (ignoring case, accents and spaces), 0 for nothing in common. */
export function spellingSimilarity(a: string, b: string): number {
  const left = normalise(a).replace(/[^A-Z0-9Ç]/g, '');
  const right = normalise(b).replace(/[^A-Z0-9Ç]/g, '');
  const longest = Math.max(left.length, right.length);
  return longest === 0 ? 0 : 1 - distance(left, right) / longest;
}
