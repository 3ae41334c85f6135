import { and, desc, gte, inArray, isNull } from 'drizzle-orm';
import type { BrandInpiSummary } from '../../shared/schemas/inpi';
import type { Database } from '../db/client';
import { inpiDespachos } from '../db/schema';
import { todayInBrazil } from './deadlines';
import { despachoSentence, termOf } from './despacho-codes';

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
  const open = await db
    .select({
      marcaId: inpiDespachos.marcaId,
      codigo: inpiDespachos.codigo,
      nome: inpiDespachos.nome,
      due: inpiDespachos.dueDate,
      rpi: inpiDespachos.rpiNumero,
    })
    .from(inpiDespachos)
    // A term a later despacho resolved is not the next deadline.
    .where(and(inArray(inpiDespachos.marcaId, ids), gte(inpiDespachos.dueDate, today), isNull(inpiDespachos.closedAt)))
    .orderBy(inpiDespachos.dueDate);
  for (const brand of filed) {
    const last = rows.find((row) => row.marcaId === brand.id);
    const next = open.find((row) => row.marcaId === brand.id);
    answer.set(brand.id, {
      processo: brand.processoInpi!,
      ultimoDespacho: last
        ? { texto: despachoSentence(last.codigo, last.nome, last.rpi), rpi: last.rpi, data: last.data }
        : null,
      proximoPrazo: next?.due ? { nome: termOf(next.codigo, next.rpi)?.nome ?? next.nome, data: next.due } : null,
    });
  }
  return answer;
}
