import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { REGISTRATION_VALIDITY_YEARS } from '../../shared/inpi-fees';
import type { Database } from '../db/client';
import { inpiDespachos } from '../db/schema';
import { addMonths, nextBusinessDay } from './deadlines';
import { codesOpening } from './despacho-codes';
import { renewal } from './despacho-terms';
import type { RpiHeader, RpiProcess } from './rpi-stream';

/**
 * The issue number of a validity end staff recorded by hand (staff-validity.ts): it came from no RPI, and sorts
 * before every issue, so the next concession or granted renewal an RPI brings replaces it.
 */
export const STAFF_RECORDED_RPI = 0;

/** Months of the ordinary renewal window (the last year of validity) and of the extraordinary one after it. */
export const RENEWAL_MONTHS = { ordinary: 12, extraordinary: 6 } as const;

/**
 * A registration's renewal, from its validity end (LPI art. 133): the ordinary window is its last year and ends
 * with it; the extraordinary one runs 6 months more, with the INPI's extra fee, its end moved to a working day.
 */
export type RenewalWindow = ReturnType<typeof renewalWindow>;

export function renewalWindow(validityEnd: string) {
  return {
    opens: addMonths(validityEnd, -RENEWAL_MONTHS.ordinary),
    due: validityEnd,
    dueExtra: nextBusinessDay(addMonths(validityEnd, RENEWAL_MONTHS.extraordinary)),
  };
}

/**
 * The validity end a concession or a granted renewal sets: the date the RPI prints (`data-vigencia`), or 10 years
 * from the concession date (`data-concessao`, else the issue's), or from the validity end it renews.
 */
export async function validityEndSetBy(
  tx: Database,
  marcaId: number,
  header: RpiHeader,
  process: RpiProcess,
  renewing: boolean,
): Promise<string | null> {
  if (process.dataVigencia) return process.dataVigencia;
  const months = REGISTRATION_VALIDITY_YEARS * 12;
  if (!renewing) return addMonths(process.dataConcessao ?? header.data, months);
  const [last] = await tx
    .select({ due: inpiDespachos.dueDate })
    .from(inpiDespachos)
    .where(
      and(
        eq(inpiDespachos.marcaId, marcaId),
        isNotNull(inpiDespachos.dueDate),
        inArray(inpiDespachos.codigo, codesOpening([renewal.kind])),
      ),
    )
    // The validity in force is the open term's: a date staff corrected closed the one it replaced, even a later one.
    .orderBy(sql`${inpiDespachos.closedAt} is null desc`, desc(inpiDespachos.dueDate))
    .limit(1);
  return last?.due ? addMonths(last.due, months) : null;
}
