import { instalmentCents, type CatalogueEntry } from '../../shared/catalogue';
import { formatCents, formatInstalments } from '../../shared/money';

export interface PriceLabels {
  /** "10x de R$ 99,90" */
  instalment: string;
  /** "R$ 999,00" */
  total: string;
}

/** The price lines of a catalogue entry, or null when it is quoted by chat. */
export function priceLabels(entry: CatalogueEntry): PriceLabels | null {
  if (entry.priceCents === null) return null;
  return { instalment: formatInstalments(entry.priceCents, entry.instalments), total: formatCents(entry.priceCents) };
}

/** The smallest instalment among the given entries, for "a partir de" lines. */
export function lowestInstalment(entries: readonly CatalogueEntry[]): PriceLabels | null {
  const priced = entries
    .map((entry) => ({ entry, cents: instalmentCents(entry) }))
    .filter((item): item is { entry: CatalogueEntry; cents: number } => item.cents !== null)
    .sort((a, b) => a.cents - b.cents);
  return priced.length ? priceLabels(priced[0].entry) : null;
}

/** The largest number of instalments among the given entries. */
export function maxInstalments(entries: readonly CatalogueEntry[]): number {
  return Math.max(...entries.filter((entry) => entry.priceCents !== null).map((entry) => entry.instalments));
}
