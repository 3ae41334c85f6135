import { describe, expect, it } from 'vitest';
import { findInpiFee } from '../../src/shared/inpi-fees';
import { preApprovedItems, specificationKind } from '../../src/shared/inpi-preapproved-specs';
import { NICE_CLASS_MAX, NICE_CLASS_MIN } from '../../src/shared/nice-classes';
import { normalizeViennaCode } from '../../src/shared/vienna';

describe('the specification staff file in e-Marcas', () => {
  it('is pre-approved, at the pre-approved fee, when every item is on the class list (accents, case and a final period aside)', () => {
    expect(specificationKind(43, 'serviços de restaurante; SERVICOS DE BAR.')).toEqual({
      tipo: 'pre-aprovada',
      itens: ['Serviços de restaurante', 'Serviços de bar'],
      taxa: 'deposito-pre-aprovada',
    });
    expect(specificationKind(25, 'Camisetas\nCalçados').tipo).toBe('pre-aprovada');
  });

  it('is free text, at the free-filling fee, when any item is not on the list, the class differs or nothing is written', () => {
    const free = { tipo: 'livre', taxa: 'deposito-livre' };
    expect(specificationKind(43, 'Serviços de restaurante; delivery de marmitas')).toEqual(free);
    expect(specificationKind(25, 'Serviços de restaurante')).toEqual(free);
    expect(specificationKind(43, 'Restaurante')).toEqual(free);
    expect(specificationKind(null, 'Serviços de restaurante')).toEqual(free);
    expect(specificationKind(43, null)).toEqual(free);
    expect(specificationKind(43, ' ; ')).toEqual(free);
  });

  it('costs more as free text, both fees read from the one dated fee table', () => {
    const pre = findInpiFee(specificationKind(43, 'Serviços de bar').taxa);
    const free = findInpiFee(specificationKind(43, 'Bar temático').taxa);
    expect(free.fullCents).toBeGreaterThan(pre.fullCents);
    expect(free.discountedCents).toBeGreaterThan(pre.discountedCents);
  });

  it('lists items only under real Nice classes, each beside the NCL item it translates', () => {
    for (const [classe, items] of Object.entries(preApprovedItems)) {
      expect(Number(classe)).toBeGreaterThanOrEqual(NICE_CLASS_MIN);
      expect(Number(classe)).toBeLessThanOrEqual(NICE_CLASS_MAX);
      for (const item of items) expect(item.ncl.length).toBeGreaterThan(0);
    }
  });
});

describe('a Vienna code', () => {
  it.each([
    ['26.1.1', '26.1.1'],
    ['26.01.01', '26.1.1'],
    [' 1.1.1 ', '1.1.1'],
    ['29.1.12', '29.1.12'],
  ])('%s is written %s', (typed, code) => expect(normalizeViennaCode(typed)).toBe(code));

  it.each(['26.1', '26-1-1', '30.1.1', '0.1.1', '26.0.1', '26.1.0', '126.1.1', 'a.b.c', ''])('%s is refused', (typed) =>
    expect(normalizeViennaCode(typed)).toBeNull(),
  );
});
