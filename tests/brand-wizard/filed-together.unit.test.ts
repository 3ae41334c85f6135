import { describe, expect, it } from 'vitest';
import { classesFiledWith } from '../../src/shared/nice/filed-together';
import { NICE_CLASS_MAX, NICE_CLASS_MIN } from '../../src/shared/nice-classes';

const allClasses = Array.from({ length: NICE_CLASS_MAX - NICE_CLASS_MIN + 1 }, (_, i) => NICE_CLASS_MIN + i);
const suggested = (classe: number) => classesFiledWith(classe).map((entry) => entry.classe);

describe('the classes usually filed together', () => {
  it.each(allClasses)('class %i suggests other real classes, each once, with a reason in Portuguese', (classe) => {
    const suggestions = classesFiledWith(classe);
    expect(suggestions.length).toBeLessThanOrEqual(4);
    expect(new Set(suggested(classe)).size).toBe(suggestions.length);
    for (const { classe: other, porque } of suggestions) {
      expect(other).not.toBe(classe);
      expect(other).toBeGreaterThanOrEqual(NICE_CLASS_MIN);
      expect(other).toBeLessThanOrEqual(NICE_CLASS_MAX);
      expect(porque).toMatch(/^se /);
      expect(porque.length).toBeGreaterThan(10);
    }
  });

  it('suggests the shop and the table to a food maker', () => {
    expect(classesFiledWith(30)).toEqual(
      expect.arrayContaining([
        { classe: 35, porque: 'se também vende em loja própria ou pela internet' },
        { classe: 43, porque: 'se também serve no local, como café ou restaurante' },
      ]),
    );
  });

  it.each([
    [25, [35, 18, 14]],
    [42, [9, 35, 41]],
    [3, [35, 44, 5]],
    [41, [16, 9, 35]],
    [43, [30, 32, 35, 29]],
  ])('class %i suggests %j', (classe, classes) => {
    expect(suggested(classe).sort((a, b) => a - b)).toEqual([...classes].sort((a, b) => a - b));
  });

  it('suggests nothing for a class that does not exist, and hands out copies', () => {
    expect(classesFiledWith(0)).toEqual([]);
    expect(classesFiledWith(46)).toEqual([]);
    classesFiledWith(30)[0]!.porque = 'mudado';
    expect(classesFiledWith(30)[0]!.porque).not.toBe('mudado');
  });
});
