import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { nationalIssues } from '../db/schema';
import { readRpiZip, type RpiHeader, type RpiProcess } from '../inpi/rpi-stream';
import { markKeys } from './mark-keys';
import { situationAfter, type Situation } from './situation-by-despacho';

/** Rows written per statement: one JSON parameter each, so the statement stays small whatever the batch. */
const BATCH = 2000;

interface MarkRow {
  processo: string;
  nome: string | null;
  apresentacao: string | null;
  natureza: string | null;
  classes: number[];
  titulares: string;
  data_deposito: string | null;
  data_concessao: string | null;
  data_vigencia: string | null;
  situacao: Situation;
  ultimo_despacho: string | null;
  primeira_rpi: number;
  ultima_rpi: number;
  ultima_data: string;
  nome_normalizado: string;
  chave_fonetica: string;
  elementos: string[];
}

const columns = `processo text, nome text, apresentacao text, natureza text, classes int[], titulares text,
  data_deposito date, data_concessao date, data_vigencia date, situacao text, ultimo_despacho text,
  primeira_rpi int, ultima_rpi int, ultima_data date, nome_normalizado text, chave_fonetica text, elementos text[]`;
const names = columns
  .split(',')
  .map((column) => column.trim().split(' ')[0]!)
  .join(', ');

/**
 * The row a process has after this issue, given the row it had. A newer issue takes what it publishes and keeps the
 * rest; an older one (an archive read after the weekly) only fills in what is missing, and never moves the situation.
 */
function merged(header: RpiHeader, process: RpiProcess, previous: MarkRow | undefined): MarkRow {
  const codes = process.despachos.map((item) => item.codigo);
  const keys = markKeys(process.marca);
  const current: MarkRow = {
    processo: process.numero,
    nome: process.marca,
    apresentacao: process.apresentacao ?? null,
    natureza: process.natureza ?? null,
    classes: process.classes,
    titulares: process.titulares.join('; '),
    data_deposito: process.dataDeposito,
    data_concessao: process.dataConcessao ?? null,
    data_vigencia: process.dataVigencia ?? null,
    situacao: situationAfter(previous && header.numero >= previous.ultima_rpi ? previous.situacao : null, codes),
    ultimo_despacho: codes.at(-1) ?? null,
    primeira_rpi: header.numero,
    ultima_rpi: header.numero,
    ultima_data: header.data,
    nome_normalizado: keys.nomeNormalizado,
    chave_fonetica: keys.chaveFonetica,
    elementos: keys.elementos,
  };
  if (!previous) return current;
  const newer = header.numero >= previous.ultima_rpi;
  const [main, other] = newer ? [current, previous] : [previous, current];
  const named = main.nome ? main : other;
  return {
    ...main,
    nome: named.nome,
    nome_normalizado: named.nome_normalizado,
    chave_fonetica: named.chave_fonetica,
    elementos: named.elementos,
    apresentacao: main.apresentacao ?? other.apresentacao,
    natureza: main.natureza ?? other.natureza,
    classes: main.classes.length > 0 ? main.classes : other.classes,
    titulares: main.titulares || other.titulares,
    data_deposito: main.data_deposito ?? other.data_deposito,
    data_concessao: main.data_concessao ?? other.data_concessao,
    data_vigencia: main.data_vigencia ?? other.data_vigencia,
    primeira_rpi: Math.min(previous.primeira_rpi, header.numero),
  };
}

/** Writes one batch: the rows the processes had are read first and merged in code (merged), then upserted at once. */
async function writeBatch(db: Database, header: RpiHeader, batch: RpiProcess[]): Promise<void> {
  const byNumber = new Map<string, RpiProcess[]>();
  for (const process of batch) byNumber.set(process.numero, [...(byNumber.get(process.numero) ?? []), process]);
  const existing = (await db.execute(
    sql`SELECT ${sql.raw(names)} FROM national_marks WHERE processo = ANY(string_to_array(${[...byNumber.keys()].join(',')}, ','))`,
  )) as unknown as { rows?: MarkRow[] } | MarkRow[];
  const previous = new Map(
    (Array.isArray(existing) ? existing : (existing.rows ?? [])).map((row) => [row.processo, row] as const),
  );
  const rows: MarkRow[] = [];
  for (const [numero, processes] of byNumber) {
    let row = previous.get(numero);
    for (const process of processes) row = merged(header, process, row);
    rows.push(row!);
  }
  const updates = names
    .split(', ')
    .filter((name) => name !== 'processo')
    .map((name) => `${name} = excluded.${name}`)
    .join(', ');
  await db.execute(
    sql`INSERT INTO national_marks (${sql.raw(names)})
        SELECT ${sql.raw(names)} FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(${sql.raw(columns)})
        ON CONFLICT (processo) DO UPDATE SET ${sql.raw(updates)}`,
  );
  // Words are normalised (no spaces), so one space-joined parameter carries them all.
  const words = [...new Set(rows.flatMap((row) => row.elementos))];
  if (words.length > 0)
    await db.execute(
      sql`INSERT INTO national_mark_words (palavra) SELECT unnest(string_to_array(${words.join(' ')}, ' '))
          ON CONFLICT DO NOTHING`,
    );
}

export interface IndexedIssue {
  numero: number;
  data: string;
  processos: number;
}

/**
 * Reads one RPI zip into the national marks index. Batches are written while the XML is still being read (the
 * database works on its own core meanwhile); memory holds at most the batches waiting. Reading an issue again
 * changes nothing (merged is idempotent), so an archive run cut off mid-issue just reads it again.
 */
export async function indexRpiIssue(
  db: Database,
  zipPath: string,
  origem: 'semanal' | 'acervo' | 'upload',
): Promise<IndexedIssue> {
  let header: RpiHeader | undefined;
  let batch: RpiProcess[] = [];
  let writing: Promise<void> = Promise.resolve();
  let failed: unknown;
  const flush = () => {
    const ready = batch;
    batch = [];
    if (ready.length === 0) return;
    writing = writing
      .then(() => (failed ? undefined : writeBatch(db, header!, ready)))
      .catch((error: unknown) => {
        failed ??= error;
      });
  };
  const { processes } = await readRpiZip(
    zipPath,
    (found) => void (header = found),
    (process) => {
      batch.push(process);
      if (batch.length >= BATCH) flush();
    },
  );
  flush();
  await writing;
  if (failed) throw failed;
  await db
    .insert(nationalIssues)
    .values({ numero: header!.numero, data: header!.data, processos: processes, origem })
    .onConflictDoUpdate({ target: nationalIssues.numero, set: { processos: processes } });
  return { numero: header!.numero, data: header!.data, processos: processes };
}
