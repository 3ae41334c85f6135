// One file per function: the package's index loads all its tables (banks, cities, holidays), about 40 ms of every
// server start. The same holds wherever it is imported.
import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { isValidPhone } from '@brazilian-utils/brazilian-utils/is-valid-phone';

export type DocumentType = 'cpf' | 'cnpj';

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** A CPF is kept as digits; a CNPJ as its 14 characters, uppercase (the 2026 CNPJ has letters). */
export function normalizeDocument(value: string): string {
  return value.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

export function documentTypeOf(value: string): DocumentType | null {
  const normalized = normalizeDocument(value);
  if (normalized.length === 11 && isValidCpf(normalized)) return 'cpf';
  if (normalized.length === 14 && isValidCnpj(normalized, { version: 2 })) return 'cnpj';
  return null;
}

export function isValidDocument(value: string, type?: DocumentType): boolean {
  const found = documentTypeOf(value);
  return found !== null && (type === undefined || found === type);
}

/** Formats as typed: 000.000.000-00 for a CPF, 00.000.000/0000-00 (letters allowed) for a CNPJ. */
export function maskDocument(value: string, type: DocumentType): string {
  if (type === 'cpf') {
    const digits = onlyDigits(value).slice(0, 11);
    return digits ? formatCpf(digits) : '';
  }
  const chars = normalizeDocument(value).slice(0, 14);
  return chars ? formatCnpj(chars, { version: 2 }) : '';
}

/** Guesses the mask while the visitor types into a single "CPF ou CNPJ" field. */
export function maskCpfOrCnpj(value: string): string {
  const chars = normalizeDocument(value);
  return chars.length <= 11 && /^\d*$/.test(chars) ? maskDocument(chars, 'cpf') : maskDocument(chars, 'cnpj');
}

export function formatDocument(value: string): string {
  const type = documentTypeOf(value);
  return type ? maskDocument(value, type) : value;
}

/** (00) 00000-0000, at most 15 characters. */
export function maskPhone(value: string): string {
  const digits = onlyDigits(value).slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const rest = digits.slice(2);
  const split = digits.length === 11 ? 5 : 4;
  return rest.length <= split
    ? `(${digits.slice(0, 2)}) ${rest}`
    : `(${digits.slice(0, 2)}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

export function isValidBrazilianPhone(value: string): boolean {
  const digits = onlyDigits(value);
  return (digits.length === 10 || digits.length === 11) && isValidPhone(digits);
}

/**
 * A Brazilian phone in E.164 (+55 and the digits), as WhatsApp and other carriers address it: "(82) 99999-8888"
 * and "+55 82 99999-8888" both give "+5582999998888"; undefined when it is no Brazilian phone.
 */
export function toE164Phone(value: string): string | undefined {
  const digits = onlyDigits(value);
  const national = (digits.length === 12 || digits.length === 13) && digits.startsWith('55') ? digits.slice(2) : digits;
  return isValidBrazilianPhone(national) ? `+55${national}` : undefined;
}

/** 00000-000 */
export function maskCep(value: string): string {
  const digits = onlyDigits(value).slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
