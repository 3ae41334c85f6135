import { parseBoleto } from '@brazilian-utils/brazilian-utils/parse-boleto';

/**
 * Builds the 47-digit digitable line ("linha digitável") of a bank slip, as Carta-Circular BCB 2.926/2000
 * lays it out. The library validates and reads slips but only generates random ones, so the check
 * digits are computed here; tests hold the result against its isValidBoleto and getBoletoInfo.
 */

const FACTOR_BASE_UTC = Date.UTC(1997, 9, 7);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 07/10/1997; after 9999 (21/02/2025) FEBRABAN restarts the count at 1000. */
export function dueDateFactor(dueDate: string): string {
  const [year, month, day] = dueDate.split('-').map(Number);
  const days = Math.round((Date.UTC(year, month - 1, day) - FACTOR_BASE_UTC) / DAY_MS);
  if (days < 1000) throw new RangeError(`Vencimento fora do intervalo do fator: ${dueDate}`);
  return String(((days - 1000) % 9000) + 1000);
}

/** Módulo 10 of the line's three first fields: weights 2,1 from the right, products' digits summed. */
export function mod10(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    const product = Number(char) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  });
  return (10 - (sum % 10)) % 10;
}

/** Módulo 11 of the barcode: weights 2..9 from the right; 0, 10 and 11 become 1. */
export function mod11(digits: string): number {
  const sum = [...digits].reverse().reduce((total, char, index) => total + Number(char) * ((index % 8) + 2), 0);
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

export interface BoletoFields {
  /** Three-digit COMPE bank code. */
  bankCode: string;
  amountCents: number;
  /** YYYY-MM-DD */
  dueDate: string;
  /** The bank's own 25 digits (agreement, "nosso número"...). */
  freeField: string;
}

/** The 44-digit barcode. */
export function boletoBarcode({ bankCode, amountCents, dueDate, freeField }: BoletoFields): string {
  if (!/^\d{3}$/.test(bankCode) || !/^\d{25}$/.test(freeField)) throw new RangeError('Banco ou campo livre inválido.');
  if (!Number.isInteger(amountCents) || amountCents < 0 || amountCents > 99_999_999_99)
    throw new RangeError('Valor inválido.');
  const withoutDigit = `${bankCode}9${dueDateFactor(dueDate)}${String(amountCents).padStart(10, '0')}${freeField}`;
  return `${withoutDigit.slice(0, 4)}${mod11(withoutDigit)}${withoutDigit.slice(4)}`;
}

/** The 47-digit digitable line of a 44-digit barcode. */
export function digitableLineOf(barcode: string): string {
  const digits = parseBoleto(barcode);
  if (!/^\d{44}$/.test(digits)) throw new RangeError('Código de barras inválido.');
  const field1 = `${digits.slice(0, 4)}${digits.slice(19, 24)}`;
  const field2 = digits.slice(24, 34);
  const field3 = digits.slice(34, 44);
  return `${field1}${mod10(field1)}${field2}${mod10(field2)}${field3}${mod10(field3)}${digits[4]}${digits.slice(5, 19)}`;
}

/** The 44-digit barcode behind a 47-digit digitable line. */
export function barcodeOf(line: string): string {
  const digits = parseBoleto(line);
  if (!/^\d{47}$/.test(digits)) throw new RangeError('Linha digitável inválida.');
  return `${digits.slice(0, 4)}${digits[32]}${digits.slice(33, 47)}${digits.slice(4, 9)}${digits.slice(10, 20)}${digits.slice(21, 31)}`;
}

export function boletoLine(fields: BoletoFields): string {
  return digitableLineOf(boletoBarcode(fields));
}
