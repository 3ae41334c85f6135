import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { phoneticKey, spellingSimilarity } from '../../src/server/inpi/phonetic';
import {
  conflictRisk as judged,
  filingOf,
  watched,
  type Filing,
  type WatchedBrand,
} from '../../src/server/inpi/watch-risk';
import { descriptiveWords } from '../../src/server/marks/descriptive-words';
import { labelledPairs } from '../support/inpi/watch-pairs';

describe('pt-BR phonetic key', () => {
  it('reads alike what sounds alike', () => {
    expect(phoneticKey('Doce Sertão')).toBe(phoneticKey('Dosse Certão'));
    expect(phoneticKey('Chocolate Xique')).toBe(phoneticKey('Xocolate Chique'));
    expect(phoneticKey('Casa Azul')).toBe(phoneticKey('Kasa Asul'));
    expect(phoneticKey('Guerra')).toBe(phoneticKey('Guera'));
    expect(phoneticKey('Gelo')).toBe(phoneticKey('Jelo'));
    expect(phoneticKey('Estilo')).toBe(phoneticKey('Stilo'));
    expect(phoneticKey('Brasil')).toBe(phoneticKey('Brasiu'));
    expect(phoneticKey('Quero')).toBe(phoneticKey('Kero'));
    expect(phoneticKey('7 Mares')).toBe(phoneticKey('Sete Mares'));
    expect(phoneticKey('Bar 21')).toBe(phoneticKey('Bar Vinte e Um'));
    expect(phoneticKey('Doce Sertão')).not.toBe(phoneticKey('Doce Serra'));
  });

  it('keeps an initial M: "MC" is not "NK"', () => {
    expect(phoneticKey('MC')).not.toBe(phoneticKey('NK'));
    expect(phoneticKey('MC Farlane')).toMatch(/^MK/);
    expect(phoneticKey('Campo')).toBe(phoneticKey('Canpo'));
  });

  it('measures spelling by normalised edit distance', () => {
    expect(spellingSimilarity('Doce Sertão', 'doce sertao')).toBe(1);
    expect(spellingSimilarity('abc', 'xyz')).toBe(0);
  });
});

/** The reviewed descriptive words only: what a server with no archive judges with. */
const conflictRisk = (brand: WatchedBrand, filing: Filing) => judged(brand, filing, descriptiveWords());

describe('brand watch', () => {
  const brand = watched(1, 'Doce Sertão', [30]);

  it('flags "Dosse Certão" in class 30 as a high risk that sounds the same', () => {
    expect(conflictRisk(brand, filingOf('Dosse Certão', [30]))).toEqual({ risco: 'alto', motivo: 'soa igual' });
  });

  it('flags a filing that adds words to the customer brand, and not the same name in class 9', () => {
    expect(conflictRisk(brand, filingOf('DOCE SERTÃO DELÍCIAS', [30]))).toEqual({
      risco: 'alto',
      motivo: 'contém sua marca',
    });
    expect(conflictRisk(brand, filingOf('DOCE SERTÃO DELÍCIAS', [9]))).toBeNull();
    expect(conflictRisk(brand, filingOf('Doce Sertão', [9]))).toBeNull();
  });

  it('watches every class of a brand filed in several: a filing in any of them is in the same class', () => {
    const bakery = watched(3, 'Doce Sertão', [30, 9]);
    expect(conflictRisk(bakery, filingOf('Dosse Certão', [9]))).toEqual({ risco: 'alto', motivo: 'soa igual' });
    expect(conflictRisk(bakery, filingOf('DOCE SERTÃO DELÍCIAS', [9]))).toEqual({
      risco: 'alto',
      motivo: 'contém sua marca',
    });
    // Related to 30 (food and restaurants), unrelated to 9: the nearer class decides.
    expect(conflictRisk(bakery, filingOf('Dosse Certão', [43]))).toEqual({ risco: 'medio', motivo: 'soa igual' });
    expect(conflictRisk(bakery, filingOf('Dosse Certão', [25]))).toBeNull();
  });

  it('flags a related class as medium, and never on generic trade words alone', () => {
    expect(conflictRisk(brand, filingOf('Dosse Certão', [43]))).toEqual({ risco: 'medio', motivo: 'soa igual' });
    expect(conflictRisk(brand, filingOf('Kalomi Brasil', [30]))).toBeNull();
    expect(conflictRisk(watched(2, 'Loja Brasil', [35]), filingOf('Casa Brasil', [35]))).toBeNull();
    expect(conflictRisk(watched(2, 'Casa Aurora', [35]), filingOf('Loja Aurora', [35]))).toEqual({
      risco: 'alto',
      motivo: 'mesmo elemento distintivo',
    });
  });

  it(`finds the confusable pairs of a labelled list of ${labelledPairs.length} with the precision and recall in docs/inpi.md`, () => {
    expect(labelledPairs.length).toBeGreaterThanOrEqual(100);
    let truePositive = 0;
    let falsePositive = 0;
    let falseNegative = 0;
    const misses: string[] = [];
    for (const [nome, classe, filing, classes, confusable] of labelledPairs) {
      const flagged = conflictRisk(watched(1, nome, [classe]), filingOf(filing, classes)) !== null;
      if (flagged && confusable) truePositive += 1;
      else if (flagged) falsePositive += 1;
      else if (confusable) falseNegative += 1;
      if (flagged !== confusable) misses.push(`${nome} (${classe}) × ${filing} (${classes.join(',')})`);
    }
    const precision = truePositive / (truePositive + falsePositive);
    const recall = truePositive / (truePositive + falseNegative);
    console.log(
      `vigilância: ${labelledPairs.length} pares, precisão ${precision.toFixed(3)}, revocação ${recall.toFixed(3)}; erros: ${misses.join('; ') || 'nenhum'}`,
    );
    expect(precision, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(recall, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
    // The table in docs/inpi.md is this measure, not a claim written once.
    const docs = readFileSync(join(import.meta.dirname, '../../docs/inpi.md'), 'utf8');
    const row = /^\| watch-pairs \([^)]*\) \|(.*)\|$/m
      .exec(docs)?.[1]
      ?.split('|')
      .map((cell) => cell.trim());
    const decimal = (value: number) => value.toFixed(2).replace('.', ',');
    expect(row, 'the precision and recall row in docs/inpi.md').toEqual([
      String(labelledPairs.length),
      String(labelledPairs.filter((pair) => pair[4]).length),
      String(truePositive),
      String(falsePositive),
      String(falseNegative),
      decimal(precision),
      decimal(recall),
    ]);
  });
});
