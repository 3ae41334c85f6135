import type { Database } from '../db/client';
import { bulkTransaction, copiesWhileReading, copyArray, copyText, type BulkSession } from '../db/bulk-load';
import { readRpiZip, type RpiHeader, type RpiProcess } from '../inpi/rpi-stream';
import { markKeys, wordSound } from './mark-keys';
import { situationChange, type Situation } from './situation-by-despacho';

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
  situacao: Situation | null;
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
 * The row this issue gives a process, before the merge with the row the index already has. A process printed twice
 * in one issue is merged here: the later one takes what it prints and keeps the rest. `situacao` is null when
 * the issue's despachos do not change the situation.
 */
function staged(header: RpiHeader, process: RpiProcess, earlier: MarkRow | undefined): MarkRow {
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
    situacao: situationChange(codes) ?? earlier?.situacao ?? null,
    ultimo_despacho: codes.at(-1) ?? null,
    primeira_rpi: header.numero,
    ultima_rpi: header.numero,
    ultima_data: header.data,
    nome_normalizado: keys.nomeNormalizado,
    chave_fonetica: keys.chaveFonetica,
    elementos: keys.elementos,
  };
  if (!earlier) return current;
  const named = current.nome ? current : earlier;
  return {
    ...current,
    nome: named.nome,
    nome_normalizado: named.nome_normalizado,
    chave_fonetica: named.chave_fonetica,
    elementos: named.elementos,
    apresentacao: current.apresentacao ?? earlier.apresentacao,
    natureza: current.natureza ?? earlier.natureza,
    classes: current.classes.length > 0 ? current.classes : earlier.classes,
    titulares: current.titulares || earlier.titulares,
    data_deposito: current.data_deposito ?? earlier.data_deposito,
    data_concessao: current.data_concessao ?? earlier.data_concessao,
    data_vigencia: current.data_vigencia ?? earlier.data_vigencia,
  };
}

/** The staging table's columns, in COPY order: the rows of one issue, duplicates already merged (merged). */
const stagingColumns = names;

const line = (row: MarkRow) =>
  [
    copyText(row.processo),
    copyText(row.nome),
    copyText(row.apresentacao),
    copyText(row.natureza),
    copyArray(row.classes),
    copyText(row.titulares),
    copyText(row.data_deposito),
    copyText(row.data_concessao),
    copyText(row.data_vigencia),
    copyText(row.situacao),
    copyText(row.ultimo_despacho),
    row.primeira_rpi,
    row.ultima_rpi,
    copyText(row.ultima_data),
    copyText(row.nome_normalizado),
    copyText(row.chave_fonetica),
    copyArray(row.elementos),
  ].join('\t') + '\n';

function* chunks(rows: Iterable<MarkRow>): Generator<string> {
  let chunk = '';
  for (const row of rows) {
    chunk += line(row);
    if (chunk.length > 256 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * The one statement that merges an issue's rows (staged) into the index, with the rules of `merged` written in SQL
 * against the row each process already has (p): a newer issue takes what it publishes and keeps the rest; an older
 * one only fills in what is missing and never moves the situation. `s.situacao` is null when the issue's
 * despachos do not change it. A row that would not change is not written again.
 */
const mergeStatement = (numero: number) => {
  const newer = `(p.processo IS NULL OR ${numero} >= p.ultima_rpi)`;
  const main = (column: string) => `CASE WHEN ${newer} THEN s.${column} ELSE p.${column} END`;
  const either = (column: string) =>
    `CASE WHEN ${newer} THEN COALESCE(s.${column}, p.${column}) ELSE COALESCE(p.${column}, s.${column}) END`;
  const nameFromIssue = `p.processo IS NULL OR (${newer} AND s.nome IS NOT NULL) OR (NOT ${newer} AND p.nome IS NULL)`;
  const named = (column: string) => `CASE WHEN ${nameFromIssue} THEN s.${column} ELSE p.${column} END`;
  const updates = names
    .split(', ')
    .filter((name) => name !== 'processo')
    .map((name) => `${name} = excluded.${name}`)
    .join(', ');
  return `INSERT INTO national_marks (${names})
    SELECT s.processo, ${named('nome')}, ${either('apresentacao')}, ${either('natureza')},
      CASE WHEN ${newer} THEN CASE WHEN cardinality(s.classes) > 0 OR p.processo IS NULL THEN s.classes ELSE p.classes END
        ELSE CASE WHEN cardinality(p.classes) > 0 THEN p.classes ELSE s.classes END END,
      CASE WHEN ${newer} THEN CASE WHEN s.titulares <> '' OR p.processo IS NULL THEN s.titulares ELSE p.titulares END
        ELSE CASE WHEN p.titulares <> '' THEN p.titulares ELSE s.titulares END END,
      ${either('data_deposito')}, ${either('data_concessao')}, ${either('data_vigencia')},
      CASE WHEN ${newer} THEN COALESCE(s.situacao, p.situacao, 'em andamento') ELSE p.situacao END,
      ${main('ultimo_despacho')},
      LEAST(s.primeira_rpi, p.primeira_rpi), ${main('ultima_rpi')}, ${main('ultima_data')},
      ${named('nome_normalizado')}, ${named('chave_fonetica')}, ${named('elementos')}
    FROM rpi_staging s LEFT JOIN national_marks p ON p.processo = s.processo
    ON CONFLICT (processo) DO UPDATE SET ${updates}
    WHERE (${names
      .split(', ')
      .map((name) => `national_marks.${name}`)
      .join(', ')}) IS DISTINCT FROM (${names
      .split(', ')
      .map((name) => `excluded.${name}`)
      .join(', ')})`;
};

const arrayLiteral = (items: string[]) => `'{${items.map((item) => `"${item}"`).join(',')}}'::text[]`;

/**
 * The sound of every word still without one: the issue's new words, and after the upgrade that added the column
 * the whole vocabulary once (some hundred thousand short words, a second or two). Words and keys are A–Z and 0–9.
 */
export async function soundNewWords(session: BulkSession) {
  const words = (
    await session.execute<{ palavra: string }>('SELECT palavra FROM national_mark_words WHERE chave IS NULL')
  ).map((row) => row.palavra);
  for (let start = 0; start < words.length; start += 50_000) {
    const part = words.slice(start, start + 50_000);
    await session.execute(`UPDATE national_mark_words w SET chave = v.chave
      FROM unnest(${arrayLiteral(part)}, ${arrayLiteral(part.map(wordSound))}) AS v(palavra, chave)
      WHERE w.palavra = v.palavra`);
  }
}

/** The rest of an issue's write once its rows are in the staging table: the merge, the vocabulary, the issue. */
async function mergeStaged(session: BulkSession, header: RpiHeader, processes: number, origem: string) {
  // An issue's rows are a few tens of thousands against millions in the index: each is looked up by its key. A
  // merge or hash join read the whole index instead (a second per million rows), whatever the statistics said.
  await session.execute('SET LOCAL enable_mergejoin = off');
  await session.execute('SET LOCAL enable_hashjoin = off');
  await session.execute(mergeStatement(header.numero));
  await session.execute(`INSERT INTO national_mark_words (palavra)
    SELECT DISTINCT unnest(elementos) FROM rpi_staging ON CONFLICT DO NOTHING`);
  await soundNewWords(session);
  // New entries of a GIN index wait in a pending list that every search then reads whole (an issue's 37,000
  // rows made a word lookup 100 times slower): they are folded into the index before the issue is done.
  await session.execute(`SELECT gin_clean_pending_list(indexrelid::regclass) FROM pg_index
    WHERE indrelid IN ('national_marks'::regclass, 'national_mark_words'::regclass)
      AND indexrelid IN (SELECT oid FROM pg_class WHERE relam = (SELECT oid FROM pg_am WHERE amname = 'gin'))`);
  await session.execute(`INSERT INTO national_issues (numero, data, processos, origem)
    VALUES (${header.numero}, '${header.data}', ${processes}, '${origem}')
    ON CONFLICT (numero) DO UPDATE SET processos = excluded.processos`);
}

const createStaging = `CREATE TEMP TABLE rpi_staging (${columns}) ON COMMIT DROP`;

export interface IndexedIssue {
  numero: number;
  data: string;
  processos: number;
}

type Origem = 'semanal' | 'acervo' | 'upload';

/**
 * Lines of COPY handed over as the XML is read: the parser pushes, the COPY pulls a chunk at a time and waits for
 * the next. `fail` ends the COPY with the reading's error, so the transaction is rolled back.
 */
function lineFeed() {
  let pending = '';
  let done = false;
  let failure: unknown;
  let wake: (() => void) | undefined;
  const ready = () => pending.length > 256 * 1024 || done;
  const signal = () => {
    const waiting = wake;
    wake = undefined;
    waiting?.();
  };
  return {
    push(text: string) {
      pending += text;
      if (wake && ready()) signal();
    },
    end() {
      done = true;
      signal();
    },
    fail(error: unknown) {
      failure = error;
      this.end();
    },
    async *chunks(): AsyncGenerator<string> {
      for (;;) {
        if (!ready()) await new Promise<void>((resolve) => (wake = resolve));
        if (failure) throw failure;
        if (pending) {
          const chunk = pending;
          pending = '';
          yield chunk;
        } else if (done) return;
      }
    },
  };
}

/**
 * PostgreSQL: the transaction opens first and the rows go to the staging table while the XML is still being read,
 * so the server takes them in on its own core as the parser works on the next ones. A process printed again later
 * in the issue had its first row sent already: those rows are replaced by the merged ones before the merge.
 */
async function indexWhileReading(db: Database, zipPath: string, origem: Origem): Promise<IndexedIssue> {
  let header: RpiHeader | undefined;
  const rows = new Map<string, MarkRow>();
  const again = new Set<string>();
  let processes = 0;
  await bulkTransaction(db, async (session) => {
    await session.execute(createStaging);
    const feed = lineFeed();
    const copying = session.copyIn('rpi_staging', stagingColumns, feed.chunks());
    // Awaited below; until then a failed COPY must not count as an unhandled rejection.
    copying.catch(() => {});
    try {
      ({ processes } = await readRpiZip(
        zipPath,
        (found) => void (header = found),
        (process) => {
          const earlier = rows.get(process.numero);
          const row = staged(header!, process, earlier);
          rows.set(process.numero, row);
          if (earlier) again.add(process.numero);
          else feed.push(line(row));
        },
      ));
    } catch (error) {
      feed.fail(error);
      await copying.catch(() => {});
      throw error;
    }
    feed.end();
    await copying;
    if (again.size > 0) {
      await session.execute(`DELETE FROM rpi_staging WHERE processo IN (${[...again].map(quoted).join(', ')})`);
      await session.copyIn('rpi_staging', stagingColumns, chunks([...again].map((numero) => rows.get(numero)!)));
    }
    await mergeStaged(session, header!, processes, origem);
  });
  return { numero: header!.numero, data: header!.data, processos: processes };
}

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Reads one RPI zip into the national marks index: the rows are made while the XML is read (memory holds one
 * issue's rows, about 10 MB for a real one), loaded with COPY and merged by one statement, in one transaction: an
 * issue is in the index whole or not at all. Reading an issue again changes nothing, so an archive run cut off
 * mid-issue just reads it again.
 */
export async function indexRpiIssue(db: Database, zipPath: string, origem: Origem): Promise<IndexedIssue> {
  if (copiesWhileReading(db)) return indexWhileReading(db, zipPath, origem);
  // The embedded database is held by a transaction until it ends: the whole issue is read first.
  let header: RpiHeader | undefined;
  const rows = new Map<string, MarkRow>();
  const { processes } = await readRpiZip(
    zipPath,
    (found) => void (header = found),
    (process) => rows.set(process.numero, staged(header!, process, rows.get(process.numero))),
  );
  await bulkTransaction(db, async (session) => {
    await session.execute(createStaging);
    await session.copyIn('rpi_staging', stagingColumns, chunks(rows.values()));
    await mergeStaged(session, header!, processes, origem);
  });
  return { numero: header!.numero, data: header!.data, processos: processes };
}
