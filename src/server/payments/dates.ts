const BRAZIL_TIME_ZONE = 'America/Sao_Paulo';

/** Today's date in Brasília time, YYYY-MM-DD: a boleto's due date is a calendar day there. */
export function brazilToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BRAZIL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The last second of that day in Brasília (UTC−3 all year since 2019). */
export function endOfBrazilDay(date: string): Date {
  return new Date(`${date}T23:59:59-03:00`);
}

/** "2026-01-31T18:30:00.000-03:00": Mercado Pago reads expiry dates with an explicit offset. */
export function brazilIsoString(date: Date): string {
  return `${new Date(date.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 23)}-03:00`;
}
