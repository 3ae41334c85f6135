import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dueDate, isInpiBusinessDay } from '../../src/server/inpi/deadlines';
import { termOf } from '../../src/server/inpi/despacho-codes';

/**
 * Every Tuesday issue of 2024–2027 and the issues dated on the eves of Carnaval, Good Friday, Christmas and New
 * Year, each with its 5, 60 and 60 + 30 day terms. The due dates were listed apart from the product's holiday
 * table (from the federal calendars of those years, the INPI closed on Carnaval and Corpus Christi and open on the
 * part-time days), and rows were checked by hand against a calendar.
 */
const rows = readFileSync(join(import.meta.dirname, '../fixtures/inpi/due-dates-2024-2027.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [publicacao, edicao, prazo, vencimento] = line.split(',');
    return { publicacao: publicacao!, edicao: edicao!, prazo: prazo!, vencimento: vencimento! };
  });

const concession = termOf('IPAS029', 2800)!;
const daysOf = (prazo: string) => (prazo === '60+30' ? concession.days + concession.extraDays! : Number(prazo));

describe('INPI day counting (LPI arts. 221 and 223)', () => {
  it('starts on the first business day after the issue and ends on the next business day', () => {
    // Thursday 02/04/2026, Good Friday 03/04: day 1 is Monday 06/04, day 5 Friday 10/04.
    expect(dueDate('2026-04-02', 5)).toBe('2026-04-10');
    // Wednesday 20/11/2024 is Consciência Negra: RPI 2811's fee window runs from Thursday 21/11.
    expect(dueDate('2024-11-19', 60 + 30)).toBe('2025-02-18');
    expect(dueDate('2024-12-24', 60 + 30)).toBe('2025-03-25');
    expect(dueDate('2024-12-31', 60 + 30)).toBe('2025-04-01');
  });

  it('counts a day the INPI opens for part of the day as a business day', () => {
    expect(isInpiBusinessDay('2026-02-18'), 'Ash Wednesday, open from 14h').toBe(true);
    expect(isInpiBusinessDay('2025-12-24'), 'Christmas Eve').toBe(true);
    expect(isInpiBusinessDay('2025-12-31'), "New Year's Eve").toBe(true);
    expect(isInpiBusinessDay('2026-02-16')).toBe(false);
    expect(isInpiBusinessDay('2026-02-17')).toBe(false);
    expect(isInpiBusinessDay('2023-11-20'), 'Consciência Negra is national from 2024').toBe(true);
  });

  it('covers every Tuesday of 2024 to 2027 and the eves', () => {
    const tuesdays = new Set(rows.filter((row) => row.edicao.startsWith('RPI')).map((row) => row.publicacao));
    expect(tuesdays.size).toBe(209);
    expect(rows.some((row) => row.edicao.includes('Carnaval'))).toBe(true);
    expect(rows.some((row) => row.edicao.includes('Sexta-feira Santa'))).toBe(true);
    expect(rows.some((row) => row.edicao.includes('Ano Novo'))).toBe(true);
  });

  it.each(rows)('$edicao of $publicacao, $prazo days: until $vencimento', ({ publicacao, prazo, vencimento }) => {
    expect(dueDate(publicacao, daysOf(prazo))).toBe(vencimento);
  });
});
