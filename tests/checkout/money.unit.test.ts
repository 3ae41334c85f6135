import { describe, expect, it } from 'vitest';
import { formatCents, formatInstalments } from '../../src/shared/money';

// The browser's own currency formatting is the independent reference the written-out one must match.
const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const byIntl = (cents: number) => intl.format(cents / 100).replace(/\u00a0/g, ' ');

describe('formatCents', () => {
  it('writes reais as Intl does for pt-BR, with a plain space after "R$"', () => {
    expect(formatCents(99900)).toBe('R$ 999,00');
    expect(formatCents(172000)).toBe('R$ 1.720,00');
    expect(formatCents(5)).toBe('R$ 0,05');
    const samples = [
      0, 1, 9, 10, 99, 100, 101, 999, 1000, 17990, 99999, 100000, 123456, 1234567, 99999999, 100000000, 123456789012,
      -1, -17990, -123456,
    ];
    for (let cents = 0; cents < 3000; cents += 7) samples.push(cents * 1013);
    for (const cents of samples) expect(formatCents(cents), String(cents)).toBe(byIntl(cents));
  });

  it('splits a price in instalments to the rounded cent', () => {
    expect(formatInstalments(179900, 10)).toBe('10x de R$ 179,90');
    expect(formatInstalments(100000, 3)).toBe('3x de R$ 333,33');
  });
});
