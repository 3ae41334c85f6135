import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { messages } from '../../shared/messages';
import type { FilingChecklist, filingChecklistSchema } from '../../shared/schemas/admin';
import type { Database, Tx } from '../db/client';
import { brandFilingChecklists, users } from '../db/schema';
import { procuracaoSignedByEveryOutorgante } from '../documents/signatures/owner-signatures';

type Reader = Database | Tx;
type ChecklistRow = typeof brandFilingChecklists.$inferSelect;
export type ChecklistInput = v.InferOutput<typeof filingChecklistSchema>;

const items = messages.admin.filingChecklist;

/**
 * What still keeps the protocol from being recorded, in the checklist's order (none: complete): the items staff
 * tick, then the procuração, which the INPI filing is made under and so must carry a recognised signature from
 * every outorgante.
 */
export async function filingPendencias(
  db: Reader,
  marcaId: number,
  row: Partial<ChecklistRow> | undefined,
): Promise<string[]> {
  const missing: string[] = [];
  if (!row?.contasEinpi) missing.push(items.contasEinpi);
  if (!row?.gruNumero || !row.gruValorCentavos || !row.gruVencimento) missing.push(items.gruEmitida);
  if (!row?.gruPaga) missing.push(items.gruPaga);
  const signature = await procuracaoSignedByEveryOutorgante(db, marcaId);
  if (!signature.enviada) missing.push(items.procuracaoAusente);
  else if (!signature.completa) missing.push(items.procuracaoAssinada(signature.pendencias));
  return missing;
}

/** The saved checklist row of a brand, if staff ever saved one. */
export async function checklistRow(db: Reader, marcaId: number): Promise<ChecklistRow | undefined> {
  const [row] = await db.select().from(brandFilingChecklists).where(eq(brandFilingChecklists.marcaId, marcaId));
  return row;
}

/** The brand's filing checklist as staff see it (an untouched one is all unticked). */
export async function readChecklist(db: Reader, marcaId: number): Promise<FilingChecklist> {
  const [found] = await db
    .select({ row: brandFilingChecklists, autor: users.fullName })
    .from(brandFilingChecklists)
    .leftJoin(users, eq(users.id, brandFilingChecklists.updatedBy))
    .where(eq(brandFilingChecklists.marcaId, marcaId));
  const row = found?.row;
  const pendencias = await filingPendencias(db, marcaId, row);
  return {
    contasEinpi: row?.contasEinpi ?? false,
    gruNumero: row?.gruNumero ?? null,
    gruValorCentavos: row?.gruValorCentavos ?? null,
    gruVencimento: row?.gruVencimento ?? null,
    gruPaga: row?.gruPaga ?? false,
    pendencias,
    completo: pendencias.length === 0,
    atualizadoPor: found?.autor ?? null,
    atualizadoEm: row?.updatedAt.toISOString() ?? null,
  };
}

/** Saves the whole checklist (one row per brand), with who saved it and when. */
export async function saveChecklist(db: Database, marcaId: number, input: ChecklistInput, actorUserId: number) {
  const values = { ...input, updatedBy: actorUserId, updatedAt: new Date() };
  await db
    .insert(brandFilingChecklists)
    .values({ marcaId, ...values })
    .onConflictDoUpdate({ target: brandFilingChecklists.marcaId, set: values });
}
