import { describe, expect, it } from 'vitest';
import {
  dueDate,
  isInpiBusinessDay,
  nextBusinessDay,
  parseRpiDate,
  todayInBrazil,
} from '../../../src/server/inpi/deadlines';
import { despachoCodes, despachoSentence, termOf } from '../../../src/server/inpi/despacho-codes';

describe('INPI terms', () => {
  it('counts 60 calendar days and moves a Saturday to the Monday', () => {
    // RPI 2810 of 05/11/2024 + 60 days = Saturday 04/01/2025.
    expect(dueDate('2024-11-05', 60)).toBe('2025-01-06');
  });

  it('skips Carnival Monday and Tuesday', () => {
    // 31/12/2024 + 60 = Saturday 01/03/2025; Sunday, Carnival 03/03 and 04/03 follow.
    expect(dueDate('2024-12-31', 60)).toBe('2025-03-05');
    // An exigência formal (5 days) published 25/02/2025 ends Sunday 02/03: the Wednesday after Carnival.
    expect(dueDate('2025-02-25', termOf('IPAS005')!.days)).toBe('2025-03-05');
  });

  it('knows the holidays from Easter and the fixed ones', () => {
    expect(isInpiBusinessDay('2025-04-18')).toBe(false); // Good Friday
    expect(isInpiBusinessDay('2025-06-19')).toBe(false); // Corpus Christi
    expect(isInpiBusinessDay('2025-11-20')).toBe(false); // Consciência Negra
    expect(isInpiBusinessDay('2025-12-25')).toBe(false);
    expect(isInpiBusinessDay('2025-03-05')).toBe(true); // Ash Wednesday: the INPI opens
    expect(nextBusinessDay('2025-12-25')).toBe('2025-12-26');
  });

  it('opens the terms the issue lists', () => {
    expect(termOf('IPAS009')!.days).toBe(60);
    expect(termOf('IPAS423')!.days).toBe(60);
    expect(termOf('IPAS136')!.days).toBe(60);
    expect(termOf('IPAS024')!.days).toBe(60);
    expect(termOf('IPAS005')!.days).toBe(5);
    expect(termOf('IPAS029')).toBeDefined();
    expect(termOf('IPAS158')).toBeUndefined();
    for (const code of [
      'IPAS009',
      'IPAS423',
      'IPAS005',
      'IPAS136',
      'IPAS142',
      'IPAS029',
      'IPAS158',
      'IPAS024',
      'IPAS139',
      'IPAS157',
      'IPAS106',
      'IPAS404',
      'IPAS360',
      'IPAS235',
      'IPAS237',
      'IPAS238',
      'IPAS161',
      'IPAS304',
    ])
      expect(despachoCodes[code], code).toBeDefined();
    expect(despachoSentence('IPAS009', 'x')).toBe('Seu pedido foi publicado para oposição');
    expect(despachoSentence('IPAS158', 'x')).toBe('Marca concedida');
    expect(despachoSentence('IPAS1054', 'Nome oficial do INPI')).toBe('Nome oficial do INPI');
  });

  it('reads the RPI dates and the day in Brasília', () => {
    expect(parseRpiDate('05/11/2024')).toBe('2024-11-05');
    expect(parseRpiDate('31/02/2024')).toBeNull();
    expect(parseRpiDate('2024-11-05')).toBeNull();
    expect(todayInBrazil(new Date('2025-01-06T02:00:00Z'))).toBe('2025-01-05');
  });
});
