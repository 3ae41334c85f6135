import { compared, type ComparedName } from '../marks/compared-name';
import type { DescriptiveWords } from '../marks/descriptive-words';
import { likeness, riskOf, type LikenessKind } from '../marks/likeness';
import { classPlace, type ClassPlace } from '../marks/related-classes';

export type RiskBand = 'alto' | 'medio';

/** Why a filing was flagged, in the words staff and the customer read ("sua marca" is the customer's). */
export const watchReasons: Record<Exclude<LikenessKind, 'sharedWord'>, string> = {
  sameName: 'mesmo nome',
  sameDistinctive: 'mesmo elemento distintivo',
  joinedOrSplit: 'mesmo nome, junto ou separado',
  pluralOrGender: 'mesmo nome no plural ou no outro gênero',
  sameSound: 'soa igual',
  wordOrder: 'mesmas palavras em outra ordem',
  containsEarlier: 'contém sua marca',
  partOfEarlier: 'reproduz parte da sua marca',
  closeSpelling: 'grafia parecida',
};
export type WatchReason = (typeof watchReasons)[keyof typeof watchReasons];

/** Precomputed once per customer brand, compared with every filing of an issue. */
export interface WatchedBrand extends ComparedName {
  marcaId: number;
  /** Every class the customer's brand is filed in. */
  classes: readonly number[];
}

export const watched = (marcaId: number, nome: string, classes: readonly number[]): WatchedBrand => ({
  marcaId,
  classes,
  ...compared(nome),
});

const nearness: Record<ClassPlace, number> = { same: 0, related: 1, other: 2 };

/** Where the filing stands against the brand's nearest class: a filing in any of its classes is in the same class. */
const nearestPlace = (brand: WatchedBrand, filing: Filing): ClassPlace =>
  brand.classes
    .map((classe) => classPlace(classe, filing.classes))
    .reduce<ClassPlace>((best, place) => (nearness[place] < nearness[best] ? place : best), 'other');

export interface Filing extends ComparedName {
  classes: number[];
}

export const filingOf = (nome: string, classes: number[]): Filing => ({ ...compared(nome), classes });

export interface WatchConflict {
  risco: RiskBand;
  motivo: WatchReason;
}

/**
 * The risk a new filing poses to a customer's brand, and why, or null: the judgement the public search makes
 * (marks/likeness.ts), the customer's brand as the earlier mark; a low risk is no hit.
 */
export function conflictRisk(brand: WatchedBrand, filing: Filing, descriptive: DescriptiveWords): WatchConflict | null {
  const alike = likeness(brand, filing, descriptive, [...brand.classes]);
  if (!alike || alike.kind === 'sharedWord') return null;
  const risco = riskOf(alike, nearestPlace(brand, filing), true);
  return risco === 'baixo' ? null : { risco, motivo: watchReasons[alike.kind] };
}
