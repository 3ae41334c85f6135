import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { bulkTransaction, copyArray, copyText } from '../../../src/server/db/bulk-load';
import type { Database } from '../../../src/server/db/client';
import { markKeys } from '../../../src/server/search/mark-keys';
import { soundNewWords } from '../../../src/server/search/index-issue';
import { seeded } from '../../support/rpi-real-issue';

/**
 * The generated national archive the search benchmark measures: names with a realistic distribution (a few words
 * used over and over, a long tail of invented ones, company forms, numbers). Generating millions of rows takes
 * minutes, so a database that already holds the same archive (same size, same generator, same search keys) is
 * reused: `ensureArchive` regenerates only when the stored fingerprint differs.
 */

const common = (
  'bella vida nova max top prime gold star sol mar terra casa doce sabor arte mundo real viva bem mais ' +
  'alpha mega super ouro prata verde azul rosa flor bom boa grande pequeno rei rainha brasil lar estrela ' +
  'luz fonte vila porto rio serra campo mineiro paulista carioca nordeste sul norte leste oeste ideal'
).split(' ');
const syllables = 'ka lo mi ra ti vo be nu so fa gre pla tro xi du ze qui lu ma ne ri to ca da vi ga pe'.split(' ');
const tails = ['', '', '', '', ' Ltda', ' Comércio', ' Brasil', ' Group', ' Alimentos', ' Serviços'];
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
const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** Names as marks have them, from a seeded generator: the same sequence every run. */
export function nameGenerator(seed: number) {
  const random = seeded(seed);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  /** Zipf-like: low indexes far more often, as real marks reuse a few words ("Bella", "Max", "Brasil"). */
  const zipf = <T>(items: T[]) => items[Math.min(items.length - 1, Math.floor(items.length * random() ** 3))]!;
  const invented = () => Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(syllables)).join('');
  const markName = () => {
    const words = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
      random() < 0.55 ? zipf(common) : invented(),
    );
    if (random() < 0.05) words.push(String(1 + Math.floor(random() * 99)));
    return words.map(capital).join(' ') + pick(tails);
  };
  return { random, pick, invented, markName };
}

/** Archive processes are numbered from here; the benchmark's RPI (tests/support/rpi-real-issue.ts) from 930000000. */
const FIRST_PROCESS = 100_000_000;
const GENERATOR_VERSION = 'acervo-v1';

/** The generated rows in COPY text, a chunk of lines at a time, with a line of progress now and then. */
function* archiveLines(from: number, to: number, log: (text: string) => void): Generator<string> {
  const { random, pick, invented, markName } = nameGenerator(42 + from);
  let chunk = '';
  for (let i = from; i < to; i += 1) {
    const nome = markName();
    const keys = markKeys(nome);
    const classe = 1 + Math.floor(random() * 45);
    const classes = random() < 0.15 ? [classe, 1 + ((classe + 7) % 45)] : [classe];
    const rpi = 1000 + (i % 1800);
    chunk +=
      [
        String(FIRST_PROCESS + i),
        copyText(nome),
        copyArray(classes),
        copyText(`${capital(invented())} ${capital(invented())} Ltda`),
        pick(situations),
        rpi,
        rpi,
        '2020-01-07',
        copyText(keys.nomeNormalizado),
        copyText(keys.chaveFonetica),
        copyArray(keys.elementos),
      ].join('\t') + '\n';
    if ((i + 1) % 1000 === 0) {
      yield chunk;
      chunk = '';
    }
    if ((i + 1) % 500_000 === 0) log(`  ${(i + 1).toLocaleString('pt-BR')} linhas…`);
  }
  if (chunk) yield chunk;
}

/** What the archive holds depends on its size, the generator and the search keys: a changed key means new rows. */
function fingerprint(rows: number): string {
  const { markName } = nameGenerator(7);
  const sample = Array.from({ length: 500 }, () => JSON.stringify(markKeys(markName()))).join('\n');
  return `${GENERATOR_VERSION}:${rows}:${createHash('sha256').update(sample).digest('hex').slice(0, 16)}`;
}

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

const columns =
  'processo, nome, classes, titulares, situacao, primeira_rpi, ultima_rpi, ultima_data, nome_normalizado, chave_fonetica, elementos';

/**
 * Makes sure `db` holds the generated archive of `rows` processos, generating it when it does not. A bulk load:
 * the tables' indexes (as the migrations made them) are dropped first and built once at the end.
 */
export async function ensureArchive(
  db: Database,
  rows: number,
  log: (text: string) => void,
): Promise<'reused' | 'generated'> {
  const wanted = fingerprint(rows);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS bench_archive (impressao text NOT NULL)`);
  const [stored] = rowsOf<{ impressao: string }>(await db.execute(sql`SELECT impressao FROM bench_archive`));
  // The words' sounds, as the first issue indexed after an upgrade fills them: not inside a measured import.
  if (stored?.impressao === wanted) return (await bulkTransaction(db, soundNewWords), 'reused');

  const started = performance.now();
  log(`  gerando ${rows.toLocaleString('pt-BR')} processos…`);
  await db.execute(sql`TRUNCATE national_marks, national_mark_words, national_issues, bench_archive`);
  // The definitions are kept in a table until they are built again: a run cut off mid-load still rebuilds them.
  await db.execute(sql`CREATE TABLE IF NOT EXISTS bench_indexes (nome text PRIMARY KEY, definicao text NOT NULL)`);
  await db.execute(sql`INSERT INTO bench_indexes SELECT indexname, indexdef FROM pg_indexes
    WHERE tablename IN ('national_marks', 'national_mark_words') AND indexname NOT LIKE '%_pkey' ON CONFLICT DO NOTHING`);
  const indexes = rowsOf<{ nome: string; definicao: string }>(
    await db.execute(sql`SELECT nome, definicao FROM bench_indexes`),
  );
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX IF EXISTS ${index.nome}`));
  // The embedded database reads each COPY as one blob: a few hundred thousand rows at a time keeps that small.
  const step = 250_000;
  for (let from = 0; from < rows; from += step)
    await bulkTransaction(db, (session) =>
      session.copyIn('national_marks', columns, archiveLines(from, Math.min(rows, from + step), log)),
    );
  log(`  linhas em ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const indexing = performance.now();
  await db.execute(
    sql`INSERT INTO national_mark_words (palavra) SELECT DISTINCT unnest(elementos) FROM national_marks ON CONFLICT DO NOTHING`,
  );
  await bulkTransaction(db, soundNewWords);
  for (const index of indexes)
    await db.execute(sql.raw(index.definicao.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS ')));
  await db.execute(sql`DELETE FROM bench_indexes`);
  await db.execute(
    sql`INSERT INTO national_issues (numero, data, processos, origem) VALUES (1000, '1972-01-04', 0, 'acervo'), (2799, '2024-09-24', 0, 'acervo')`,
  );
  await db.execute(sql`VACUUM ANALYZE national_marks`);
  await db.execute(sql`VACUUM ANALYZE national_mark_words`);
  await db.execute(sql`INSERT INTO bench_archive (impressao) VALUES (${wanted})`);
  log(`  índices em ${((performance.now() - indexing) / 1000).toFixed(0)} s`);
  return 'generated';
}

/** Queries as visitors type them: names in the archive, their sound-alikes and typos, and names found nowhere. */
export function visitorQueries(count: number): { marca: string; classe?: number }[] {
  const { markName } = nameGenerator(99);
  return Array.from({ length: count }, (_, i) => {
    const nome = markName().replace(/ (Ltda|Comércio|Group|Serviços)$/, '');
    const variant = i % 3 === 1 ? nome.replace(/c/g, 'k').replace(/s/g, 'z') : nome;
    return { marca: variant, ...(i % 2 === 0 && { classe: 1 + (i % 45) }) };
  });
}
