import { and, inArray, like, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { catalogue, matchesEntryName } from '../../shared/catalogue';
import type { OrderKind } from '../../shared/schemas/checkout';
import { foldAccents } from '../../shared/fold';

/**
 * The back office's free-text search. The `busca` columns hold each row's shown fields lower-case and
 * without accents (kept by triggers, migration admin_search); a term is folded the same way. Every word
 * must match somewhere; a word with digits also matches with its mask removed (CPF, CNPJ, phone, CEP),
 * and a plan or service is found by its catalogue names and aliases (Básico, Completo...).
 */
const MAX_WORDS = 6;

export const foldSearchText = foldAccents;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * What one word is searched as. A word with digits (and no @) is a document, phone, CEP or number typed
 * with or without its mask: the mask is dropped, as the stored text keeps them as digits. One pattern per
 * word keeps the trigram index selective.
 */
export function wordPattern(word: string): string {
  const folded = foldSearchText(word);
  return /\d/.test(folded) && !folded.includes('@') ? folded.replace(/[.\-/()]/g, '') || folded : folded;
}

export const searchWords = (busca: string) => busca.trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);

/** The plan ids whose names contain this word (only words of three letters or more, so "a" is not every plan). */
export function planIdsNamed(word: string, kind: OrderKind): number[] {
  if (word.length < 3) return [];
  return catalogue.filter((entry) => entry.kind === kind && matchesEntryName(entry, word)).map((entry) => entry.planId);
}

/** The WHERE condition for a search, or undefined when there is nothing to search. */
export function searchCondition(
  busca: string,
  column: PgColumn,
  plans?: { column: PgColumn; kind: OrderKind },
): SQL | undefined {
  const words = searchWords(busca);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const matches: SQL[] = [like(column, `%${escapeLike(wordPattern(word))}%`)];
      const planIds = plans ? planIdsNamed(word, plans.kind) : [];
      if (plans && planIds.length) matches.push(inArray(plans.column, planIds));
      return matches.length === 1 ? matches[0] : or(...matches)!;
    }),
  );
}
