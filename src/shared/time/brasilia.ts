/**
 * Brazilian time, for the server and the web app alike. Days are ISO dates ('2025-03-05'), never times, so time
 * zones cannot shift them; Brasília has been UTC−3 all year since 2019.
 */
export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo';

const DAY_MS = 86_400_000;
const OFFSET_MS = 3 * 3_600_000;

const toUtc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** Today in Brasília: the day the INPI, the boleto's due date and "the future" of a brand's dates are judged in. */
export function todayInBrazil(now: Date = new Date()): string {
  return toIso(new Date(now.getTime() - OFFSET_MS));
}

/** The calendar day `days` after (or before) `iso`. */
export function addDays(iso: string, days: number): string {
  return toIso(new Date(toUtc(iso).getTime() + days * DAY_MS));
}

/** The same day `months` later (or earlier); the month's last day when it has no such day (31/01 + 1 → 28/02). */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return toIso(first);
}

export function daysBetween(fromIso: string, toIsoDay: string): number {
  return Math.round((toUtc(toIsoDay).getTime() - toUtc(fromIso).getTime()) / DAY_MS);
}

/** Midnight of that day in Brasília. */
export function startOfBrazilDay(iso: string): Date {
  return new Date(`${iso}T00:00:00-03:00`);
}

/** The last second of that day in Brasília. */
export function endOfBrazilDay(iso: string): Date {
  return new Date(`${iso}T23:59:59-03:00`);
}

/** "2026-01-31T18:30:00.000-03:00": Mercado Pago reads expiry dates with an explicit offset. */
export function brazilIsoString(date: Date): string {
  return `${new Date(date.getTime() - OFFSET_MS).toISOString().slice(0, 23)}-03:00`;
}

/** "05/03/2025", as the INPI and the customer write a day. */
export function formatDay(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

// Each made on first use: a DateTimeFormat with a time zone loads that zone's data, ~15 ms of a phone's main
// thread, and the checkout's code is evaluated before the sign-up page is drawn again.
let dateTime: Intl.DateTimeFormat | undefined;
let dateOnly: Intl.DateTimeFormat | undefined;

/** An instant as "25/11/2026, 10:30", in Brasília time. */
export function formatDateTime(iso: string | null | undefined): string | null {
  dateTime ??= new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: BRASILIA_TIME_ZONE,
  });
  return iso ? dateTime.format(new Date(iso)) : null;
}

/** The day of an instant as "25/11/2026", in Brasília time. */
export function formatDayOf(iso: string | null | undefined): string | null {
  dateOnly ??= new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: BRASILIA_TIME_ZONE });
  return iso ? dateOnly.format(new Date(iso)) : null;
}
