import { desc, inArray } from 'drizzle-orm';
import type { BrandInpiSummary } from '../../shared/schemas/inpi';
import type { Database } from '../db/client';
import { inpiDespachos } from '../db/schema';
import { todayInBrazil } from './deadlines';
import { despachoSentence, termOf } from './despacho-codes';
import { openDeadlines } from './open-deadlines';

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
  for (const brand of filed) {
    const last = rows.find((row) => row.marcaId === brand.id);
    const next = open.find(({ despacho }) => despacho.marcaId === brand.id)?.despacho;
    answer.set(brand.id, {
      processo: brand.processoInpi!,
      ultimoDespacho: last
        ? { texto: despachoSentence(last.codigo, last.nome, last.rpi), rpi: last.rpi, data: last.data }
        : null,
      proximoPrazo: next?.dueDate
        ? { nome: termOf(next.codigo, next.rpiNumero)?.nome ?? next.nome, data: next.dueDate }
        : null,
    });
  }
  return answer;
}
