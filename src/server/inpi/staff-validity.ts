import { and, asc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import { inpiMessages } from '../../shared/inpi-messages';
import { messages } from '../../shared/messages';
import type { StaffValidityInput } from '../../shared/schemas/inpi';
import type { Database } from '../db/client';
import { inpiDespachos, marcas } from '../db/schema';
import { ApiError } from '../http/errors';
import { recordRequestEvent } from '../requests/events';
import { situationChange } from '../search/situation-by-despacho';
import { addMonths, formatDay, todayInBrazil } from './deadlines';
import { codesOpening } from './despacho-codes';
import { renewal } from './despacho-terms';
import { REGISTRATION_VALIDITY_YEARS } from '../../shared/inpi-fees';
import { renewalWindow, STAFF_RECORDED_RPI } from './validity';

const said = inpiMessages.staffValidity;
/** The situations in which a registration has a validity: granted, or nothing imported about it yet. */
const GRANTED = new Set([null, 'deferido', 'registrado']);

/**
 * Staff record a registration's validity end by hand (a mark granted before our RPI imports): it becomes the renewal
 * term a concession opens, an `inpi_despachos` row with the concession's code and no issue (`STAFF_RECORDED_RPI`),
 * so the renewal window, the reminders, /home, the staff queue and the calendar read it as an imported one. It
 * replaces any renewal term still open; a later concession or granted renewal in an RPI replaces it in turn.
 */
export async function recordStaffValidity(
  db: Database,
  marcaId: number,
  input: StaffValidityInput,
  actorUserId: number,
  now = new Date(),
): Promise<string> {
  const [brand] = await db
    .select({ id: marcas.id, processo: marcas.processoInpi })
    .from(marcas)
    .where(eq(marcas.id, marcaId));
  if (!brand) throw new ApiError(404, messages.admin.brandNotFound);
  if (!brand.processo) throw new ApiError(409, said.noProcess);
  const imported = await db
    .select({ codigo: inpiDespachos.codigo })
    .from(inpiDespachos)
    .where(eq(inpiDespachos.marcaId, marcaId))
    .orderBy(asc(inpiDespachos.rpiNumero), asc(inpiDespachos.id));
  const situation = situationChange(imported.map((row) => row.codigo));
  if (!GRANTED.has(situation)) throw new ApiError(409, said.notGranted(situation!));

  const today = todayInBrazil(now);
  const latest = addMonths(today, REGISTRATION_VALIDITY_YEARS * 12);
  if (input.ate > latest) throw new ApiError(422, said.tooFar(formatDay(latest)));
  const window = renewalWindow(input.ate);
  if (window.dueExtra < today) throw new ApiError(422, said.ended(formatDay(window.dueExtra)));

  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Database;
    const [last] = await tx
      .select({ ordem: max(inpiDespachos.ordem) })
      .from(inpiDespachos)
      .where(and(eq(inpiDespachos.marcaId, marcaId), eq(inpiDespachos.rpiNumero, STAFF_RECORDED_RPI)));
    const [row] = await tx
      .insert(inpiDespachos)
      .values({
        rpiNumero: STAFF_RECORDED_RPI,
        rpiData: today,
        processo: brand.processo!,
        codigo: 'IPAS158',
        nome: said.despachoName,
        ordem: last?.ordem === null || last?.ordem === undefined ? 0 : last.ordem + 1,
        marcaId,
        dueDate: window.due,
        dueExtraDate: window.dueExtra,
      })
      .returning({ id: inpiDespachos.id });
    await tx
      .update(inpiDespachos)
      .set({ closedAt: sql`now()`, closedBy: row!.id })
      .where(
        and(
          eq(inpiDespachos.marcaId, marcaId),
          sql`${inpiDespachos.id} <> ${row!.id}`,
          isNull(inpiDespachos.closedAt),
          isNotNull(inpiDespachos.dueDate),
          inArray(inpiDespachos.codigo, codesOpening([renewal.kind])),
        ),
      );
    const event = await recordRequestEvent(tx, {
      requestKind: 'marca',
      requestId: marcaId,
      kind: 'vigencia',
      actorUserId,
      message: [
        said.event(input.motivo.replace(/\.?$/, '.')),
        inpiMessages.validityLines(formatDay(window.due), formatDay(window.opens)),
        inpiMessages.extraDeadlineLine(formatDay(window.dueExtra)),
      ].join(' '),
    });
    await tx.update(inpiDespachos).set({ eventId: event.id }).where(eq(inpiDespachos.id, row!.id));
    return said.saved(formatDay(window.due));
  });
}
