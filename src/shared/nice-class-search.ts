import { niceClassProducts } from './nice-class-products';
import { niceClasses, type NiceClass } from './nice-classes';
import { foldedWords } from './fold';

// The short label and the names people use weigh more than the legal heading; a whole word more than its start.
const WEIGHT = { numero: 100, titulo: 3, produto: 3, descricao: 1 } as const;
const WHOLE_WORD_BONUS = 1;

interface Indexed {
  entry: NiceClass;
  fields: { weight: number; words: string[] }[];
}

const index: Indexed[] = niceClasses.map((entry) => ({
  entry,
  fields: [
    { weight: WEIGHT.titulo, words: foldedWords(entry.titulo) },
    { weight: WEIGHT.produto, words: foldedWords((niceClassProducts[entry.numero] ?? []).join(' ')) },
    { weight: WEIGHT.descricao, words: foldedWords(entry.descricao) },
  ],
}));

/** "doces" also finds "doce", "bolos" also "bolo": Portuguese plurals, roughly. */
function stems(word: string): string[] {
  const found = [word];
  if (word.length > 3 && word.endsWith('es')) found.push(word.slice(0, -2));
  if (word.length > 2 && word.endsWith('s')) found.push(word.slice(0, -1));
  return found;
}

/** How well one typed word matches a class: the heaviest field with a word it starts or is; 0 when none. */
function wordScore(item: Indexed, typed: string): number {
  if (/^\d+$/.test(typed)) return String(item.entry.numero) === typed ? WEIGHT.numero : 0;
  let best = 0;
  let alsoIn = 0;
  for (const [position, stem] of stems(typed).entries()) {
    // A match only through a trimmed plural counts a little less than the word as typed.
    const penalty = position === 0 ? 0 : 0.5;
    for (const field of item.fields) {
      const points = field.words.includes(stem)
        ? field.weight + WHOLE_WORD_BONUS
        : field.words.some((word) => word.startsWith(stem))
          ? field.weight
          : 0;
      if (points > 0) best = Math.max(best, points - penalty);
    }
  }
  for (const field of item.fields)
    if (field.words.some((word) => stems(typed).some((stem) => word.startsWith(stem)))) alsoIn += field.weight;
  // Between equals, the class that names the word in more and weightier places (label and products, say) comes first.
  return best === 0 ? 0 : best + 0.1 * alsoIn;
}

/**
 * The classes matching what a customer typed, best first: every typed word must start a word of the class's
 * number, label, heading or common product names; accents and case are ignored. An empty query gives all 45.
 */
export function searchNiceClasses(query: string): NiceClass[] {
  const typed = foldedWords(query);
  if (typed.length === 0) return [...niceClasses];
  const scored: { entry: NiceClass; score: number }[] = [];
  for (const item of index) {
    let score = 0;
    for (const word of typed) {
      const points = wordScore(item, word);
      if (points === 0) {
        score = 0;
        break;
      }
      score += points;
    }
    if (score > 0) scored.push({ entry: item.entry, score });
  }
  return scored.sort((a, b) => b.score - a.score || a.entry.numero - b.entry.numero).map((item) => item.entry);
}
