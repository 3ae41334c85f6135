import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDayOf } from '../../src/shared/time/brasilia';

describe('Brasília time', () => {
  it('shows an instant as day and time in Brasília (UTC−3), whatever the machine’s zone', () => {
    expect(formatDateTime('2026-11-25T13:30:00Z')).toBe('25/11/2026, 10:30');
    expect(formatDateTime(null)).toBeNull();
  });

  it('gives the Brasília day of an instant: 02:00 UTC is still the evening before', () => {
    expect(formatDayOf('2026-11-26T02:00:00Z')).toBe('25/11/2026');
    expect(formatDayOf('2026-11-26T03:00:00Z')).toBe('26/11/2026');
    expect(formatDayOf(undefined)).toBeNull();
  });
});
