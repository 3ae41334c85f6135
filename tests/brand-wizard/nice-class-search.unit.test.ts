import { describe, expect, it } from 'vitest';
import { searchNiceClasses } from '../../src/shared/nice-class-search';

const numbers = (query: string) => searchNiceClasses(query).map((entry) => entry.numero);

describe('searchNiceClasses: classes found the way people type', () => {
  it.each([
    'confeit',
    'confeitaria',
    'Confeitaria',
    'doces',
    'doce',
    'bolo',
    'bolos',
    'brigadeiro',
    'pão',
    'pao',
    'AÇAÍ',
    'acai',
  ])('"%s" finds class 30 first', (query) => {
    expect(numbers(query)[0]).toBe(30);
  });

  it('matches a word inside the heading, not only the start of the label', () => {
    // "chocolate" is only in class 30's heading; "Café, cereais..." does not start with it.
    expect(numbers('chocolate')).toContain(30);
    expect(numbers('hospedagem')).toContain(43);
  });

  it('finds trades by their everyday names', () => {
    expect(numbers('restaurante')[0]).toBe(43);
    expect(numbers('barbearia')[0]).toBe(44);
    expect(numbers('roupas')[0]).toBe(25);
    expect(numbers('aplicativo')[0]).toBe(9);
    expect(numbers('cerveja')[0]).toBe(32);
  });

  it('finds a class by its number, and only that class', () => {
    expect(numbers('30')).toEqual([30]);
    expect(numbers('7')).toEqual([7]);
  });

  it('needs every typed word to match', () => {
    expect(numbers('bolo chocolate')).toEqual([30]);
    expect(numbers('bolo xyzzy')).toEqual([]);
  });

  it('accepts the label the select shows after a choice', () => {
    expect(numbers('30 – Café, cereais, doces e temperos')).toEqual([30]);
  });

  it('gives all 45 classes in order for an empty query', () => {
    expect(numbers('  ')).toEqual(Array.from({ length: 45 }, (_, index) => index + 1));
  });

  it('finds nothing for a word no class has', () => {
    expect(numbers('qwertyuiop')).toEqual([]);
  });
});
