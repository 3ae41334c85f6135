import { isBusinessDay } from '@brazilian-utils/brazilian-utils/is-business-day';
import { addDays as addCalendarDays } from '../../shared/time/brasilia';
import { easterSunday } from '../../shared/time/holidays';

// Brazilian time has one home; the INPI's callers keep their names.
export { addCalendarDays };
export { daysBetween, formatDay, todayInBrazil } from '../../shared/time/brasilia';

/**
 * INPI terms: calendar days counted from the RPI's date, a term ending on a day the INPI is closed moving
 * to the next business day (Lei 9.279/1996, art. 221 and the INPI's practice). Days are ISO dates
 * ('2025-03-05'), never times, so time zones cannot shift them.
 *
 * Closed days: weekends and the national holidays of @brazilian-utils/brazilian-utils (the fixed ones,
 * Good Friday, Corpus Christi and Carnival Tuesday, all from Easter), plus the days below that the
 * federal calendar (Portaria MGI, pontos facultativos) gives the INPI and the library does not list.
 */
const EXTRA_CLOSED_DAYS_FROM_EASTER = [
  // Carnival Monday: the library lists only the Tuesday.
  -48,
];

function toUtc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function isInpiBusinessDay(iso: string): boolean {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  // The library reads the local calendar day of the Date it gets.
  if (!isBusinessDay(new Date(year, month - 1, day))) return false;
  const easterDay = easterSunday(year);
  return !EXTRA_CLOSED_DAYS_FROM_EASTER.some((offset) => addCalendarDays(easterDay, offset) === iso);
}

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
