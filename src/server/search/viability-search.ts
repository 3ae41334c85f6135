import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import type { CoverageState, SearchAnswer, SearchResult } from '../../shared/schemas/search';
import { searchMessages } from '../../shared/search-messages';
import { classDescriptiveWords } from '../marks/class-words';
import { compared, type ComparedName } from '../marks/compared-name';
import type { DescriptiveWords } from '../marks/descriptive-words';
import { likeness, riskOf, type LikenessKind, type Risk } from '../marks/likeness';
import { classPlace } from '../marks/related-classes';
import { distinctiveElements, normaliseName, phoneticKey, wordSound } from './mark-keys';
import { isLive } from './situation-by-despacho';
import { latestIssueBy } from '../inpi/rpi-calendar';

interface Candidate {
  processo: string;
  nome: string;
  classes: number[];
  situacao: string;
  titulares: string;
}

/** Results shown at most; `total` still counts every match. */
export const MAX_RESULTS = 50;
/** How many rows each way of matching brings, at most: a common word must not drag in half the archive. */
const PER_BRANCH = 200;
/** Below this trigram similarity two words are not near spellings ("BELA" and "BELLA" are 0.57). */
const WORD_THRESHOLD = 0.5;
/** Near spellings kept per word of the query, the closest first. */
const NEAR_PER_WORD = 20;

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
 * For each distinctive word of the query, itself and the archive's words spelled near it (trigrams over the
 * vocabulary, national_mark_words, a small table, rather than over every whole name in the archive) or said alike
 * (the word's sound, plural and gender set aside: DOCE finds DOCES, CHEVROLE finds XEVROLE).
 */
async function nearWords(tx: Tx, elementos: string[], trigrams: boolean): Promise<string[][]> {
  if (elementos.length === 0) return [];
  const spelled = trigrams
    ? sql`SELECT palavra FROM national_mark_words WHERE palavra % q.e ORDER BY similarity(palavra, q.e) DESC
        LIMIT ${NEAR_PER_WORD}`
    : sql`SELECT NULL::text AS palavra WHERE false`;
  const near = rowsOf<{ elemento: string; palavra: string }>(
    await tx.execute(sql`SELECT q.e AS elemento, w.palavra
      FROM unnest(${wordArray(elementos)}, ${wordArray(elementos.map(wordSound))}) AS q(e, k)
      CROSS JOIN LATERAL ((${spelled}) UNION (SELECT palavra FROM national_mark_words WHERE chave = q.k
        LIMIT ${NEAR_PER_WORD})) AS w`),
  );
  return elementos.map((word) => [
    word,
    ...new Set(near.filter((row) => row.elemento === word && row.palavra !== word).map((row) => row.palavra)),
  ]);
}

/** Shortest part of a word split in two that still counts (ECOLIMP → ECO + LIMP). */
const SPLIT_MIN = 3;

/**
 * The query's words written together or apart otherwise, as the archive has them: two neighbours joined (ECO LIMP
 * → ECOLIMP) and a long word split in two (ECOLIMP → ECO + LIMP), each kept when the vocabulary has it.
 */
async function joinedAndSplit(tx: Tx, elementos: string[]): Promise<{ joined: string[]; splits: string[][] }> {
  const joined = elementos.slice(1).map((word, i) => `${elementos[i]}${word}`);
  const splits = elementos.flatMap((word) =>
    Array.from({ length: Math.max(0, word.length - 2 * SPLIT_MIN + 1) }, (_, i) => [
      word.slice(0, SPLIT_MIN + i),
      word.slice(SPLIT_MIN + i),
    ]),
  );
  const asked = [...new Set([...joined, ...splits.flat()])];
  if (asked.length === 0) return { joined: [], splits: [] };
  const known = new Set(
    rowsOf<{ palavra: string }>(
      await tx.execute(sql`SELECT palavra FROM national_mark_words WHERE palavra = ANY(${wordArray(asked)})`),
    ).map((row) => row.palavra),
  );
  return {
    joined: joined.filter((word) => known.has(word)),
    splits: splits.filter((parts) => parts.every((part) => known.has(part))),
  };
}

/**
 * Every process that shares the name, its sound, every distinctive word (or a near spelling of each), or any one
 * distinctive word: each by its own index, or in the table's order for a common word, each bounded.
 */
async function candidates(db: Database, nome: string, chave: string, elementos: string[]): Promise<Candidate[]> {
  const trigrams = await hasTrigrams(db);
  const columns = sql.raw('processo, nome, classes, situacao, titulares');
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
    const { joined, splits } = await joinedAndSplit(tx, elementos);
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
      ...(joined.length > 0
        ? [sql`(SELECT ${columns} FROM national_marks WHERE elementos && ${wordArray(joined)} LIMIT ${PER_BRANCH})`]
        : []),
      ...(splits.length > 0
        ? [
            sql`(SELECT ${columns} FROM national_marks WHERE ${sql.join(
              splits.map((parts) => sql`elementos @> ${wordArray(parts)}`),
              sql` OR `,
            )} LIMIT ${PER_BRANCH})`,
          ]
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

/** Kinds of likeness from the closest to the whole name: the order of results of the same risk. */
const kindOrder: LikenessKind[] = [
  'sameName',
  'joinedOrSplit',
  'pluralOrGender',
  'sameSound',
  'wordOrder',
  'sameDistinctive',
  'containsEarlier',
  'partOfEarlier',
  'closeSpelling',
  'sharedWord',
];
const riskOrder: Record<Risk, number> = { alto: 0, medio: 1, baixo: 2 };

interface Query {
  compared: ComparedName;
  classe?: number;
}

/** How a candidate relates to the query (the one judgement, marks/likeness.ts), its risk and the reason; null when it is only noise. */
function rank(query: Query, row: Candidate, descriptive: DescriptiveWords): Ranked | null {
  const { classe } = query;
  const alike = likeness(
    compared(row.nome),
    query.compared,
    descriptive,
    classe === undefined ? row.classes : [classe],
  );
  if (!alike) return null;
  const place = classPlace(classe, row.classes);
  const live = isLive(row.situacao);
  const risco = riskOf(alike, place, live);
  const related = classe === undefined ? [] : row.classes.filter((item) => item !== classe);
  const where =
    classe === undefined
      ? searchMessages.inClasses(row.classes)
      : place === 'same'
        ? searchMessages.sameClass(classe)
        : place === 'related'
          ? searchMessages.relatedClass(related)
          : searchMessages.otherClass(row.classes);
  const closing = !live
    ? searchMessages.dead(row.situacao)
    : place === 'other'
      ? searchMessages.otherClassLow
      : searchMessages.live(row.situacao);
  return {
    processo: row.processo,
    nome: row.nome,
    classes: row.classes,
    situacao: row.situacao,
    titular: row.titulares,
    risco,
    viva: live,
    motivo: `${searchMessages.likeness(alike)} ${where}; ${closing}`,
    score:
      (2 - riskOrder[risco]) * 1000 +
      (live ? 200 : 0) +
      (place === 'same' ? 100 : place === 'related' ? 50 : 0) +
      (kindOrder.length - kindOrder.indexOf(alike.kind)),
  };
}

/**
 * Issues a search must cover to see every live mark: a registration lasts 10 years and is renewed in its last one,
 * so every mark still in force had a despacho published in the last 11 years of issues.
 */
export const FULL_ARCHIVE_ISSUES = 11 * 52;
/** Issues the latest one read may lag behind the calendar (a late weekly fetch) before the archive counts as old. */
const LATE_ISSUES = 2;

export interface Coverage {
  de: number | null;
  ate: number | null;
  revistas: number;
  estado: CoverageState;
}

export async function coverage(db: Database, today = new Date()): Promise<Coverage> {
  const [row] = rowsOf<{ de: number | null; ate: number | null; revistas: number | string }>(
    await db.execute(sql`SELECT min(numero) AS de, max(numero) AS ate, count(*) AS revistas FROM national_issues`),
  );
  const [de, ate, revistas] = [row?.de ?? null, row?.ate ?? null, Number(row?.revistas ?? 0)];
  const latest = latestIssueBy(today);
  const estado: CoverageState =
    de === null || ate === null || revistas === 0
      ? 'vazia'
      : revistas === ate - de + 1 && de <= latest - FULL_ARCHIVE_ISSUES && ate >= latest - LATE_ISSUES
        ? 'completa'
        : 'parcial';
  return { de, ate, revistas, estado };
}

export const coverageText = ({ de, ate, revistas, estado }: Coverage) =>
  estado === 'vazia' || de === null || ate === null
    ? searchMessages.noCoverage
    : estado === 'parcial'
      ? searchMessages.partialCoverage(de, ate, revistas)
      : searchMessages.coverage(de, ate);

/**
 * The viability search: the marks that could stand in the way of `marca` (in `classe`, when given), riskiest first,
 * dead marks below the live ones. With no issue read there is nothing to search.
 */
export async function searchMarks(
  db: Database,
  marca: string,
  classe: number | undefined,
  covered: Coverage,
): Promise<SearchAnswer> {
  const cobertura = { ...covered, texto: coverageText(covered) };
  if (covered.estado === 'vazia') return { resultados: [], total: 0, cobertura };
  const query: Query = { compared: compared(marca), classe };
  const [rows, descriptive] = await Promise.all([
    candidates(db, normaliseName(marca), phoneticKey(marca), distinctiveElements(marca)),
    classDescriptiveWords(db),
  ]);
  const ranked = rows
    .filter((row) => row.nome)
    .map((row) => rank(query, row, descriptive))
    .filter((row): row is Ranked => row !== null)
    .sort((a, b) => b.score - a.score || a.processo.localeCompare(b.processo));
  return {
    resultados: ranked.slice(0, MAX_RESULTS).map(({ score: _score, ...result }) => result),
    total: ranked.length,
    cobertura,
  };
}
