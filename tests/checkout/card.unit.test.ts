import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  debitMethodId,
  isValidCardNumber,
  isValidExpiry,
  maskCardNumber,
  maskExpiry,
  passesLuhn,
} from '../../src/web/checkout/card';

describe('sandbox card helpers', () => {
  it("accepts Mercado Pago's test cards and names their brands", () => {
    expect(isValidCardNumber('5031 4332 1540 6351')).toBe(true);
    expect(cardBrand('5031433215406351')).toBe('master');
    expect(isValidCardNumber('4235 6477 2802 5682')).toBe(true);
    expect(cardBrand('4235647728025682')).toBe('visa');
    expect(isValidCardNumber('3753 651535 56885')).toBe(true);
    expect(cardBrand('375365153556885')).toBe('amex');
    expect(cardBrand('5067 2686 5051 7446')).toBe('elo');
  });

  it('refuses a mistyped number (Luhn), a short one and an unknown brand', () => {
    expect(passesLuhn('4235647728025683')).toBe(false);
    expect(isValidCardNumber('4235 6477 2802 5683')).toBe(false);
    expect(isValidCardNumber('4235 6477')).toBe(false);
    expect(isValidCardNumber('9999 9999 9999 9995')).toBe(false);
  });

  it('names the debit version of a brand as Mercado Pago does', () => {
    expect(debitMethodId('visa')).toBe('debvisa');
    expect(debitMethodId('master')).toBe('debmaster');
    expect(debitMethodId('elo')).toBe('debelo');
  });

  it('masks the number in groups of four (amex 4-6-5) and the expiry as MM/AA', () => {
    expect(maskCardNumber('5031433215406351')).toBe('5031 4332 1540 6351');
    expect(maskCardNumber('50314')).toBe('5031 4');
    expect(maskCardNumber('375365153556885')).toBe('3753 651535 56885');
    expect(maskExpiry('1130')).toBe('11/30');
    expect(maskExpiry('1')).toBe('1');
    expect(maskExpiry('11/3')).toBe('11/3');
  });

  it('accepts an expiry until the end of its month', () => {
    const today = new Date(2026, 10, 21);
    expect(isValidExpiry('11/26', today)).toBe(true);
    expect(isValidExpiry('10/26', today)).toBe(false);
    expect(isValidExpiry('13/30', today)).toBe(false);
    expect(isValidExpiry('1130', today)).toBe(false);
  });
});
