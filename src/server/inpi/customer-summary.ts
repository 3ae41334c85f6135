import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { BrandInpiSummary } from '../../shared/schemas/inpi';
import type { Database } from '../db/client';
import { inpiDespachos, marcas } from '../db/schema';
import type { ProcessPath } from '../../shared/schemas/timeline';
import { processPath } from './process-path';
import { todayInBrazil } from './deadlines';
import { codesOpening, despachoSentence, termOf } from './despacho-codes';
import { renewal } from './despacho-terms';
import { openDeadlines } from './open-deadlines';
import { renewalWindow, STAFF_RECORDED_RPI } from './validity';

/** For each brand with an INPI process: its last despacho and the next term's end (GET /api/marcas/ rows). */
export async function inpiSummaries(
  db: Database,
  brands: { id: number; processoInpi: string | null }[],
  now = new Date(),
): Promise<Map<number, BrandInpiSummary>> {
  const filed = brands.filter((brand) => brand.processoInpi);
  const answer = new Map<number, BrandInpiSummary>();
  if (filed.length === 0) return answer;
  const today = todayInBrazil(now);
  const ids = filed.map((brand) => brand.id);
  const rows = await db
    .select({
      marcaId: inpiDespachos.marcaId,
      codigo: inpiDespachos.codigo,
      nome: inpiDespachos.nome,
      rpi: inpiDespachos.rpiNumero,
      data: inpiDespachos.rpiData,
      due: inpiDespachos.dueDate,
    })
    .from(inpiDespachos)
    .where(inArray(inpiDespachos.marcaId, ids))
    .orderBy(desc(inpiDespachos.rpiNumero), desc(inpiDespachos.id));
  // A term a later despacho resolved is not the next deadline, nor one whose ordinary end has passed.
  const open = (await openDeadlines(db, { marcaIds: ids }, today)).filter(({ despacho }) => despacho.dueDate! >= today);
  const renewals = await db
    .select({ marcaId: inpiDespachos.marcaId, due: inpiDespachos.dueDate })
    .from(inpiDespachos)
    .where(
      and(
        inArray(inpiDespachos.marcaId, ids),
        inArray(inpiDespachos.codigo, codesOpening([renewal.kind])),
        isNotNull(inpiDespachos.dueDate),
        isNull(inpiDespachos.closedAt),
      ),
    )
    .orderBy(desc(inpiDespachos.dueDate));
  for (const brand of filed) {
    // A validity staff recorded is no despacho the INPI published: the row tells it as the validity line.
    const last = rows.find((row) => row.marcaId === brand.id && row.rpi !== STAFF_RECORDED_RPI);
    const next = open.find(({ despacho }) => despacho.marcaId === brand.id)?.despacho;
    const validity = renewals.find((row) => row.marcaId === brand.id)?.due;
    const window = validity ? renewalWindow(validity) : null;
    answer.set(brand.id, {
      processo: brand.processoInpi!,
      ultimoDespacho: last
        ? { texto: despachoSentence(last.codigo, last.nome, last.rpi), rpi: last.rpi, data: last.data }
        : null,
      proximoPrazo: next?.dueDate
        ? {
            nome: termOf(next.codigo, next.rpiNumero, next.elementos, next.textoComplementar)?.nome ?? next.nome,
            data: next.dueDate,
          }
        : null,
      vigencia: window ? { ate: window.due, prorrogarDesde: window.opens, extraordinarioAte: window.dueExtra } : null,
    });
  }
  return answer;
}

/** A filed brand's path at the INPI (its page's picture); undefined before it has an INPI process. */
export async function brandProcessPath(
  db: Database,
  marcaId: number,
  now = new Date(),
): Promise<ProcessPath | undefined> {
  const [brand] = await db
    .select({ id: marcas.id, processoInpi: marcas.processoInpi })
    .from(marcas)
    .where(eq(marcas.id, marcaId));
  if (!brand?.processoInpi) return undefined;
  const rows = await db
    .select()
    .from(inpiDespachos)
    .where(eq(inpiDespachos.marcaId, marcaId))
    .orderBy(asc(inpiDespachos.rpiNumero), asc(inpiDespachos.id));
  const summary = (await inpiSummaries(db, [brand], now)).get(marcaId);
  return processPath(rows, todayInBrazil(now), summary?.proximoPrazo ?? null);
}
