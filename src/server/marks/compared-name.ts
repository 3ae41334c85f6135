import { GENERIC_WORD_LIST } from '../inpi/generic-words';
import { stripAccents } from '../../shared/fold';
import { numberWords, plainAscii, wordKey } from '../inpi/phonetic';

/**
 * A word's sound with its plural and gender set aside: DOCE and DOCES, ENCANTO and ENCANTOS, NOVO and NOVA,
 * NATURAL and NATURAIS, FLOR and FLORES, SERTÃO and SERTAUM read as one. The word key (inpi/phonetic.ts) first,
 * then the endings: -ais/-eis/-ois as -al/-el/-ol, -aum/-aon as -ão, a final s, and a final unstressed vowel of a
 * word long enough to keep its body (LUA and LUAS stay LUA). PÃES, LEÕES and SERTÕES read as PÃO, LEÃO and SERTÃO.
 */
export function soundOf(word: string): string {
  let key = wordKey(word)
    .replace(/([AEO])IS$/, '$1U')
    .replace(/[AO]ES$/, 'AU')
    .replace(/A[UO]N$/, 'AU');
  if (key.length > 3) key = key.replace(/S$/, '');
  if (key.length > 3) key = key.replace(/[AEIOU]$/, '');
  return key;
}

/** A word's spelling with its plural and gender set aside, the same way (DOCES → DOC, BELA → BEL). */
const spelledStem = (spelling: string) => {
  const plural = spelling.length > 3 ? spelling.replace(/(?<=[AEIOU])S$|(?<=[RZL])ES$/, '') : spelling;
  return plural.length > 3 ? plural.replace(/[AEIOU]$/, '') : plural;
};

/** Company forms, connectives, places and trade words (inpi/generic-words.ts): never anyone's mark. */
const genericWords = new Set(GENERIC_WORD_LIST);

export interface ComparedWord {
  /** Capitals, no accents, numbers written out (7 → SETE). */
  spelling: string;
  sound: string;
  stem: string;
}

/** A name as the risk judgement compares it: its words, and which of them cannot make it anyone's mark. */
export interface ComparedName {
  nome: string;
  words: ComparedWord[];
  generic: boolean[];
}

/**
 * The name's words in capitals without accents (Ç kept: it is a sound), a number written out as one word
 * (44 → QUARENTAEQUATRO, so ROTA 44 does not contain ROTA 40) and split from letters it touches (TECH4YOU).
 */
function wordsOf(nome: string): string[] {
  const upper = nome.toUpperCase();
  const plain = plainAscii.test(upper) ? upper : stripAccents(upper.replace(/Ç/g, '\u0000')).replaceAll('\u0000', 'Ç');
  return plain
    .split(/[^A-Z0-9Ç]+/)
    .filter(Boolean)
    .flatMap((word) => word.split(/(?<=\d)(?=\D)|(?<=\D)(?=\d)/))
    .map((word) => (/^\d+$/.test(word) ? numberWords(Number(word)).join('') : word));
}

export function compared(nome: string): ComparedName {
  const words = wordsOf(nome).map((word) => {
    const spelling = word.replaceAll('Ç', 'C');
    return { spelling, sound: soundOf(word), stem: spelledStem(spelling) };
  });
  return { nome, words, generic: words.map((word) => genericWords.has(word.spelling)) };
}
