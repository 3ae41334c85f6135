import { describe, expect, it } from 'vitest';
import { compared } from '../../src/server/marks/compared-name';
import { descriptiveWords } from '../../src/server/marks/descriptive-words';
import { likeness, riskOf } from '../../src/server/marks/likeness';
import { searchMessages } from '../../src/shared/search-messages';

/** The one judgement, read as the search tells it: the reason a person sees for each kind of likeness. */
const reason = (earlier: string, later: string, classe: number, learned = new Map<number, Set<string>>()) => {
  const alike = likeness(compared(earlier), compared(later), descriptiveWords(learned), [classe]);
  return alike && { kind: alike.kind, strength: alike.strength, text: searchMessages.likeness(alike) };
};

describe('what two names have in common, in plain words', () => {
  it('tells each kind of likeness apart', () => {
    expect(reason('DOCES ENCANTOS', 'Doce Encanto', 25)).toMatchObject({
      kind: 'pluralOrGender',
      text: 'Mesmo nome, no plural ou no outro gênero',
    });
    expect(reason('ECO LIMP', 'Ecolimp', 3)).toMatchObject({
      kind: 'joinedOrSplit',
      text: 'Mesmo nome, com as palavras juntas ou separadas',
    });
    expect(reason('DOSSE SERTAUM', 'Doce Sertão', 30)).toMatchObject({ kind: 'sameSound', strength: 'strong' });
    expect(reason('VALE VERDE', 'Verde Vale', 31)).toMatchObject({ kind: 'wordOrder' });
    expect(reason('TROPICANA SUCOS NATURAIS', 'Tropicana Premium', 32)).toEqual({
      kind: 'sameDistinctive',
      strength: 'strong',
      text: 'Mesmo elemento distintivo, "TROPICANA" ("SUCOS", "NATURAIS", "PREMIUM" só descrevem o produto)',
    });
    expect(reason('DELÍCIAS DO SERTÃO', 'Sertão', 35)).toMatchObject({ kind: 'partOfEarlier' });
    expect(reason('AURORA', 'Aurora Nutrição Animal', 31)).toMatchObject({ kind: 'containsEarlier' });
    expect(reason('OURO FINO', 'Ouro Preto', 14)).toEqual({
      kind: 'sharedWord',
      strength: 'none',
      text: 'Só "OURO" em comum, e o resto do nome é diferente',
    });
    expect(reason('ZORRO DOCES', 'Zorvianta', 30)).toBeNull();
  });

  it('reads numbers as one word: ROTA 44 does not contain ROTA 40, and 7 is SETE', () => {
    expect(reason('ROTA 44', 'Rota 40', 39)).toMatchObject({ strength: 'none' });
    expect(reason('SETE MARES', '7 Mares', 39)).toMatchObject({ kind: 'sameName' });
  });

  it("sets aside the words the archive shows in many holders' marks of the class, not in another class", () => {
    const learned = new Map([[30, new Set(['QUITUTES'])]]);
    expect(reason('SABIÁ QUITUTES', 'Sabiá Delícia', 30, learned)).toMatchObject({ kind: 'containsEarlier' });
    expect(reason('SABIÁ QUITUTES', 'Sabiá Delícia', 41, learned)).toMatchObject({ kind: 'sharedWord' });
  });

  it('never lets a dead mark or an unrelated class raise the risk', () => {
    const strong = likeness(compared('DOCE SERTÃO'), compared('Doce Sertão'), descriptiveWords(), [30])!;
    expect(riskOf(strong, 'same', true)).toBe('alto');
    expect(riskOf(strong, 'related', true)).toBe('medio');
    expect(riskOf(strong, 'other', true)).toBe('baixo');
    expect(riskOf(strong, 'same', false)).toBe('baixo');
  });
});
