import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDaysBetween,
  holidaysOf,
  isBusinessDay,
  lastOverdueStart,
} from '../../src/shared/time/business-days';
import { easterSunday } from '../../src/shared/time/holidays';

describe('business days in Brazil', () => {
  it('finds Easter and the holidays that follow it', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    const days = holidaysOf(2026);
    for (const date of ['2026-02-16', '2026-02-17', '2026-04-03', '2026-06-04', '2026-11-20', '2026-12-25'])
      expect(days.has(date), date).toBe(true);
  });

  it('counts Consciência Negra only from 2024', () => {
    expect(isBusinessDay('2023-11-20')).toBe(true);
    expect(isBusinessDay('2024-11-20')).toBe(false);
  });

  it('skips weekends and holidays when counting and adding', () => {
    // Fri 13/11/2026 → Mon 16, Tue 17, Wed 18, Thu 19, (Fri 20 holiday), Mon 23.
    expect(businessDaysBetween('2026-11-13', '2026-11-23')).toBe(5);
    expect(addBusinessDays('2026-11-13', 5)).toBe('2026-11-23');
    expect(businessDaysBetween('2026-11-13', '2026-11-13')).toBe(0);
    expect(businessDaysBetween('2026-11-13', '2026-11-01')).toBe(0);
    // Across the year's end: 25/12 and 01/01 are holidays.
    expect(addBusinessDays('2026-12-24', 2)).toBe('2026-12-29');
  });

  it('names the last start date whose 15-business-day promise has ended', () => {
    const today = '2026-11-26';
    const last = lastOverdueStart(today, 15);
    expect(addBusinessDays(last, 15) < today).toBe(true);
    const next = new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(addBusinessDays(next, 15) >= today).toBe(true);
  });
});
