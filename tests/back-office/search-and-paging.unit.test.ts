import { describe, expect, it } from 'vitest';
import { pageOf } from '../../src/server/admin/paging';
import { messages } from '../../src/shared/messages';
import { planIdsNamed, searchWords, wordPattern } from '../../src/server/admin/search';

describe('what a typed word is searched as', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    ['(82)', '82'],
    ['12.ABC.345/01DE-35', '12abc34501de35'],
    ['CONCEIÇÃO', 'conceicao'],
    ['maria.2@exemplo.com', 'maria.2@exemplo.com'],
    ['exemplo.com', 'exemplo.com'],
  ])('%s → %s', (word, pattern) => {
    expect(wordPattern(word)).toBe(pattern);
  });

  it('splits on spaces and keeps at most six words', () => {
    expect(searchWords('  joão   da  silva ')).toEqual(['joão', 'da', 'silva']);
    expect(searchWords('a b c d e f g h')).toHaveLength(6);
  });

  it('finds plans by name and alias from three letters on, within their kind', () => {
    expect(planIdsNamed('básico', 'marca')).toEqual([1]);
    expect(planIdsNamed('COMPLETO', 'marca')).toEqual([2]);
    expect(planIdsNamed('anterioridade', 'servico')).toEqual([4]);
    expect(planIdsNamed('premium', 'servico')).toEqual([]);
    expect(planIdsNamed('es', 'marca')).toEqual([]);
  });
});

describe('a page of a list', () => {
  it('counts pages from an exact total', () => {
    expect(pageOf([1, 2, 3, 4, 5], 6, 1, 5)).toEqual({
      itens: [1, 2, 3, 4, 5],
      pagina: 1,
      totalPaginas: 2,
      total: 6,
      totalExato: true,
      porPagina: 5,
    });
    expect(pageOf([], 0, 1, 5)).toMatchObject({ totalPaginas: 1, total: 0 });
  });

  it('offers one more page while a capped count keeps returning full pages, and stops at a part-full one', () => {
    const capped = { total: 1_000, exact: false };
    expect(pageOf([1, 2, 3, 4, 5], capped, 1, 5).totalPaginas).toBe(200);
    expect(pageOf([1, 2, 3, 4, 5], capped, 200, 5).totalPaginas).toBe(201);
    expect(pageOf([1, 2], capped, 203, 5).totalPaginas).toBe(203);
    // Past every row: nothing known beyond the counted pages.
    expect(pageOf([], capped, 260, 5).totalPaginas).toBe(200);
  });

  it('says "mais de" only while more pages may follow', () => {
    expect(messages.admin.resultCount(1_000, false)).toBe('mais de 1.000 resultados');
    expect(messages.admin.resultCount(1, true)).toBe('1 resultado');
    expect(messages.admin.pageOf(1, 200, false)).toBe('Página 1 de mais de 200');
    expect(messages.admin.pageOf(203, 203, false)).toBe('Página 203 de 203');
    expect(messages.admin.pageOf(2, 7, true)).toBe('Página 2 de 7');
  });
});
