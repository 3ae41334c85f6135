/**
 * Nice classes whose goods and services customers connect (afinidade mercadológica, Manual de Marcas
 * 5.11): a filing in a related class can still confuse. Our grouping, for staff to review, not the INPI's.
 */
const relatedGroups: number[][] = [
  [29, 30, 31, 32, 33, 43], // food, drink, restaurants
  [3, 5, 10, 44], // cosmetics, pharmacy, health
  [9, 38, 42], // electronics, software, telecom, IT services
  [14, 18, 25, 26, 35], // jewellery, leather, clothing, their shops
  [16, 41], // printed matter, education and entertainment
  [36, 45], // finance, legal
  [7, 8, 11, 12, 37], // machines, tools, appliances, vehicles, repair
  [19, 6, 37], // building materials, construction
];

export function relatedClasses(a: number, b: number): boolean {
  return a === b || relatedGroups.some((group) => group.includes(a) && group.includes(b));
}

/** Where a mark's classes stand against the class asked about: the same, related, or neither. */
export type ClassPlace = 'same' | 'related' | 'other';

export function classPlace(asked: number | undefined, classes: number[]): ClassPlace {
  if (asked === undefined || classes.includes(asked)) return 'same';
  return classes.some((classe) => relatedClasses(classe, asked)) ? 'related' : 'other';
}
