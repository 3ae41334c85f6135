import { describe, expect, it } from 'vitest';
import { findInpiFee, inpiFeeTable, inpiFilingCents, REGISTRATION_VALIDITY_YEARS } from '../../src/shared/inpi-fees';
import { formatCents } from '../../src/shared/money';

describe('INPI fee table', () => {
  it('is dated, sourced and verified', () => {
    expect(inpiFeeTable.effectiveFrom).toBe('2025-09-20');
    expect(inpiFeeTable.source).toMatch(/INPI/);
    expect(inpiFeeTable.sourceUrl).toBe('https://www.gov.br/inpi/pt-br/servicos/marcas');
    expect(inpiFeeTable.verifiedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(inpiFeeTable.verifiedAt >= inpiFeeTable.effectiveFrom).toBe(true);
  });

  it('holds the 2025 filing fees per class, full and with the 50% discount', () => {
    expect(formatCents(findInpiFee('deposito-pre-aprovada').fullCents)).toBe('R$ 880,00');
    expect(formatCents(findInpiFee('deposito-pre-aprovada').discountedCents)).toBe('R$ 440,00');
    expect(formatCents(findInpiFee('deposito-livre').fullCents)).toBe('R$ 1.720,00');
    expect(formatCents(findInpiFee('deposito-livre').discountedCents)).toBe('R$ 860,00');
    for (const fee of inpiFeeTable.fees) {
      expect(fee.discountedCents).toBe(fee.fullCents * (1 - inpiFeeTable.discountPercent / 100));
    }
  });

  it('never carries the stale 2012 amounts', () => {
    const amounts = inpiFeeTable.fees.flatMap((fee) => [fee.fullCents, fee.discountedCents]);
    for (const stale of [14_200, 35_500, 29_800, 75_500, 74_500]) expect(amounts).not.toContain(stale);
  });

  it('multiplies by the number of classes', () => {
    expect(inpiFilingCents('deposito-pre-aprovada', 3, false)).toBe(264_000);
    expect(inpiFilingCents('deposito-livre', 2, true)).toBe(172_000);
    expect(() => inpiFilingCents('deposito-livre', 0, true)).toThrow();
    expect(() => inpiFilingCents('deposito-livre', 1.5, true)).toThrow();
  });

  it('names every discount holder with its condition, and the full exemption', () => {
    const holders = inpiFeeTable.discountHolders.join('; ');
    for (const holder of [
      'pessoas naturais',
      'MEI',
      'microempresas',
      'empresas de pequeno porte',
      'cooperativas',
      'Inova Simples',
      'instituições de ensino e pesquisa',
      'ICTs',
      'órgãos públicos',
    ])
      expect(holders).toContain(holder);
    expect(holders).toContain('entidades sem fins lucrativos');
    expect(holders).toContain('Lei Complementar nº 123/2006');
    expect(inpiFeeTable.exemption).toMatch(/CadÚnico.*pessoas com deficiência.*100%/);
  });

  it('states a 10-year validity', () => {
    expect(REGISTRATION_VALIDITY_YEARS).toBe(10);
  });
});
