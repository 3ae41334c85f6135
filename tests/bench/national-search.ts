import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import yazl from 'yazl';
import { openDatabase, type Database } from '../../src/server/db/client';
import { indexRpiIssue } from '../../src/server/search/index-issue';
import { markKeys } from '../../src/server/search/mark-keys';
import { coverage, searchMarks } from '../../src/server/search/viability-search';
import { createPostgresDatabase } from '../support/postgres-database';

/**
 * The national marks index at scale: a generated archive with a realistic name distribution (a few words used
 * over and over, a long tail of invented ones, company forms, numbers), then the public search's p95 against it, on
 * PostgreSQL (5,000,000 processos, target 50 ms) and on PGlite (1,000,000, target 200 ms); a real-sized RPI
 * (37,000 processos, ~55 MB of XML) read into the index (target 8 s) with the RSS growth; disk per million rows.
 * BENCH_SEARCH_PG_ROWS / BENCH_SEARCH_PGLITE_ROWS change the sizes (0 skips one).
 */
const PG_ROWS = Number(process.env.BENCH_SEARCH_PG_ROWS ?? 5_000_000);
const PGLITE_ROWS = Number(process.env.BENCH_SEARCH_PGLITE_ROWS ?? 1_000_000);
const ISSUE_PROCESSES = 37_000;
const QUERIES = 300;
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// A seeded generator: the same archive every run.
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
/** Zipf-like: low indexes far more often, as real marks reuse a few words ("Bella", "Max", "Brasil"). */
const zipf = <T>(items: T[]) => items[Math.min(items.length - 1, Math.floor(items.length * random() ** 3))]!;

const common = (
  'bella vida nova max top prime gold star sol mar terra casa doce sabor arte mundo real viva bem mais ' +
  'alpha mega super ouro prata verde azul rosa flor bom boa grande pequeno rei rainha brasil lar estrela ' +
  'luz fonte vila porto rio serra campo mineiro paulista carioca nordeste sul norte leste oeste ideal'
).split(' ');
const syllables = 'ka lo mi ra ti vo be nu so fa gre pla tro xi du ze qui lu ma ne ri to ca da vi ga pe'.split(' ');
const tails = ['', '', '', '', ' Ltda', ' Comércio', ' Brasil', ' Group', ' Alimentos', ' Serviços'];
const invented = () => Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(syllables)).join('');
const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);

function markName(): string {
  const words = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
    random() < 0.55 ? zipf(common) : invented(),
  );
  if (random() < 0.05) words.push(String(1 + Math.floor(random() * 99)));
  return words.map(capital).join(' ') + pick(tails);
}

const situations = [
  'registrado',
  'registrado',
  'em andamento',
  'publicado para oposição',
  'arquivado',
  'extinto',
  'indeferido',
  'deferido',
];

/** Rows straight into the table, a batch at a time (the import's merge is measured on its own, below). */
async function fill(db: Database, rows: number, log: (text: string) => void) {
  const started = performance.now();
  const batch = 5000;
  for (let done = 0; done < rows; done += batch) {
    const items = Array.from({ length: Math.min(batch, rows - done) }, (_, i) => {
      const nome = markName();
      const keys = markKeys(nome);
      const classe = 1 + Math.floor(random() * 45);
      return {
        processo: String(100_000_000 + done + i),
        nome,
        classes: random() < 0.15 ? [classe, 1 + ((classe + 7) % 45)] : [classe],
        titulares: `${capital(invented())} ${capital(invented())} Ltda`,
        situacao: pick(situations),
        primeira_rpi: 1000 + ((done + i) % 1800),
        ultima_rpi: 1000 + ((done + i) % 1800),
        ultima_data: '2020-01-07',
        nome_normalizado: keys.nomeNormalizado,
        chave_fonetica: keys.chaveFonetica,
        elementos: keys.elementos,
      };
    });
    await db.execute(sql`INSERT INTO national_marks
      (processo, nome, classes, titulares, situacao, primeira_rpi, ultima_rpi, ultima_data, nome_normalizado, chave_fonetica, elementos)
      SELECT * FROM json_to_recordset(${JSON.stringify(items)}::json) AS r(processo text, nome text, classes int[],
        titulares text, situacao text, primeira_rpi int, ultima_rpi int, ultima_data date, nome_normalizado text,
        chave_fonetica text, elementos text[])`);
    if ((done / batch) % 100 === 0) log(`  ${(done + items.length).toLocaleString('pt-BR')} linhas…`);
  }
  await db.execute(
    sql`INSERT INTO national_issues (numero, data, processos, origem) VALUES (1000, '1972-01-04', 0, 'acervo'), (2799, '2024-09-24', 0, 'acervo')`,
  );
  log(`  ${rows.toLocaleString('pt-BR')} linhas em ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

const indexes = [
  'national_marks_nome_idx ON national_marks USING btree (nome_normalizado)',
  'national_marks_fonetica_idx ON national_marks USING btree (chave_fonetica)',
  'national_marks_elementos_idx ON national_marks USING gin (elementos)',
  'national_mark_words_trgm ON national_mark_words USING gin (palavra gin_trgm_ops)',
];

/** A bulk load: the indexes are dropped first and built once at the end, as an operator restoring would. */
async function load(db: Database, rows: number, log: (text: string) => void) {
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX IF EXISTS ${index.split(' ')[0]}`));
  await fill(db, rows, log);
  const started = performance.now();
  await db.execute(
    sql`INSERT INTO national_mark_words SELECT DISTINCT unnest(elementos) FROM national_marks ON CONFLICT DO NOTHING`,
  );
  for (const index of indexes) await db.execute(sql.raw(`CREATE INDEX ${index}`));
  await db.execute(sql`ANALYZE national_marks`);
  log(`  índices em ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** Queries as visitors type them: names in the archive, their sound-alikes and typos, and names found nowhere. */
function queries(): { marca: string; classe?: number }[] {
  return Array.from({ length: QUERIES }, (_, i) => {
    const nome = markName().replace(/ (Ltda|Comércio|Group|Serviços)$/, '');
    const variant = i % 3 === 1 ? nome.replace(/c/g, 'k').replace(/s/g, 'z') : nome;
    return { marca: variant, ...(i % 2 === 0 && { classe: 1 + (i % 45) }) };
  });
}

async function p95(db: Database): Promise<{ p50: number; p95: number }> {
  const covered = await coverage(db);
  const list = queries();
  for (const query of list.slice(0, 20)) await searchMarks(db, query.marca, query.classe, covered); // warm
  const times: number[] = [];
  for (const query of list) {
    const started = performance.now();
    await searchMarks(db, query.marca, query.classe, covered);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length * 0.5)]!, p95: times[Math.floor(times.length * 0.95)]! };
}

async function diskPerMillion(db: Database, rows: number): Promise<number> {
  const result = (await db.execute(sql`SELECT pg_total_relation_size('national_marks') AS bytes`)) as unknown as
    { rows: { bytes: string }[] } | { bytes: string }[];
  const bytes = Number((Array.isArray(result) ? result : result.rows)[0]!.bytes);
  return bytes / (rows / 1_000_000) / 1024 / 1024;
}

/** A real-sized issue: 37,000 processos with the long specifications real ones carry (~55 MB of XML). */
async function realSizedIssue(dir: string): Promise<{ path: string; xmlMb: number }> {
  const spec =
    'Produtos alimentícios, a saber: biscoitos, bolachas, bolos, doces, confeitos, chocolates, balas, ' +
    'pães, massas alimentícias, farinhas e preparações feitas de cereais, sorvetes, mel, melado, fermento; ';
  let bytes = 0;
  function* xml() {
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<revista numero="2851" data="10/12/2024">\n';
    for (let i = 0; i < ISSUE_PROCESSES; i += 1) {
      const nome = markName().replace(/&/g, 'e');
      const classe = 1 + (i % 45);
      const text =
        `<processo numero="${900_000_000 + i}" data-deposito="12/03/2024"><despachos>` +
        `<despacho codigo="IPAS009" nome="Publicação de pedido de registro para oposição (exame formal concluído)"/></despachos>` +
        `<titulares><titular nome-razao-social="${capital(invented())} Comércio de Alimentos Ltda" pais="BR" uf="SP"/></titulares>` +
        `<marca apresentacao="Nominativa" natureza="De Produto"><nome>${nome}</nome></marca>` +
        `<lista-classe-nice><classe-nice codigo="${classe}"><especificacao>${spec.repeat(5)}</especificacao>` +
        `<status>Aguardando exame</status></classe-nice></lista-classe-nice>` +
        `<procurador>Escritório de Marcas e Patentes Exemplo Ltda</procurador></processo>\n`;
      bytes += Buffer.byteLength(text);
      yield text;
    }
    yield '</revista>\n';
  }
  const path = join(dir, 'RM2851.zip');
  const zip = new yazl.ZipFile();
  zip.addReadStream(Readable.from(xml()), '2851.xml');
  zip.end();
  const out = createWriteStream(path);
  zip.outputStream.pipe(out);
  await finished(out);
  return { path, xmlMb: bytes / 1024 / 1024 };
}

async function importIssue(db: Database, zip: string) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const { processos } = await indexRpiIssue(db, zip, 'acervo');
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { processos, seconds, rssGrowthMb: (peak - before) / 1024 / 1024 };
}

const results: { figura: string; medido: string; meta: string; ok: boolean }[] = [];
const log = (text: string) => console.log(text);
const dir = mkdtempSync(join(tmpdir(), 'busca-bench-'));
try {
  const issue = await realSizedIssue(dir);
  log(
    `RPI gerada: ${ISSUE_PROCESSES.toLocaleString('pt-BR')} processos, ${issue.xmlMb.toFixed(0)} MB de XML, ${(statSync(issue.path).size / 1024 / 1024).toFixed(1)} MB zipada`,
  );

  if (PG_ROWS > 0) {
    const database = await createPostgresDatabase(databaseUrl, 'busca_bench');
    const handle = await openDatabase({ databaseUrl: database.url, dataDir: dir });
    try {
      const imported = await importIssue(handle.db, issue.path);
      results.push({
        figura: `RPI real (${imported.processos.toLocaleString('pt-BR')} processos, ${issue.xmlMb.toFixed(0)} MB de XML) no índice, PostgreSQL`,
        medido: `${imported.seconds.toFixed(1)} s, RSS +${imported.rssGrowthMb.toFixed(0)} MB`,
        meta: '≤ 8 s',
        ok: imported.seconds <= 8,
      });
      log(`PostgreSQL: gerando ${PG_ROWS.toLocaleString('pt-BR')} processos…`);
      await load(handle.db, PG_ROWS, log);
      const timing = await p95(handle.db);
      results.push({
        figura: `busca, p95 com ${PG_ROWS.toLocaleString('pt-BR')} processos, PostgreSQL (p50 ${timing.p50.toFixed(1)} ms)`,
        medido: `${timing.p95.toFixed(1)} ms`,
        meta: '≤ 50 ms',
        ok: timing.p95 <= 50,
      });
      const disk = await diskPerMillion(handle.db, PG_ROWS + ISSUE_PROCESSES);
      results.push({
        figura: 'disco por milhão de processos, PostgreSQL (tabela e índices)',
        medido: `${disk.toFixed(0)} MB`,
        meta: 'informado',
        ok: true,
      });
    } finally {
      await handle.close();
      await database.drop();
    }
  }

  if (PGLITE_ROWS > 0) {
    const pgliteDir = join(dir, 'pglite');
    const handle = await openDatabase({ dataDir: pgliteDir });
    try {
      const imported = await importIssue(handle.db, issue.path);
      results.push({
        figura: `RPI real (${imported.processos.toLocaleString('pt-BR')} processos) no índice, PGlite`,
        medido: `${imported.seconds.toFixed(1)} s, RSS +${imported.rssGrowthMb.toFixed(0)} MB`,
        meta: '≤ 8 s',
        ok: imported.seconds <= 8,
      });
      log(`PGlite: gerando ${PGLITE_ROWS.toLocaleString('pt-BR')} processos…`);
      await load(handle.db, PGLITE_ROWS, log);
      const timing = await p95(handle.db);
      results.push({
        figura: `busca, p95 com ${PGLITE_ROWS.toLocaleString('pt-BR')} processos, PGlite (p50 ${timing.p50.toFixed(1)} ms)`,
        medido: `${timing.p95.toFixed(1)} ms`,
        meta: '≤ 200 ms',
        ok: timing.p95 <= 200,
      });
      const disk = await diskPerMillion(handle.db, PGLITE_ROWS + ISSUE_PROCESSES);
      results.push({
        figura: 'disco por milhão de processos, PGlite (tabela e índices)',
        medido: `${disk.toFixed(0)} MB`,
        meta: 'informado',
        ok: true,
      });
    } finally {
      await handle.close();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log('\n| figura | medido | meta | |\n| --- | --- | --- | --- |');
for (const row of results)
  console.log(`| ${row.figura} | ${row.medido} | ${row.meta} | ${row.ok ? 'ok' : 'ABAIXO DA META'} |`);
process.exitCode = results.every((row) => row.ok) ? 0 : 1;
