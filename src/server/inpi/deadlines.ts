import { addDays as addCalendarDays } from '../../shared/time/brasilia';
import { isBusinessDay } from '../../shared/time/business-days';

// Brazilian time has one home; the INPI's callers keep their names.
export { addCalendarDays };
export { addMonths, daysBetween, formatDay, todayInBrazil } from '../../shared/time/brasilia';

/**
 * INPI terms (Lei 9.279/1996): continuous calendar days (art. 221) that start running on the first business
 * day after the RPI (art. 223), a term ending on a day the INPI is closed moving to the next business day. Days
 * are ISO dates ('2025-03-05'), never times, so time zones cannot shift them. The INPI is closed on the days of
 * the one holiday table (src/shared/time/holidays.ts), which lists Carnaval and Corpus Christi as well; a day it
 * opens for part of the day counts whole (decision 028).
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

/**
 * The last day of a term of `days` calendar days opened by an RPI of `rpiDate`: day 1 is the first business day
 * after the RPI. A term with an extraordinary part (60 + 30) is one term of the sum: the 30 days follow day 60
 * of the count, whether or not the ordinary term's end moved (decision 028).
 */
export function dueDate(rpiDate: string, days: number): string {
  const firstDay = nextBusinessDay(addCalendarDays(rpiDate, 1));
  return nextBusinessDay(addCalendarDays(firstDay, days - 1));
}

/** "05/11/2024" → "2024-11-05"; null for anything else. */
export function parseRpiDate(text: string | undefined): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const date = toUtc(iso);
  return !Number.isNaN(date.getTime()) && toIso(date) === iso ? iso : null;
}
