import { generateBoleto, getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { barcodeOf, boletoBarcode, boletoLine, digitableLineOf, dueDateFactor } from '../../src/shared/payments/boleto';

const fields = { bankCode: '001', amountCents: 99_900, dueDate: '2026-11-24', freeField: '0000000000000000000000042' };

describe('boleto digitable line', () => {
  it('has 47 digits the library accepts, with the amount, bank and due date it was built with', () => {
    const line = boletoLine(fields);
    expect(line).toMatch(/^\d{47}$/);
    expect(isValidBoleto(line)).toBe(true);
    const info = getBoletoInfo(line, { referenceDate: new Date(2026, 10, 21) });
    expect(info).toMatchObject({ amount: 99_900, bankCode: '001' });
    expect(info!.expirationDate!.toISOString().slice(0, 10)).toBe('2026-11-24');
  });

  it.each([1, 11_880, 83_880, 179_900, 9_999_999_999])('carries %i cents', (amountCents) => {
    const line = boletoLine({ ...fields, amountCents });
    expect(isValidBoleto(line)).toBe(true);
    expect(getBoletoInfo(line)!.amount).toBe(amountCents);
  });

  it('is valid on every day of a year (every general check digit case)', () => {
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      const line = boletoLine({ ...fields, dueDate: date, freeField: String(day).padStart(25, '7') });
      expect(isValidBoleto(line), date).toBe(true);
    }
  });

  it('uses the due date factor restarted at 1000 on 22/02/2025', () => {
    expect(dueDateFactor('2025-02-21')).toBe('9999');
    expect(dueDateFactor('2025-02-22')).toBe('1000');
    expect(dueDateFactor('2000-07-03')).toBe('1000');
    expect(() => dueDateFactor('1997-10-07')).toThrow(RangeError);
  });

  it('converts between barcode and line both ways, also for slips the library generates', () => {
    const barcode = boletoBarcode(fields);
    expect(barcode).toHaveLength(44);
    expect(barcodeOf(digitableLineOf(barcode))).toBe(barcode);
    const random = generateBoleto();
    expect(digitableLineOf(barcodeOf(random))).toBe(random);
  });

  it('refuses impossible input', () => {
    expect(() => boletoLine({ ...fields, bankCode: '1' })).toThrow();
    expect(() => boletoLine({ ...fields, freeField: '123' })).toThrow();
    expect(() => boletoLine({ ...fields, amountCents: -1 })).toThrow();
    expect(() => boletoLine({ ...fields, amountCents: 1.5 })).toThrow();
  });
});
