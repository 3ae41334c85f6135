// Each made on first use: a DateTimeFormat with a time zone loads that zone's data, ~15 ms of a phone's main
// thread, and the checkout's code is evaluated before the sign-up page is drawn again.
let dateTime: Intl.DateTimeFormat | undefined;
let dateOnly: Intl.DateTimeFormat | undefined;

/** An instant as "25/11/2026, 10:30", in Brasília time. */
export function formatDateTime(iso: string | null | undefined): string | null {
  dateTime ??= new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  });
  return iso ? dateTime.format(new Date(iso)) : null;
}

/** The day of an instant as "25/11/2026", in Brasília time. */
export function formatDayOf(iso: string | null | undefined): string | null {
  dateOnly ??= new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });
  return iso ? dateOnly.format(new Date(iso)) : null;
}
