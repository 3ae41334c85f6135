import { stripAccents } from '../../shared/fold';
import { GENERIC_WORD_LIST } from '../inpi/generic-words';
import { phoneticKey as inpiPhoneticKey, plainAscii } from '../inpi/phonetic';
import { compared } from '../marks/compared-name';

/** The pt-BR phonetic key, through this one import so a better key can take its place. */
export const phoneticKey = inpiPhoneticKey;

/** The generic words (inpi/generic-words.ts): a mark that only shares them is not a conflict. */
const genericWords = new Set(GENERIC_WORD_LIST);

/** Capitals without accents, anything else a single space: how names are compared and stored for search. */
export function normaliseName(name: string): string {
  return (plainAscii.test(name) ? name : stripAccents(name))
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** The name's words that can distinguish a mark (no company forms, connectives or trade words), once each. */
export function distinctiveElements(name: string): string[] {
  const words = normaliseName(name)
    .split(' ')
    .filter((word) => word && !genericWords.has(word) && (word.length > 1 || /\d/.test(word)));
  return [...new Set(words)];
}

export interface MarkKeys {
  nomeNormalizado: string;
  chaveFonetica: string;
  elementos: string[];
}

export function markKeys(name: string | null): MarkKeys {
  if (!name) return { nomeNormalizado: '', chaveFonetica: '', elementos: [] };
  return {
    nomeNormalizado: normaliseName(name),
    chaveFonetica: phoneticKey(name),
    elementos: distinctiveElements(name),
  };
}

/** A vocabulary word's sound as the search looks it up: its parts' sounds, numbers as said (TECH4YOU, 54). */
export const wordSound = (word: string) =>
  compared(word)
    .words.map((part) => part.sound)
    .join('');
