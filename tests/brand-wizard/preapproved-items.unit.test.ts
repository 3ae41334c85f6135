import { describe, expect, it } from 'vitest';
import { foldAccents } from '../../src/shared/fold';
import {
  classSpecificationKind,
  isPreApprovedItem,
  preApprovedItems,
  searchPreApprovedItems,
  specificationKind,
} from '../../src/shared/inpi-preapproved-specs';
import { NICE_CLASS_MAX, NICE_CLASS_MIN } from '../../src/shared/nice-classes';

const allClasses = Array.from({ length: NICE_CLASS_MAX - NICE_CLASS_MIN + 1 }, (_, i) => NICE_CLASS_MIN + i);
const termos = (items: { termo: string }[]) => items.map((item) => item.termo);

describe('the pre-approved items of each Nice class', () => {
  it.each(allClasses)('class %i offers items to pick, each beside the NCL item it translates', (classe) => {
    const items = preApprovedItems[classe] ?? [];
    expect(items.length).toBeGreaterThanOrEqual(20);
    for (const item of items) {
      expect(item.termo.trim()).toBe(item.termo);
      expect(item.termo.length).toBeGreaterThan(0);
      expect(item.ncl.length).toBeGreaterThan(0);
      if (item.base !== undefined) expect(item.base).toMatch(new RegExp(`^${String(classe).padStart(2, '0')}\\d{4}$`));
    }
  });

  it.each(allClasses)('class %i lists no item twice, neither in Portuguese nor in English', (classe) => {
    const items = preApprovedItems[classe] ?? [];
    const folded = items.map((item) => foldAccents(item.termo).replace(/\s+/g, ' '));
    expect(new Set(folded).size).toBe(folded.length);
    const ncl = items.map((item) => item.ncl.toLowerCase());
    expect(new Set(ncl).size).toBe(ncl.length);
  });

  it('offers more items in the classes small businesses file most', () => {
    for (const classe of [3, 5, 9, 14, 16, 25, 28, 29, 30, 35, 36, 41, 42, 44]) {
      expect((preApprovedItems[classe] ?? []).length).toBeGreaterThanOrEqual(50);
    }
  });

  it('has no list outside the classes 1 to 45', () => {
    for (const classe of Object.keys(preApprovedItems).map(Number)) {
      expect(allClasses).toContain(classe);
    }
  });
});

describe('searching a class for an item', () => {
  it('ignores accents and case: "cafe" finds "Café", first', () => {
    const found = termos(searchPreApprovedItems(30, 'cafe'));
    expect(found[0]).toBe('Café');
    expect(found).toContain('Bebidas à base de café');
    expect(termos(searchPreApprovedItems(30, 'CAFÉ'))).toEqual(found);
  });

  it('finds an item by its singular or its plural', () => {
    expect(termos(searchPreApprovedItems(30, 'bolo'))).toContain('Bolos');
    expect(termos(searchPreApprovedItems(30, 'bolos'))[0]).toBe('Bolos');
    expect(termos(searchPreApprovedItems(30, 'pães'))[0]).toBe('Pão');
    expect(termos(searchPreApprovedItems(3, 'sabao'))[0]).toBe('Sabões');
    expect(termos(searchPreApprovedItems(16, 'papeis'))[0]).toBe('Papel');
    expect(termos(searchPreApprovedItems(25, 'camiseta'))).toEqual(['Camisetas']);
  });

  it('wants every typed word at the start of a word of the item', () => {
    expect(termos(searchPreApprovedItems(30, 'bebidas base cafe'))).toEqual(['Bebidas à base de café']);
    expect(termos(searchPreApprovedItems(30, 'afe'))).toEqual([]);
    expect(termos(searchPreApprovedItems(30, 'café pizza'))).toEqual([]);
  });

  it('finds an item while its word is still being typed', () => {
    expect(termos(searchPreApprovedItems(30, 'choc'))).toContain('Chocolate');
    expect(termos(searchPreApprovedItems(43, 'restaur'))).toContain('Serviços de restaurante');
  });

  it('puts whole-word matches first, then shorter items', () => {
    const found = termos(searchPreApprovedItems(25, 'calca'));
    expect(found.indexOf('Calças')).toBe(0);
    expect(found.indexOf('Meias-calças')).toBeLessThan(found.indexOf('Calçados'));
    expect(termos(searchPreApprovedItems(30, 'bol'))).toEqual([
      'Bolos',
      'Bolachas',
      'Massa para bolos',
      'Confeitos para decorar bolos',
    ]);
  });

  it('searches only the class asked for', () => {
    expect(termos(searchPreApprovedItems(25, 'cafe'))).toEqual([]);
    expect(searchPreApprovedItems(99, 'cafe')).toEqual([]);
  });

  it('gives the first items of the class, in list order, when nothing is typed, and never more than asked', () => {
    expect(searchPreApprovedItems(30, '')).toEqual((preApprovedItems[30] ?? []).slice(0, 30));
    expect(searchPreApprovedItems(30, '  ', 5)).toEqual((preApprovedItems[30] ?? []).slice(0, 5));
    expect(searchPreApprovedItems(30, 'de', 4)).toHaveLength(4);
  });
});

describe('whether a wording is a pre-approved item', () => {
  it('finds the item as the list writes it, accents, case, spaces and a final period aside', () => {
    expect(isPreApprovedItem(30, '  cafe.')?.termo).toBe('Café');
    expect(isPreApprovedItem(43, 'SERVICOS  DE BAR')?.ncl).toBe('Bar services');
  });

  it('does not take another class, a part of an item or nothing', () => {
    expect(isPreApprovedItem(25, 'Café')).toBeUndefined();
    expect(isPreApprovedItem(43, 'Restaurante')).toBeUndefined();
    expect(isPreApprovedItem(null, 'Café')).toBeUndefined();
    expect(isPreApprovedItem(30, ' ')).toBeUndefined();
  });
});

describe('the specification of one class of a multi-class filing', () => {
  it('is pre-approved, at the pre-approved fee, when every picked item is on the class list and nothing is free', () => {
    expect(classSpecificationKind({ classeNice: 30, itens: ['café', 'Bolos'], livre: null })).toEqual({
      tipo: 'pre-aprovada',
      itens: ['Café', 'Bolos'],
      taxa: 'deposito-pre-aprovada',
    });
    expect(classSpecificationKind({ classeNice: 30, itens: ['Café'], livre: '  ' }).tipo).toBe('pre-aprovada');
  });

  it('is free text, at the free-filling fee, when one item is not on the list', () => {
    expect(classSpecificationKind({ classeNice: 30, itens: ['Café', 'Bolo de pote'], livre: null })).toEqual({
      tipo: 'livre',
      taxa: 'deposito-livre',
    });
    expect(classSpecificationKind({ classeNice: 25, itens: ['Café'], livre: null }).tipo).toBe('livre');
  });

  it('is free text when free text is written beside the items, or when nothing is picked', () => {
    expect(classSpecificationKind({ classeNice: 30, itens: ['Café'], livre: 'Bolo de pote' }).tipo).toBe('livre');
    expect(classSpecificationKind({ classeNice: 30, itens: [], livre: null }).tipo).toBe('livre');
    expect(classSpecificationKind({ classeNice: 30, itens: [], livre: 'Café' }).tipo).toBe('livre');
  });

  it('follows the same rule as a single-class wording', () => {
    const wording = 'Café; Bolos\nChá';
    expect(classSpecificationKind({ classeNice: 30, itens: ['Café', 'Bolos', 'Chá'], livre: null })).toEqual(
      specificationKind(30, wording),
    );
  });
});
