import { brandClassesOf } from '../../shared/brand-classes';
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { inpiMessages } from '../../shared/inpi-messages';
import type { AppDeps } from '../context';
import type { Database } from '../db/client';
import { inpiDespachos, inpiUnknownCodes, marcas, rpiIssues, watchHits } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { enqueueDespachoWhatsapp } from '../whatsapp/inpi-messages';
import { recordRequestEvent } from '../requests/events';
import { daysBetween, dueDate, formatDay, todayInBrazil } from './deadlines';
import { despachoMail } from './inpi-mails';
import {
  codesOpening,
  despachoCodes,
  despachoSentence,
  publicationCodes,
  resolvedKinds,
  termOf,
  type Term,
} from './despacho-codes';
import { petitionOf, petitionReference, petitionSentence } from './petitions';
import { renewalWindow, validityEndSetBy } from './validity';
import { classDescriptiveWords } from '../marks/class-words';
import type { DescriptiveWords } from '../marks/descriptive-words';
import { conflictRisk, filingOf, type WatchConflict, watched, type WatchedBrand } from './watch-risk';
import { readRpiZip, type RpiDespacho, type RpiHeader, type RpiProcess } from './rpi-stream';
import type { RpiImportAnswer } from '../../shared/schemas/inpi';
import { isPaid, PAID } from '../../shared/schemas/checkout';

/** What an import found; the admin's answer (shared/schemas/inpi.ts) adds its pt-BR message. */
export type RpiImportSummary = Omit<RpiImportAnswer, 'mensagem'>;

type Ours = Map<string, number[]>;
interface Hit extends WatchConflict {
  marcaId: number;
  process: RpiProcess;
}

/** Codes our table does not know, met anywhere in the issue: staff see them with the INPI's own name. */
type Unknown = Map<string, { nome: string; vezes: number; processo: string }>;

/** Our customers' processes (the number staff recorded) and the paid brands the watch protects. */
async function loadCustomers(db: Database): Promise<{ ours: Ours; brands: WatchedBrand[] }> {
  const rows = await db
    .select({
      id: marcas.id,
      processo: marcas.processoInpi,
      nome: marcas.nome,
      classeNice: marcas.classeNice,
      classes: marcas.classes,
      descricao: marcas.descricao,
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
    const classes = brandClassesOf(row).map((entry) => entry.classeNice);
    if (isPaid(row.pago) && row.nome && classes.length) brands.push(watched(row.id, row.nome, classes));
  }
  return { ours, brands };
}

/** New filings open to opposition, compared with every watched brand; a customer's own process is skipped. */
function hitsOf(process: RpiProcess, brands: WatchedBrand[], ours: Ours, descriptive: DescriptiveWords): Hit[] {
  if (
    !process.marca ||
    process.classes.length === 0 ||
    !process.despachos.some((item) => publicationCodes.has(item.codigo))
  )
    return [];
  const filing = filingOf(process.marca, process.classes);
  const own = ours.get(process.numero) ?? [];
  const hits: Hit[] = [];
  for (const brand of brands) {
    if (own.includes(brand.marcaId)) continue;
    const conflict = conflictRisk(brand, filing, descriptive);
    if (conflict) hits.push({ marcaId: brand.marcaId, process, ...conflict });
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
  despacho: RpiDespacho,
  ordem: number,
  today: string,
) {
  const term = termOf(despacho.codigo, header.numero, despacho.elementos, despacho.textoComplementar);
  const validityEnd = term?.fromValidity
    ? await validityEndSetBy(tx, marcaId, header, process, despacho.codigo !== 'IPAS158')
    : null;
  const renewing = validityEnd ? renewalWindow(validityEnd) : null;
  const due = renewing?.due ?? (term && !term.fromValidity ? dueDate(header.data, term.days) : null);
  const dueExtra = renewing?.dueExtra ?? (term?.extraDays ? dueDate(header.data, term.days + term.extraDays) : null);
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
      ordem,
      elementos: { ...process.elementos, ...despacho.elementos },
      marcaId,
      dueDate: due,
      dueExtraDate: dueExtra,
      // The publication mail already tells the customer about a term that is this close.
      reminded15At: left <= 15 ? sql`now()` : null,
      reminded5At: left <= 5 ? sql`now()` : null,
    })
    .onConflictDoNothing()
    .returning({ id: inpiDespachos.id });
  if (!row) return false;
  await closeResolvedTerms(tx, marcaId, header.numero, despacho.codigo, term, row.id);
  const petition = petitionOf(despacho.elementos, despacho.textoComplementar);
  const said = despachoSentence(despacho.codigo, despacho.nome || despacho.codigo, header.numero);
  const frase = petition ? petitionSentence(despacho.codigo, said, petition, validityEnd) : said;
  const message = [
    inpiMessages.despachoEvent(frase, header.numero, formatDay(header.data)),
    ...(renewing ? [inpiMessages.validityLines(formatDay(renewing.due), formatDay(renewing.opens))] : []),
    ...(term && due && !renewing ? [inpiMessages.deadlineLine(term.nome, formatDay(due))] : []),
    ...(dueExtra ? [inpiMessages.extraDeadlineLine(formatDay(dueExtra))] : []),
    ...blockingLine(process, despacho),
    ...(petition ? petitionReference(petition) : []),
    ...(despacho.textoComplementar ? [inpiMessages.complement(despacho.textoComplementar)] : []),
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
  await enqueueDespachoWhatsapp(tx, deps.config.public, {
    marcaId,
    frase,
    rpi: header.numero,
    rpiDate: header.data,
    term,
    due,
  });
  return true;
}

/**
 * A despacho that resolves a term closes it: the open terms of the same request that an earlier despacho opened,
 * of the kinds this one settles (an arquivamento after an exigência, a deferimento after the opposition term).
 * A closed term leaves the staff queue, gets no reminder and is no longer the customer's next deadline.
 */
async function closeResolvedTerms(
  tx: Database,
  marcaId: number,
  rpi: number,
  codigo: string,
  term: Term | undefined,
  despachoId: number,
) {
  const close = async (codes: string[], earlierIssuesOnly: boolean) => {
    if (codes.length === 0) return;
    await tx
      .update(inpiDespachos)
      .set({ closedAt: sql`now()`, closedBy: despachoId })
      .where(
        and(
          eq(inpiDespachos.marcaId, marcaId),
          lt(inpiDespachos.id, despachoId),
          ...(earlierIssuesOnly ? [lt(inpiDespachos.rpiNumero, rpi)] : []),
          isNull(inpiDespachos.closedAt),
          isNotNull(inpiDespachos.dueDate),
          inArray(inpiDespachos.codigo, codes),
        ),
      );
  };
  await close(codesOpening(resolvedKinds(codigo)), false);
  // A term opened again replaces the one an earlier issue opened; two exigências of one issue are both open.
  if (term) await close(codesOpening([term.kind]), true);
}

/** The processes a sobrestamento waits for, told to the customer: from its texto-sobrestamento or the sobrestadores. */
function blockingLine(process: RpiProcess, despacho: RpiDespacho): string[] {
  const named =
    despacho.elementos.sobrestadores ?? (despacho.codigo === 'IPAS142' ? process.elementos.sobrestadores : []);
  const processos = named?.length
    ? named.map((item) => (item.marca ? `${item.processo} (${item.marca})` : item.processo))
    : (despacho.elementos.processosBloqueantes ?? []);
  return processos.length > 0 ? [inpiMessages.blockingLine(processos.join(', '))] : [];
}

function countUnknown(unknown: Unknown, process: RpiProcess) {
  for (const despacho of process.despachos) {
    if (!despacho.codigo || despachoCodes[despacho.codigo]) continue;
    const seen = unknown.get(despacho.codigo);
    if (seen) seen.vezes += 1;
    else unknown.set(despacho.codigo, { nome: despacho.nome || despacho.codigo, vezes: 1, processo: process.numero });
  }
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
  const descriptive = await classDescriptiveWords(db);
  const matches: { process: RpiProcess; marcaIds: number[] }[] = [];
  const hits: Hit[] = [];
  const unknown: Unknown = new Map();
  const { header, processes } = await readRpiZip(
    zipPath,
    () => {},
    (process) => {
      const marcaIds = ours.get(process.numero);
      if (marcaIds) matches.push({ process, marcaIds });
      hits.push(...hitsOf(process, brands, ours, descriptive));
      countUnknown(unknown, process);
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
    // Counted once per issue: a second import of the same issue adds nothing.
    if (issue)
      for (const [codigo, seen] of unknown)
        await tx
          .insert(inpiUnknownCodes)
          .values({
            codigo,
            nome: seen.nome,
            firstRpi: header.numero,
            lastRpi: header.numero,
            vezes: seen.vezes,
            exemploProcesso: seen.processo,
          })
          .onConflictDoUpdate({
            target: inpiUnknownCodes.codigo,
            set: {
              nome: seen.nome,
              vezes: sql`${inpiUnknownCodes.vezes} + ${seen.vezes}`,
              firstRpi: sql`least(${inpiUnknownCodes.firstRpi}, ${header.numero})`,
              lastRpi: sql`greatest(${inpiUnknownCodes.lastRpi}, ${header.numero})`,
            },
          });
    let despachos = 0;
    for (const { process, marcaIds } of matches)
      for (const marcaId of marcaIds)
        for (const [ordem, despacho] of process.despachos.entries())
          if (await recordDespacho(deps, tx, header, process, marcaId, despacho, ordem, today)) despachos += 1;
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
          motivo: hit.motivo,
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
