import type { BrandClass } from './brand-classes';
import { foldAccents, foldedWords } from './fold';
import type { InpiFee } from './inpi-fees';
import { PRE_APPROVED_CHECKED_AT, preApprovedItemsByClass, type PreApprovedItem } from './nice/preapproved-items-data';

/**
 * The items of the INPI's pre-approved specification list (e-Marcas' "especificação pré-aprovada": the items of
 * the Nice Classification's alphabetical list the INPI accepts as they are), and the one rule that says whether a
 * customer's specification is pre-approved or free text. The list itself lives in its own large module, which
 * comes with this one: the wizard's and the staff desk's code carry it, the public pages do not.
 * The INPI's own Portuguese list could not be opened here: staff confirm each item in e-Marcas, and a wording not
 * listed here counts as free text. Source and limits: docs/decisions/031-lista-pre-aprovada-por-classe.md.
 */
export type { PreApprovedItem };
export { PRE_APPROVED_CHECKED_AT };

export const preApprovedItems: Readonly<Record<number, readonly PreApprovedItem[]>> = preApprovedItemsByClass;

/** How two wordings compare: no accents or case, one space, no final period. */
const comparable = (text: string) => foldAccents(text).replace(/\s+/g, ' ').trim().replace(/\.$/, '');

export type SpecificationKind =
  { tipo: 'pre-aprovada'; itens: string[]; taxa: InpiFee['id'] } | { tipo: 'livre'; taxa: InpiFee['id'] };

const FREE: SpecificationKind = { tipo: 'livre', taxa: 'deposito-livre' };

/** The class's pre-approved item written as `text` is (accents, case, spaces and a final period aside). */
export function isPreApprovedItem(classe: number | null, text: string): PreApprovedItem | undefined {
  const wanted = comparable(text);
  if (classe === null || !wanted) return undefined;
  return (preApprovedItems[classe] ?? []).find((entry) => comparable(entry.termo) === wanted);
}

/**
 * The one rule: pre-approved when there is at least one item, every item is on the class's list and nothing is
 * written as free text besides; otherwise free text. A single free item makes the whole filing free text at the
 * INPI, with its higher fee.
 */
function kindOf(classe: number | null, items: readonly string[], hasFreeText: boolean): SpecificationKind {
  const written = items.filter((item) => comparable(item));
  if (hasFreeText || written.length === 0) return { ...FREE };
  const itens: string[] = [];
  for (const item of written) {
    const listed = isPreApprovedItem(classe, item);
    if (!listed) return { ...FREE };
    itens.push(listed.termo);
  }
  return { tipo: 'pre-aprovada', itens, taxa: 'deposito-pre-aprovada' };
}

/**
 * A single-class wording (the items separated by ";" or a line), written as the list writes them: pre-approved or
 * free text.
 */
export function specificationKind(classe: number | null, wording: string | null): SpecificationKind {
  return kindOf(classe, (wording ?? '').split(/[;\n]/), false);
}

/** Pre-approved only when every picked item is on the class's list and no free text is written beside them. */
export function classSpecificationKind(entry: BrandClass): SpecificationKind {
  return kindOf(entry.classeNice, entry.itens, (entry.livre ?? '').trim() !== '');
}

/**
 * Rough Portuguese singular of a folded word, so that "bolos" finds "bolo", "paes" finds "pao" and "papeis"
 * finds "papel". Both sides of a comparison go through it, so its mistakes ("lapis" → "lapi") cancel out.
 */
function singular(word: string): string {
  if (word.length <= 3) return word;
  if (/(oes|aes|aos)$/.test(word)) return `${word.slice(0, -3)}ao`;
  if (word.endsWith('ais')) return `${word.slice(0, -3)}al`;
  if (word.endsWith('eis')) return `${word.slice(0, -3)}el`;
  if (word.endsWith('ois')) return `${word.slice(0, -3)}ol`;
  if (word.endsWith('ns')) return `${word.slice(0, -2)}m`;
  if (/[rz]es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

interface IndexedItem {
  item: PreApprovedItem;
  position: number;
  words: { raw: string; stem: string }[];
}

const indexes = new Map<number, IndexedItem[]>();

function indexOf(classe: number): IndexedItem[] {
  let index = indexes.get(classe);
  if (!index) {
    index = (preApprovedItems[classe] ?? []).map((item, position) => ({
      item,
      position,
      words: foldedWords(item.termo).map((raw) => ({ raw, stem: singular(raw) })),
    }));
    indexes.set(classe, index);
  }
  return index;
}

/**
 * The class's items that hold every typed word at the start of one of their words (accents and case aside, plurals
 * roughly folded), best first: more typed words matching a whole word, then shorter items, then list order. An empty
 * query gives the class's first items in list order.
 */
export function searchPreApprovedItems(classe: number, query: string, limit = 30): PreApprovedItem[] {
  const index = indexOf(classe);
  const typed = foldedWords(query).map((raw) => ({ raw, stem: singular(raw) }));
  if (typed.length === 0) return index.slice(0, limit).map((entry) => entry.item);
  const found: { entry: IndexedItem; whole: number }[] = [];
  for (const entry of index) {
    const everyWord = typed.every((word) =>
      entry.words.some((own) => own.raw.startsWith(word.raw) || own.stem.startsWith(word.stem)),
    );
    if (!everyWord) continue;
    const whole = typed.filter((word) =>
      entry.words.some((own) => own.raw === word.raw || own.stem === word.stem),
    ).length;
    found.push({ entry, whole });
  }
  found.sort(
    (a, b) =>
      b.whole - a.whole || a.entry.item.termo.length - b.entry.item.termo.length || a.entry.position - b.entry.position,
  );
  return found.slice(0, limit).map(({ entry }) => entry.item);
}
