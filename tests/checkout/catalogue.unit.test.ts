import { describe, expect, it } from 'vitest';
import {
  catalogue,
  findEntry,
  instalmentCents,
  isBrandPlan,
  isServicePlan,
  matchesEntryName,
} from '../../src/shared/catalogue';
import { formatCents, formatInstalments } from '../../src/shared/money';

describe('catalogue', () => {
  it.each([
    [1, 'Essencial', 10, 'R$ 99,90', 'R$ 999,00'],
    [2, 'Premium', 10, 'R$ 179,90', 'R$ 1.799,00'],
    [4, 'Busca', 12, 'R$ 9,90', 'R$ 118,80'],
    [5, 'Oposição', 12, 'R$ 69,90', 'R$ 838,80'],
    [6, 'Recurso', 12, 'R$ 69,90', 'R$ 838,80'],
    [7, 'Prorrogação', 12, 'R$ 39,90', 'R$ 478,80'],
  ])('plan %i is %s in %ix of %s, %s in all', (planId, title, instalments, instalment, total) => {
    const entry = findEntry(planId)!;
    expect(entry.title).toBe(title);
    expect(entry.instalments).toBe(instalments);
    expect(formatCents(instalmentCents(entry)!)).toBe(instalment);
    expect(formatCents(entry.priceCents!)).toBe(total);
    expect(formatInstalments(entry.priceCents!, entry.instalments)).toBe(`${instalments}x de ${instalment}`);
  });

  it('quotes the Corporativo plan by chat: no price', () => {
    expect(findEntry(3)).toMatchObject({ title: 'Corporativo', priceCents: null });
    expect(instalmentCents(findEntry(3)!)).toBeNull();
  });

  it('tells brand plans from services', () => {
    expect(catalogue.filter((entry) => isBrandPlan(entry.planId)).map((entry) => entry.planId)).toEqual([1, 2]);
    expect(catalogue.filter((entry) => isServicePlan(entry.planId)).map((entry) => entry.planId)).toEqual([4, 5, 6, 7]);
    expect(findEntry(8)).toBeUndefined();
  });

  it('finds a plan by its alias, ignoring accents and case', () => {
    expect(matchesEntryName(findEntry(1)!, 'basico')).toBe(true);
    expect(matchesEntryName(findEntry(2)!, 'COMPLETO')).toBe(true);
    expect(matchesEntryName(findEntry(5)!, 'oposicao')).toBe(true);
    expect(matchesEntryName(findEntry(1)!, 'premium')).toBe(false);
  });
});
