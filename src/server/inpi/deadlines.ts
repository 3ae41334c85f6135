import { addDays as addCalendarDays } from '../../shared/time/brasilia';
import { isBusinessDay } from '../../shared/time/business-days';

// Brazilian time has one home; the INPI's callers keep their names.
export { addCalendarDays };
export { addMonths, daysBetween, formatDay, todayInBrazil } from '../../shared/time/brasilia';

/**
 * INPI terms: calendar days counted from the RPI's date, a term ending on a day the INPI is closed moving
 * to the next business day (Lei 9.279/1996, art. 221 and the INPI's practice). Days are ISO dates
 * ('2025-03-05'), never times, so time zones cannot shift them. The INPI is closed on the days of the one
 * holiday table (src/shared/time/holidays.ts), which lists Carnaval and Corpus Christi as well.
 */
export const isInpiBusinessDay = isBusinessDay;

function toUtc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function nextBusinessDay(iso: string): string {
  let day = iso;
  while (!isInpiBusinessDay(day)) day = addCalendarDays(day, 1);
  return day;
}

/** The last day of a term of `days` calendar days opened by an RPI of `rpiDate`. */
export function dueDate(rpiDate: string, days: number): string {
  return nextBusinessDay(addCalendarDays(rpiDate, days));
}

/** "05/11/2024" → "2024-11-05"; null for anything else. */
export function parseRpiDate(text: string | undefined): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const date = toUtc(iso);
  return !Number.isNaN(date.getTime()) && toIso(date) === iso ? iso : null;
}
