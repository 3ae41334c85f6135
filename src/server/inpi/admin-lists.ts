import { asc, desc, eq } from 'drizzle-orm';
import { inpiMessages } from '../../shared/inpi-messages';
import type { DeadlineRow, RpiIssueRow, UnknownCodeRow, WatchHitRow } from '../../shared/schemas/inpi';
import type { Database } from '../db/client';
import { inpiDespachos, inpiUnknownCodes, marcas, rpiIssues, users, watchHits } from '../db/schema';
import { daysBetween, todayInBrazil } from './deadlines';
import { termOf } from './despacho-codes';
import { openDeadlines } from './open-deadlines';
import { STAFF_RECORDED_RPI } from './validity';

const LIMIT = 200;

export async function listRpiIssues(db: Database): Promise<RpiIssueRow[]> {
  const rows = await db.select().from(rpiIssues).orderBy(desc(rpiIssues.numero)).limit(LIMIT);
  return rows.map((row) => ({
    numero: row.numero,
    data: row.data,
    processos: row.processos,
    despachos: row.despachos,
    alertas: row.alertas,
    origem: row.origem,
    importadaEm: row.importedAt.toISOString(),
  }));
}

/** The "prazos" queue: every term still open (not resolved by a later despacho, not past its end), the soonest first. */
export async function listDeadlines(db: Database, now = new Date()): Promise<DeadlineRow[]> {
  const today = todayInBrazil(now);
  const rows = await openDeadlines(db, 'todos', today, LIMIT);
  return rows.map(({ despacho, marca, cliente, tratadoPor }) => {
    const term = termOf(despacho.codigo, despacho.rpiNumero, despacho.elementos, despacho.textoComplementar);
    return {
      id: despacho.id,
      marcaId: despacho.marcaId,
      marca,
      cliente,
      processo: despacho.processo,
      codigo: despacho.codigo,
      // Staff read the INPI's own name of the despacho, not the sentence written for the customer.
      despacho: despacho.nome,
      prazo: term?.nome ?? despacho.nome,
      vencimento: despacho.dueDate!,
      vencimentoExtraordinario: despacho.dueExtraDate,
      diasRestantes: daysBetween(today, despacho.dueDate!),
      clienteAge: term?.customerActs ?? false,
      rpi: despacho.rpiNumero === STAFF_RECORDED_RPI ? null : despacho.rpiNumero,
      tratadoEm: despacho.handledAt?.toISOString() ?? null,
      tratadoPor: despacho.handledAt ? (tratadoPor ?? null) : null,
    };
  });
}

/** Marks a term handled by a staff member (again: the latest one counts); false when there is no such despacho. */
export async function markDeadlineHandled(db: Database, id: number, actorUserId: number): Promise<boolean> {
  const saved = await db
    .update(inpiDespachos)
    .set({ handledAt: new Date(), handledBy: actorUserId })
    .where(eq(inpiDespachos.id, id))
    .returning({ id: inpiDespachos.id });
  return saved.length > 0;
}

export type HitStatus = WatchHitRow['status'];

/** Watch hits of one status; pending ones with the closest opposition deadline first. */
export async function listWatchHits(db: Database, status: HitStatus): Promise<WatchHitRow[]> {
  const rows = await db
    .select({ hit: watchHits, marca: marcas.nome, classe: marcas.classeNice, cliente: users.fullName })
    .from(watchHits)
    .innerJoin(marcas, eq(marcas.id, watchHits.marcaId))
    .innerJoin(users, eq(users.id, marcas.userId))
    .where(eq(watchHits.status, status))
    .orderBy(status === 'pendente' ? asc(watchHits.dueDate) : desc(watchHits.decidedAt), asc(watchHits.id))
    .limit(LIMIT);
  return rows.map(({ hit, marca, classe, cliente }) => ({
    id: hit.id,
    status: hit.status as HitStatus,
    risco: hit.risco as WatchHitRow['risco'],
    riscoTexto: inpiMessages.risk[hit.risco] ?? hit.risco,
    motivo: hit.motivo,
    marcaId: hit.marcaId,
    marcaCliente: marca,
    classeCliente: classe,
    cliente,
    processo: hit.processo,
    nome: hit.nome,
    classes: hit.classes,
    titulares: hit.titulares,
    rpi: hit.rpiNumero,
    vencimento: hit.dueDate,
    decididoEm: hit.decidedAt?.toISOString() ?? null,
  }));
}

/** Despacho codes met in the RPIs that our table does not know, with the INPI's own name: the most frequent first. */
export async function listUnknownCodes(db: Database): Promise<UnknownCodeRow[]> {
  const rows = await db.select().from(inpiUnknownCodes).orderBy(desc(inpiUnknownCodes.vezes)).limit(LIMIT);
  return rows.map((row) => ({
    codigo: row.codigo,
    nome: row.nome,
    vezes: row.vezes,
    primeiraRpi: row.firstRpi,
    ultimaRpi: row.lastRpi,
    exemploProcesso: row.exemploProcesso,
  }));
}
