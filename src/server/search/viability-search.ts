import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import type { SearchAnswer, SearchResult } from '../../shared/schemas/search';
import { searchMessages, type Risk } from '../../shared/search-messages';
import { distinctiveElements, normaliseName, phoneticKey, relatedClasses, spellingSimilarity } from './mark-keys';
import { isLive } from './situation-by-despacho';

interface Candidate {
  processo: string;
  nome: string;
  classes: number[];
  situacao: string;
  titulares: string;
  nome_normalizado: string;
  chave_fonetica: string;
  elementos: string[];
}

/** Results shown at most; `total` still counts every match. */
export const MAX_RESULTS = 50;
/** How many rows each way of matching brings, at most: a common word must not drag in half the archive. */
const PER_BRANCH = 200;
/** Below this trigram similarity two words are not near spellings ("BELA" and "BELLA" are 0.57). */
const WORD_THRESHOLD = 0.5;
/** Near spellings kept per word of the query, the closest first. */
const NEAR_PER_WORD = 20;

const riskOrder: Record<Risk, number> = { alto: 0, medio: 1, baixo: 2 };

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

let trigramsAvailable: Promise<boolean> | undefined;
function hasTrigrams(db: Database): Promise<boolean> {
  trigramsAvailable ??= db
    .execute(sql`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`)
    .then((result) => rowsOf(result).length > 0)
    .catch(() => false);
  return trigramsAvailable;
}

const wordArray = (words: string[]) => sql`string_to_array(${words.join(' ')}, ' ')`;

interface WordShares {
  rows: number;
  /** Share of the names holding each of the archive's most common words, as ANALYZE last sampled them. */
  share: Map<string, number>;
  read: number;
}
/** The statistics change only when the table is analysed: read them again now and then, not on every search. */
const SHARES_TTL_MS = 5 * 60 * 1000;
const sharesByDb = new WeakMap<Database, Promise<WordShares>>();

async function readShares(db: Database): Promise<WordShares> {
  const [row] = rowsOf<{ rows: number | string | null; words: string | null; shares: number[] | string | null }>(
    await db.execute(sql`SELECT (SELECT reltuples FROM pg_class WHERE oid = 'national_marks'::regclass) AS rows,
      s.most_common_elems::text AS words, s.most_common_elem_freqs AS shares
      FROM (SELECT 1) AS one LEFT JOIN pg_stats AS s ON s.schemaname = current_schema()
        AND s.tablename = 'national_marks' AND s.attname = 'elementos'`),
  );
  const words = row?.words ? row.words.replace(/^\{|\}$/g, '').split(',') : [];
  const shares = typeof row?.shares === 'string' ? row.shares.replace(/^\{|\}$/g, '').split(',') : (row?.shares ?? []);
  return {
    rows: Math.max(0, Number(row?.rows ?? 0)),
    share: new Map(words.map((word, i) => [word.replace(/^"|"$/g, ''), Number(shares[i] ?? 0)])),
    read: Date.now(),
  };
}

function wordShares(db: Database): Promise<WordShares> {
  const cached = sharesByDb.get(db);
  const fresh = cached?.then((shares) => (Date.now() - shares.read < SHARES_TTL_MS ? shares : readShares(db)));
  const next = (fresh ?? readShares(db)).catch(() => ({ rows: 0, share: new Map<string, number>(), read: 0 }));
  sharesByDb.set(db, next);
  return next;
}

/**
 * Whether a branch that matches `share` of the archive is better read in the table's order until PER_BRANCH rows
 * turn up (about PER_BRANCH / share rows read) than by the GIN index, which gathers every entry of the words
 * (share × rows) before giving the first row. The planner under-counts common words (a sampled list of
 * common words, near spellings outside it) and builds the bitmap of a word in one name out of forty.
 */
const readInOrder = (share: number, rows: number) => share > 0 && PER_BRANCH / share < share * rows;

/**
 * The same test without the index: the planner cannot take the GIN index for an expression over the column, so it
 * reads the table in order and stops at the LIMIT.
 */
const overlaps = (words: string[], inOrder: boolean) =>
  inOrder ? sql`coalesce(elementos, '{}') && ${wordArray(words)}` : sql`elementos && ${wordArray(words)}`;

/**
 * For each distinctive word of the query, itself and the archive's words spelled near it: trigrams over the
 * vocabulary (national_mark_words), a small table, rather than over every whole name in the archive.
 */
async function nearWords(tx: Tx, elementos: string[], trigrams: boolean): Promise<string[][]> {
  if (!trigrams || elementos.length === 0) return elementos.map((word) => [word]);
  const near = rowsOf<{ elemento: string; palavra: string }>(
    await tx.execute(sql`SELECT q.e AS elemento, w.palavra FROM unnest(${wordArray(elementos)}) AS q(e)
      CROSS JOIN LATERAL (SELECT palavra FROM national_mark_words WHERE palavra % q.e
        ORDER BY similarity(palavra, q.e) DESC LIMIT ${NEAR_PER_WORD}) AS w`),
  );
  return elementos.map((word) => [
    word,
    ...near.filter((row) => row.elemento === word && row.palavra !== word).map((row) => row.palavra),
  ]);
}

/**
 * Every process that shares the name, its sound, every distinctive word (or a near spelling of each), or any one
 * distinctive word: each by its own index, or in the table's order for a common word, each bounded.
 */
async function candidates(db: Database, nome: string, chave: string, elementos: string[]): Promise<Candidate[]> {
  const trigrams = await hasTrigrams(db);
  const columns = sql.raw('processo, nome, classes, situacao, titulares, nome_normalizado, chave_fonetica, elementos');
  const { rows: total, share } = await wordShares(db);
  const shareOf = (words: string[]) =>
    Math.min(
      1,
      words.reduce((sum, word) => sum + (share.get(word) ?? 0), 0),
    );
  return db.transaction(async (tx) => {
    // For this transaction only: the trigram operator's threshold; and a table read in order must start at the
    // table's start in one process (no scan joined halfway, no parallel workers), as the bitmap's order does, so a
    // common word brings the same rows each time.
    await tx.execute(sql`SELECT ${sql.raw(
      trigrams ? `set_config('pg_trgm.similarity_threshold', '${WORD_THRESHOLD}', true), ` : '',
    )}set_config('synchronize_seqscans', 'off', true), set_config('max_parallel_workers_per_gather', '0', true),
      set_config('jit', 'off', true)`);
    const groups = await nearWords(tx, elementos, trigrams);
    // Words taken as independent: the share of names holding one of each group.
    const allInOrder = readInOrder(
      groups.reduce((product, group) => product * shareOf(group), 1),
      total,
    );
    const anyInOrder = readInOrder(shareOf(elementos), total);
    const branches = [
      sql`(SELECT ${columns} FROM national_marks WHERE nome_normalizado = ${nome} LIMIT ${PER_BRANCH})`,
      ...(chave
        ? [sql`(SELECT ${columns} FROM national_marks WHERE chave_fonetica = ${chave} LIMIT ${PER_BRANCH})`]
        : []),
      ...(groups.length > 0
        ? [
            sql`(SELECT ${columns} FROM national_marks WHERE ${sql.join(
              groups.map((group) => overlaps(group, allInOrder)),
              sql` AND `,
            )} LIMIT ${PER_BRANCH})`,
          ]
        : []),
      ...(elementos.length > 1
        ? [sql`(SELECT ${columns} FROM national_marks WHERE ${overlaps(elementos, anyInOrder)} LIMIT ${PER_BRANCH})`]
        : []),
    ];
    // Each way brings whole rows, read once where it finds them: looking the matches up again by primary key cost
    // a random read of the key's index per match (most of a common word's search on millions of rows), and an
    // IN (…) over the union let the planner scan the whole table. A process found two ways is kept once.
    const found = new Map<string, Candidate>();
    for (const row of rowsOf<Candidate>(await tx.execute(sql.join(branches, sql` UNION ALL `))))
      found.set(row.processo, row);
    return [...found.values()];
  });
}

interface Ranked extends SearchResult {
  score: number;
}

/** How a candidate relates to the query, its risk and the reason in plain words; null when it is only noise. */
function rank(
  query: { nome: string; chave: string; elementos: string[]; classe?: number },
  row: Candidate,
): Ranked | null {
  const shared = row.elementos.filter((word) => query.elementos.includes(word));
  const similarity = spellingSimilarity(query.nome, row.nome_normalizado);
  const whole =
    shared.length > 0 && (shared.length === query.elementos.length || shared.length === row.elementos.length);
  const [strength, likeness] =
    row.nome_normalizado === query.nome
      ? [4, searchMessages.sameName]
      : query.chave && row.chave_fonetica === query.chave
        ? [3, searchMessages.sameSound]
        : similarity >= 0.85
          ? [3, searchMessages.closeSpelling]
          : whole
            ? [2, searchMessages.contains(shared)]
            : shared.length > 0
              ? [1, searchMessages.contains(shared)]
              : similarity >= 0.7
                ? [1, searchMessages.likeSpelling]
                : [0, ''];
  if (strength === 0) return null;
  const { classe } = query;
  const sameClass = classe === undefined || row.classes.includes(classe);
  const related =
    classe === undefined ? [] : row.classes.filter((item) => item !== classe && relatedClasses(item, classe));
  const where =
    classe === undefined
      ? searchMessages.inClasses(row.classes)
      : sameClass
        ? searchMessages.sameClass(classe)
        : related.length > 0
          ? searchMessages.relatedClass(related)
          : searchMessages.otherClass(row.classes);
  const live = isLive(row.situacao);
  let risco: Risk;
  if (!live) risco = 'baixo';
  else if (sameClass) risco = strength >= 2 ? 'alto' : 'medio';
  else if (related.length > 0) risco = strength >= 2 ? 'medio' : 'baixo';
  else risco = 'baixo';
  const closing =
    live && !sameClass && related.length === 0
      ? searchMessages.otherClassLow
      : live
        ? searchMessages.live(row.situacao)
        : searchMessages.dead(row.situacao);
  return {
    processo: row.processo,
    nome: row.nome,
    classes: row.classes,
    situacao: row.situacao,
    titular: row.titulares,
    risco,
    motivo: `${likeness} ${where}; ${closing}`,
    score: (2 - riskOrder[risco]) * 100 + (live ? 20 : 0) + (sameClass ? 10 : related.length > 0 ? 5 : 0) + strength,
  };
}

export interface Coverage {
  de: number | null;
  ate: number | null;
  revistas: number;
}

export async function coverage(db: Database): Promise<Coverage> {
  const [row] = rowsOf<{ de: number | null; ate: number | null; revistas: number | string }>(
    await db.execute(sql`SELECT min(numero) AS de, max(numero) AS ate, count(*) AS revistas FROM national_issues`),
  );
  return { de: row?.de ?? null, ate: row?.ate ?? null, revistas: Number(row?.revistas ?? 0) };
}

export const coverageText = ({ de, ate }: Coverage) =>
  de === null || ate === null ? searchMessages.noCoverage : searchMessages.coverage(de, ate);

/** The viability search: the marks that could stand in the way of `marca` (in `classe`, when given), riskiest first. */
export async function searchMarks(
  db: Database,
  marca: string,
  classe: number | undefined,
  covered: Coverage,
): Promise<SearchAnswer> {
  const query = {
    nome: normaliseName(marca),
    chave: phoneticKey(marca),
    elementos: distinctiveElements(marca),
    classe,
  };
  const rows = await candidates(db, query.nome, query.chave, query.elementos);
  const ranked = rows
    .filter((row) => row.nome)
    .map((row) => rank(query, row))
    .filter((row): row is Ranked => row !== null)
    .sort((a, b) => b.score - a.score || a.processo.localeCompare(b.processo));
  return {
    resultados: ranked.slice(0, MAX_RESULTS).map(({ score: _score, ...result }) => result),
    total: ranked.length,
    cobertura: { ...covered, texto: coverageText(covered) },
  };
}
