import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { searchNiceClasses } from '../../shared/nice-class-search';

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

/** Mantine's `filter` for a select of Nice classes (values are the class numbers): the shared search, best first. */
export const niceClassFilter: OptionsFilter = ({ options, search }) => {
  const byValue = new Map(options.filter(isItem).map((option) => [option.value, option]));
  return searchNiceClasses(search).flatMap((entry) => byValue.get(String(entry.numero)) ?? []);
};
