import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import {
  documentTypeOf,
  isValidBrazilianPhone,
  isValidDocument,
  maskCep,
  maskCpfOrCnpj,
  maskDocument,
  maskPhone,
  normalizeDocument,
} from '../../src/shared/documents';

// An alphanumeric CNPJ (valid from July 2026) with correct check digits, from the Receita Federal's example.
const ALPHANUMERIC_CNPJ = '12ABC34501DE35';

describe('CPF and CNPJ', () => {
  it('accepts real check digits and refuses wrong ones', () => {
    const cpf = generateCpf();
    expect(documentTypeOf(cpf)).toBe('cpf');
    const wrong = cpf.slice(0, 10) + String((Number(cpf[10]) + 1) % 10);
    expect(isValidDocument(wrong)).toBe(false);
    expect(documentTypeOf(generateCnpj())).toBe('cnpj');
    expect(isValidDocument('11111111111')).toBe(false);
  });

  it('accepts the alphanumeric CNPJ, typed in any case and with its mask', () => {
    expect(documentTypeOf(ALPHANUMERIC_CNPJ)).toBe('cnpj');
    expect(documentTypeOf('12.abc.345/01de-35')).toBe('cnpj');
    expect(normalizeDocument('12.abc.345/01de-35')).toBe(ALPHANUMERIC_CNPJ);
  });

  it('masks as the customer types', () => {
    expect(maskDocument('1234567890', 'cpf')).toBe('123.456.789-0');
    expect(maskDocument('12345678909', 'cpf')).toBe('123.456.789-09');
    expect(maskDocument('11222333000181', 'cnpj')).toBe('11.222.333/0001-81');
    expect(maskCpfOrCnpj('12345678909')).toBe('123.456.789-09');
    expect(maskCpfOrCnpj('112223330001')).toBe('11.222.333/0001');
    expect(maskCpfOrCnpj('12abc')).toBe('12.ABC');
    expect(maskCpfOrCnpj('123.456.789-09').length).toBeLessThanOrEqual(14);
    expect(maskDocument('11222333000181999', 'cnpj').length).toBe(18);
  });
});

describe('phone and CEP', () => {
  it('masks a mobile as (00) 00000-0000 and a landline as (00) 0000-0000', () => {
    expect(maskPhone('82998765432')).toBe('(82) 99876-5432');
    expect(maskPhone('8232345678')).toBe('(82) 3234-5678');
    expect(maskPhone('829')).toBe('(82) 9');
    expect(maskPhone('8299876543299')).toHaveLength(15);
  });

  it('validates Brazilian numbers with area code', () => {
    expect(isValidBrazilianPhone('(82) 99876-5432')).toBe(true);
    expect(isValidBrazilianPhone('99876-5432')).toBe(false);
    expect(isValidBrazilianPhone('(00) 99876-5432')).toBe(false);
  });

  it('masks the CEP as 00000-000', () => {
    expect(maskCep('57035000')).toBe('57035-000');
    expect(maskCep('570')).toBe('570');
    expect(maskCep('57035-0001')).toBe('57035-000');
  });
});
