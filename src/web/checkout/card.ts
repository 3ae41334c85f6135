import { onlyDigits } from '../../shared/documents';

export type CardBrand = 'visa' | 'master' | 'amex' | 'elo' | 'hipercard';

/** Luhn check digit: catches most typos in a card number. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const eloPrefixes = /^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/;

/** The card's brand by its first digits, as Mercado Pago names it (payment_method_id). */
export function cardBrand(number: string): CardBrand | null {
  const digits = onlyDigits(number);
  if (eloPrefixes.test(digits)) return 'elo';
  if (/^(606282|3841)/.test(digits)) return 'hipercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  // 50 (not Elo) is Maestro, Mastercard's: Mercado Pago's Mastercard test card starts 5031.
  if (/^(5[0-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'master';
  return null;
}

/** Mercado Pago's id of the debit version of a brand (debvisa, debmaster, debelo). */
export function debitMethodId(brand: CardBrand): string {
  return brand === 'visa' || brand === 'master' || brand === 'elo' ? `deb${brand}` : brand;
}

export function isValidCardNumber(number: string): boolean {
  const digits = onlyDigits(number);
  return digits.length >= 13 && digits.length <= 19 && passesLuhn(digits) && cardBrand(digits) !== null;
}

/** 0000 0000 0000 0000 as typed (amex: 0000 000000 00000). */
export function maskCardNumber(value: string): string {
  const digits = onlyDigits(value).slice(0, 19);
  if (/^3[47]/.test(digits))
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/AA as typed. */
export function maskExpiry(value: string): string {
  const digits = onlyDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A MM/AA date that has not passed (the card is valid through the end of its month). */
export function isValidExpiry(value: string, today = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const endOfMonth = new Date(year, month, 1);
  return endOfMonth > today && year <= today.getFullYear() + 20;
}
