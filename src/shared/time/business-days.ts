import { brazilHolidays, easterSunday } from './holidays';

/**
 * Business days over calendar dates (YYYY-MM-DD, no time zone): Monday to Friday, national holidays
 * (holidays.ts) excepted. Callers turn instants into dates in Brasília first.
 */
const DAY_MS = 86_400_000;

const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const shiftDate = (date: string, days: number) => fromUtc(toUtc(date) + days * DAY_MS);

const holidaysByYear = new Map<number, Set<string>>();

/** The holiday dates of a year, computed once. */
export function holidaysOf(year: number): Set<string> {
  let dates = holidaysByYear.get(year);
  if (!dates) {
    const easter = easterSunday(year);
    dates = new Set(
      brazilHolidays
        .filter((holiday) => (holiday.since ?? 0) <= year)
        .map((holiday) => (holiday.date ? `${year}-${holiday.date}` : shiftDate(easter, holiday.fromEaster ?? 0))),
    );
    holidaysByYear.set(year, dates);
  }
  return dates;
}

export function isBusinessDay(date: string): boolean {
  const weekday = new Date(toUtc(date)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidaysOf(Number(date.slice(0, 4))).has(date);
}

/** The date `count` business days after `date` (`date` itself never counts). */
export function addBusinessDays(date: string, count: number): string {
  let day = date;
  for (let left = count; left > 0;) {
    day = shiftDate(day, 1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

/** Business days after `from` up to and including `to`: 0 on the same day, or when `to` is earlier. */
export function businessDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = shiftDate(from, 1); day <= to; day = shiftDate(day, 1)) if (isBusinessDay(day)) count += 1;
  return count;
}

/**
 * The last date whose deadline of `count` business days has already passed on `today`: anything sent on it or
 * earlier is overdue. Deadlines only move forward with the start date, so walking back from today finds it.
 */
export function lastOverdueStart(today: string, count: number): string {
  let day = shiftDate(today, -1);
  while (addBusinessDays(day, count) >= today) day = shiftDate(day, -1);
  return day;
}
