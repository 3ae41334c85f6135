import { describe, expect, it } from 'vitest';
import { conflictRisk, phoneticKey, spellingSimilarity, watched } from '../../../src/server/inpi/phonetic';

const filing = (nome: string, classes: number[]) => ({ nome, key: phoneticKey(nome), classes });

describe('pt-BR phonetic key', () => {
  it('reads alike what sounds alike', () => {
    expect(phoneticKey('Doce Sertão')).toBe(phoneticKey('Dosse Certão'));
    expect(phoneticKey('Chocolate Xique')).toBe(phoneticKey('Xocolate Chique'));
    expect(phoneticKey('Casa Azul')).toBe(phoneticKey('Kasa Asul'));
    expect(phoneticKey('Guerra')).toBe(phoneticKey('Guera'));
    expect(phoneticKey('Gelo')).toBe(phoneticKey('Jelo'));
    expect(phoneticKey('Doce Sertão')).not.toBe(phoneticKey('Doce Serra'));
  });

  it('measures spelling by normalised edit distance', () => {
    expect(spellingSimilarity('Doce Sertão', 'doce sertao')).toBe(1);
    expect(spellingSimilarity('abc', 'xyz')).toBe(0);
  });
});

describe('brand watch', () => {
  const brand = watched(1, 'Doce Sertão', 30);

  it('flags "Dosse Certão" in class 30 as a high risk', () => {
    expect(conflictRisk(brand, filing('Dosse Certão', [30]))).toBe('alto');
  });

  it('ignores the same name in class 9', () => {
    expect(conflictRisk(brand, filing('Dosse Certão', [9]))).toBeNull();
    expect(conflictRisk(brand, filing('Doce Sertão', [9]))).toBeNull();
  });

  it('flags a related class as medium and a different name as nothing', () => {
    expect(conflictRisk(brand, filing('Dosse Certão', [43]))).toBe('medio');
    expect(conflictRisk(brand, filing('Kalomi Brasil', [30]))).toBeNull();
  });
});
