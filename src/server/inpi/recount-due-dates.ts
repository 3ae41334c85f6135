import { and, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { inpiDespachos, watchHits } from '../db/schema';
import { addCalendarDays, dueDate, todayInBrazil } from './deadlines';
import { termOf } from './despacho-codes';
import { opposition } from './despacho-terms';

/** The count once moved an end by a day or two: terms that ended this recently under the old one are looked at too. */
const LOOKBACK_DAYS = 7;

/**
 * The stored ends of the terms still open, counted again with today's `dueDate()` (the day count and the holiday
 * table as they are now): a despacho imported under an earlier count keeps no end the law would not give
 * (decision 032). Idempotent: a second pass changes nothing. A renewal's end comes from the validity, not from the
 * RPI, and is left alone; so is the text of the timeline events and e-mails already written.
 */
export async function recountOpenDueDates(db: Database, now = new Date()): Promise<number> {
  const since = addCalendarDays(todayInBrazil(now), -LOOKBACK_DAYS);
  let changed = 0;
  const terms = await db
    .select()
    .from(inpiDespachos)
    .where(
      and(
        isNotNull(inpiDespachos.dueDate),
        isNull(inpiDespachos.closedAt),
        gte(sql`coalesce(${inpiDespachos.dueExtraDate}, ${inpiDespachos.dueDate})`, since),
      ),
    );
  for (const row of terms) {
    const term = termOf(row.codigo, row.rpiNumero, row.elementos, row.textoComplementar);
    if (!term || term.fromValidity) continue;
    const due = dueDate(row.rpiData, term.days);
    const dueExtra = term.extraDays ? dueDate(row.rpiData, term.days + term.extraDays) : null;
    if (due === row.dueDate && dueExtra === row.dueExtraDate) continue;
    await db.update(inpiDespachos).set({ dueDate: due, dueExtraDate: dueExtra }).where(eq(inpiDespachos.id, row.id));
    changed += 1;
  }
  // A watch alert's end is the third party's opposition term, from its publication.
  const hits = await db.select().from(watchHits).where(gte(watchHits.dueDate, since));
  for (const hit of hits) {
    const due = dueDate(hit.rpiData, opposition.days);
    if (due === hit.dueDate) continue;
    await db.update(watchHits).set({ dueDate: due }).where(eq(watchHits.id, hit.id));
    changed += 1;
  }
  return changed;
}
