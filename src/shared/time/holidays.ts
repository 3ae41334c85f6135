/**
 * Brazil's national holidays, as data. Fixed dates by federal law (Lei 662/1949 and later: Tiradentes,
 * Nossa Senhora Aparecida, Finados, Proclamação da República, Consciência Negra since 2024) and the days
 * that follow Easter. Carnaval and Corpus Christi are federal "pontos facultativos", but the INPI and the
 * office close on them, so they do not count as business days either. A day the INPI opens for part of the day
 * (Ash Wednesday, 24/12, 31/12) is a business day (decision 028).
 */
export interface Holiday {
  /** MM-DD for a fixed holiday. */
  date?: string;
  /** Days from Easter Sunday for a movable one. */
  fromEaster?: number;
  /** The first year it applies (Consciência Negra became national in 2024). */
  since?: number;
  name: string;
}

export const brazilHolidays: readonly Holiday[] = [
  { date: '01-01', name: 'Confraternização Universal' },
  { fromEaster: -48, name: 'Carnaval (segunda-feira)' },
  { fromEaster: -47, name: 'Carnaval (terça-feira)' },
  { fromEaster: -2, name: 'Sexta-feira Santa' },
  { date: '04-21', name: 'Tiradentes' },
  { date: '05-01', name: 'Dia do Trabalho' },
  { fromEaster: 60, name: 'Corpus Christi' },
  { date: '09-07', name: 'Independência do Brasil' },
  { date: '10-12', name: 'Nossa Senhora Aparecida' },
  { date: '11-02', name: 'Finados' },
  { date: '11-15', name: 'Proclamação da República' },
  { date: '11-20', name: 'Dia Nacional de Zumbi e da Consciência Negra', since: 2024 },
  { date: '12-25', name: 'Natal' },
];

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm), as YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
