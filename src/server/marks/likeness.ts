import { distance } from 'fastest-levenshtein';
import type { ComparedName, ComparedWord } from './compared-name';
import type { DescriptiveWords } from './descriptive-words';
import type { ClassPlace } from './related-classes';
import type { Likeness, LikenessKind } from '../../shared/likeness';
import type { Risk } from '../../shared/search-messages';

export type { Likeness, LikenessKind, Risk };

const joined = (words: ComparedWord[], part: 'spelling' | 'sound' | 'stem') => words.map((word) => word[part]).join('');

/** Whether `inner` appears in `outer` as a run of whole words, compared by `part`. */
function containsRun(outer: ComparedWord[], inner: ComparedWord[], part: 'sound' | 'stem'): boolean {
  if (inner.length === 0 || inner.length >= outer.length) return false;
  for (let start = 0; start + inner.length <= outer.length; start += 1)
    if (inner.every((word, index) => outer[start + index]![part] === word[part])) return true;
  return false;
}

const similarity = (a: string, b: string) => {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 0 : 1 - distance(a, b) / longest;
};

/**
 * The words that can make the name someone's: without company forms, connectives and trade words, nor words that
 * only describe goods of `classes`. A name made only of those is compared whole.
 */
function distinctive(name: ComparedName, weak: (word: ComparedWord) => boolean) {
  const kept = name.words.filter((word, index) => !name.generic[index] && !weak(word));
  if (kept.length > 0) return { kept, setAside: name.words.filter((word, i) => !name.generic[i] && weak(word)) };
  const notGeneric = name.words.filter((_, index) => !name.generic[index]);
  return { kept: notGeneric.length > 0 ? notGeneric : name.words, setAside: [] };
}

const found = (kind: LikenessKind, strength: Likeness['strength'], shared: string[] = [], setAside: string[] = []) => ({
  kind,
  strength,
  shared,
  setAside,
});

/**
 * What a later name (a new filing, a name searched) has of an earlier mark, or null when a reviewer would not look
 * twice: the reading of a Brazilian examiner (Manual de Marcas 5.11; LPI art. 124 V and XIX), strongest first. The
 * one judgement of the public search, the watch and the staff's Busca draft.
 */
export function likeness(
  earlier: ComparedName,
  later: ComparedName,
  descriptive: DescriptiveWords,
  classes: readonly number[],
): Likeness | null {
  if (earlier.words.length === 0 || later.words.length === 0) return null;
  if (joined(earlier.words, 'spelling') === joined(later.words, 'spelling'))
    return found(earlier.words.length === later.words.length ? 'sameName' : 'joinedOrSplit', 'strong');
  const weak = (word: ComparedWord) => descriptive.has(word.spelling, classes);
  const mine = distinctive(earlier, weak);
  const theirs = distinctive(later, weak);
  const [e, l] = [mine.kept, theirs.kept];
  const setAside = [...new Set([...mine.setAside, ...theirs.setAside].map((word) => word.spelling))];
  if (joined(e, 'spelling') === joined(l, 'spelling'))
    return e.length === l.length
      ? found(
          'sameDistinctive',
          'strong',
          e.map((word) => word.spelling),
          setAside,
        )
      : found('joinedOrSplit', 'strong');
  if (joined(e, 'stem') === joined(l, 'stem')) return found('pluralOrGender', 'strong');
  // Read aloud whole, generic words included: CASA BELA and KASA BELA.
  if (joined(earlier.words, 'sound') === joined(later.words, 'sound')) return found('sameSound', 'strong');
  if (joined(e, 'sound') === joined(l, 'sound')) return found('sameSound', 'strong');
  const soundsOf = (words: ComparedWord[]) =>
    words
      .map((word) => word.sound)
      .sort()
      .join(' ');
  if (e.length > 1 && soundsOf(e) === soundsOf(l)) return found('wordOrder', 'strong');
  // LPI art. 124 XIX: the earlier mark reproduced "ainda que com acréscimo".
  const earlierSound = joined(e, 'sound');
  const laterSound = joined(l, 'sound');
  const sharedWords = e.filter((word) => l.some((other) => other.sound === word.sound)).map((word) => word.spelling);
  if (earlierSound.length >= 3 && containsRun(l, e, 'sound'))
    return found('containsEarlier', 'strong', sharedWords, setAside);
  // The later name is the core of the earlier: SERTÃO against DELÍCIAS DO SERTÃO (a short one, NOVA, is not).
  if (laterSound.length >= 5 && containsRun(e, l, 'sound'))
    return found('partOfEarlier', 'strong', sharedWords, setAside);
  // Spelled almost alike, whole: TECH4YOU and TEK4YOU.
  if (similarity(joined(e, 'spelling'), joined(l, 'spelling')) >= 0.85) return found('closeSpelling', 'strong');
  // Words both share say nothing by themselves: BELEZA PURA and BELEZA RARA differ in what is left.
  const left = e.filter((word) => !l.some((other) => other.sound === word.sound));
  const right = l.filter((word) => !e.some((other) => other.sound === word.sound));
  const [a, b] = left.length > 0 && right.length > 0 ? [left, right] : [e, l];
  const shortest = Math.min(joined(a, 'sound').length, joined(b, 'sound').length);
  if (shortest >= 4) {
    const best = Math.max(
      similarity(joined(a, 'spelling'), joined(b, 'spelling')),
      similarity(joined(a, 'sound'), joined(b, 'sound')),
    );
    if (best >= 0.85) return found('closeSpelling', 'strong');
    if (best >= 0.75 && shortest >= 6) return found('closeSpelling', 'weak');
  }
  return sharedWords.length > 0 ? found('sharedWord', 'none', sharedWords) : null;
}

/**
 * The risk an earlier mark poses: a dead one (arquivado, indeferido, extinto) never raises it; a strong likeness in
 * the same class is high and a weak one medium; in a related class a strong likeness is medium; else low.
 */
export function riskOf(alike: Likeness, place: ClassPlace, live: boolean): Risk {
  if (!live || alike.strength === 'none' || place === 'other') return 'baixo';
  if (place === 'same') return alike.strength === 'strong' ? 'alto' : 'medio';
  return alike.strength === 'strong' ? 'medio' : 'baixo';
}
