import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { inpiMessages } from '../../shared/inpi-messages';
import type { AppDeps } from '../context';
import type { Database } from '../db/client';
import { inpiDespachos, marcas, rpiIssues, watchHits } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { recordRequestEvent } from '../requests/events';
import { daysBetween, dueDate, formatDay, todayInBrazil } from './deadlines';
import { despachoMail } from './inpi-mails';
import { despachoSentence, publicationCodes, termOf } from './despacho-codes';
import { conflictRisk, phoneticKey, type RiskBand, watched, type WatchedBrand } from './phonetic';
import { readRpiZip, type RpiHeader, type RpiProcess } from './rpi-stream';
import type { RpiImportAnswer } from '../../shared/schemas/inpi';
import { isPaid, PAID } from '../../shared/schemas/checkout';

/** What an import found; the admin's answer (shared/schemas/inpi.ts) adds its pt-BR message. */
export type RpiImportSummary = Omit<RpiImportAnswer, 'mensagem'>;

type Ours = Map<string, number[]>;
interface Hit {
  marcaId: number;
  process: RpiProcess;
  risco: RiskBand;
}

/** Our customers' processes (the number staff recorded) and the paid brands the watch protects. */
async function loadCustomers(db: Database): Promise<{ ours: Ours; brands: WatchedBrand[] }> {
  const rows = await db
    .select({
      id: marcas.id,
      processo: marcas.processoInpi,
      nome: marcas.nome,
      classe: marcas.classeNice,
      pago: marcas.statusPagamento,
    })
    .from(marcas)
    .where(
      or(
        isNotNull(marcas.processoInpi),
        and(eq(marcas.statusPagamento, PAID), isNotNull(marcas.nome), isNotNull(marcas.classeNice)),
      ),
    );
  const ours: Ours = new Map();
  const brands: WatchedBrand[] = [];
  for (const row of rows) {
    if (row.processo) ours.set(row.processo, [...(ours.get(row.processo) ?? []), row.id]);
    if (isPaid(row.pago) && row.nome && row.classe) brands.push(watched(row.id, row.nome, row.classe));
  }
  return { ours, brands };
}

/** New filings open to opposition, compared with every watched brand; a customer's own process is skipped. */
function hitsOf(process: RpiProcess, brands: WatchedBrand[], ours: Ours): Hit[] {
  if (
    !process.marca ||
    process.classes.length === 0 ||
    !process.despachos.some((item) => publicationCodes.has(item.codigo))
  )
    return [];
  const filing = { nome: process.marca, key: phoneticKey(process.marca), classes: process.classes };
  const own = ours.get(process.numero) ?? [];
  const hits: Hit[] = [];
  for (const brand of brands) {
    if (own.includes(brand.marcaId)) continue;
    const risco = conflictRisk(brand, filing);
    if (risco) hits.push({ marcaId: brand.marcaId, process, risco });
  }
  return hits;
}

/** One despacho about a customer's process: its row, timeline event and e-mail, once (the unique row decides). */
async function recordDespacho(
  deps: AppDeps,
  tx: Database,
  header: RpiHeader,
  process: RpiProcess,
  marcaId: number,
  despacho: RpiProcess['despachos'][number],
  today: string,
) {
  const term = termOf(despacho.codigo);
  const due = term ? dueDate(header.data, term.days) : null;
  const left = due ? daysBetween(today, due) : Infinity;
  const [row] = await tx
    .insert(inpiDespachos)
    .values({
      rpiNumero: header.numero,
      rpiData: header.data,
      processo: process.numero,
      codigo: despacho.codigo,
      nome: despacho.nome || despacho.codigo,
      textoComplementar: despacho.textoComplementar,
      marcaId,
      dueDate: due,
      // The publication mail already tells the customer about a term that is this close.
      reminded15At: left <= 15 ? sql`now()` : null,
      reminded5At: left <= 5 ? sql`now()` : null,
    })
    .onConflictDoNothing()
    .returning({ id: inpiDespachos.id });
  if (!row) return false;
  const frase = despachoSentence(despacho.codigo, despacho.nome || despacho.codigo);
  const message = [
    inpiMessages.despachoEvent(frase, header.numero, formatDay(header.data)),
    ...(term && due ? [inpiMessages.deadlineLine(term.nome, formatDay(due))] : []),
  ].join(' ');
  const event = await recordRequestEvent(tx, {
    requestKind: 'marca',
    requestId: marcaId,
    kind: 'inpi',
    statusTo: despacho.codigo,
    message,
  });
  await tx.update(inpiDespachos).set({ eventId: event.id }).where(eq(inpiDespachos.id, row.id));
  const mail = await despachoMail(tx, deps.config.public, {
    marcaId,
    frase,
    rpi: header.numero,
    rpiDate: header.data,
    complemento: despacho.textoComplementar,
    term,
    due,
  });
  if (mail) await enqueueMail(tx, mail);
  return true;
}

/**
 * Imports one RPI zip: streams it once, keeps only what concerns our customers (their processes'
 * despachos, new filings that conflict with their brands) and writes that in one transaction. Every row
 * is unique by issue and process, so importing the same issue again adds nothing.
 */
export async function importRpi(
  deps: AppDeps,
  zipPath: string,
  options: { origem: 'upload' | 'agendado'; actorUserId?: number; now?: Date },
): Promise<RpiImportSummary> {
  const { db } = deps;
  const today = todayInBrazil(options.now ?? new Date());
  const { ours, brands } = await loadCustomers(db);
  const matches: { process: RpiProcess; marcaIds: number[] }[] = [];
  const hits: Hit[] = [];
  const { header, processes } = await readRpiZip(
    zipPath,
    () => {},
    (process) => {
      const marcaIds = ours.get(process.numero);
      if (marcaIds) matches.push({ process, marcaIds });
      hits.push(...hitsOf(process, brands, ours));
    },
  );

  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Database;
    const [issue] = await tx
      .insert(rpiIssues)
      .values({
        numero: header.numero,
        data: header.data,
        processos: processes,
        origem: options.origem,
        importedBy: options.actorUserId ?? null,
      })
      .onConflictDoNothing()
      .returning({ numero: rpiIssues.numero });
    let despachos = 0;
    for (const { process, marcaIds } of matches)
      for (const marcaId of marcaIds)
        for (const despacho of process.despachos)
          if (await recordDespacho(deps, tx, header, process, marcaId, despacho, today)) despachos += 1;
    let alertas = 0;
    const opposition = dueDate(header.data, 60);
    for (const hit of hits) {
      const [row] = await tx
        .insert(watchHits)
        .values({
          rpiNumero: header.numero,
          rpiData: header.data,
          marcaId: hit.marcaId,
          processo: hit.process.numero,
          nome: hit.process.marca!,
          classes: hit.process.classes,
          titulares: hit.process.titulares.join('; '),
          risco: hit.risco,
          dueDate: opposition,
        })
        .onConflictDoNothing()
        .returning({ id: watchHits.id });
      if (row) alertas += 1;
    }
    if (despachos > 0 || alertas > 0)
      await tx
        .update(rpiIssues)
        .set({ despachos: sql`${rpiIssues.despachos} + ${despachos}`, alertas: sql`${rpiIssues.alertas} + ${alertas}` })
        .where(eq(rpiIssues.numero, header.numero));
    return { numero: header.numero, data: header.data, processos: processes, despachos, alertas, jaImportada: !issue };
  });
}
