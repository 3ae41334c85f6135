import { findInpiFee, type InpiFee } from './inpi-fees';
import { classSpecificationKind, isPreApprovedItem } from './inpi-preapproved-specs';
import { formatCents } from './money';
import { niceClassLabel } from './nice-classes';

/**
 * One Nice class of a brand request, as e-Marcas files it: the items picked from the class's pre-approved list and,
 * when the customer needs more, free text. A request files one or more classes; the first is its main class.
 */
export interface BrandClass {
  classeNice: number;
  itens: string[];
  livre: string | null;
}

export const MAX_ITEMS_PER_CLASS = 60;
export const MAX_FREE_TEXT = 2000;

/**
 * A request saved before classes had items (one `classeNice` and a `descricao`) read as one class: the items of the
 * description that are on the class's list, the rest as free text. The API's single-class shape is read the same way.
 */
export function legacyClasses(classeNice: number | null, descricao: string | null): BrandClass[] {
  if (classeNice === null) return [];
  const parts = (descricao ?? '')
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const itens: string[] = [];
  const free: string[] = [];
  for (const part of parts) {
    const item = isPreApprovedItem(classeNice, part);
    if (item) itens.push(item.termo);
    else free.push(part);
  }
  return [{ classeNice, itens, livre: free.length > 0 ? free.join('; ') : null }];
}

/** The classes a request files: as saved, or read from the single class of a request saved before classes. */
export const brandClassesOf = (row: {
  classes: BrandClass[] | null;
  classeNice: number | null;
  descricao: string | null;
}): BrandClass[] => row.classes ?? legacyClasses(row.classeNice, row.descricao);

/** Whether a class says what it protects: at least one item or some free text. */
const classHasItems = (entry: BrandClass) => entry.itens.length > 0 || Boolean(entry.livre?.trim());

/** What the filing needs of the classes: at least one, and each saying what it protects. */
export const classesComplete = (classes: readonly BrandClass[]) => classes.length > 0 && classes.every(classHasItems);

/** The INPI's filing fee for one class (pre-approved or free text), from the fee table. */
export const classInpiFee = (entry: BrandClass): InpiFee => findInpiFee(classSpecificationKind(entry).taxa);

/** What the INPI charges to file all of `classes`: the fee of each class, summed (the GRU's amount). */
export function classesInpiCents(classes: readonly BrandClass[], discounted: boolean): number {
  return classes.reduce((sum, entry) => {
    const fee = classInpiFee(entry);
    return sum + (discounted ? fee.discountedCents : fee.fullCents);
  }, 0);
}

/** "30, 35 e 43": the classes in the order the customer chose them, as a sentence reads them. */
export function classNumbersText(classes: readonly BrandClass[]): string {
  const numbers = classes.map((entry) => String(entry.classeNice));
  return numbers.length <= 1 ? (numbers[0] ?? '') : `${numbers.slice(0, -1).join(', ')} e ${numbers.at(-1)}`;
}

/** Everything a class protects, as one line: its items, then the free text. */
export const classSpecificationText = (entry: BrandClass) =>
  [...entry.itens, ...(entry.livre?.trim() ? [entry.livre.trim()] : [])].join('; ');

/** "R$ 880,00 (R$ 440,00 com desconto)": a fee in full and with the discount. */
export const withDiscountText = (fullCents: number, discountedCents: number) =>
  `${formatCents(fullCents)} (${formatCents(discountedCents)} com desconto)`;

/** What the INPI charges for all of `classes`, in full and with the discount. */
export const classesFeeAmounts = (classes: readonly BrandClass[]) =>
  withDiscountText(classesInpiCents(classes, false), classesInpiCents(classes, true));

/** The INPI's fees for all the classes, as the wizard and its review say it before the customer sends the request. */
export function classesFeeText(classes: readonly BrandClass[]): string {
  const count = classes.length === 1 ? '1 classe' : `${classes.length} classes`;
  return `Taxas do INPI (GRU, pagas à parte) para ${count}: ${classesFeeAmounts(classes)}.`;
}

/** "Classe 30: Café, cereais, doces e temperos: Café; Bolos", a line of the confirmation mail. */
export const classLine = (entry: BrandClass) =>
  [niceClassLabel(entry.classeNice), classSpecificationText(entry)].filter(Boolean).join(': ');
