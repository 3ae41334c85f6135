import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { searchIndexChanged } from '../search/index-changes';
import { descriptiveWords, type DescriptiveWords } from './descriptive-words';

/**
 * A word is descriptive in a class when the marks of this many different holders of that class use it, and at
 * least this share of the class's holders: a word many competitors use tells no one's goods apart (a weak mark).
 * Counted by holder, not by mark, so a house mark filed in many versions (NATURA EKOS, NATURA TODODIA…) stays
 * distinctive.
 */
export const CLASS_WORD_MIN_HOLDERS = 20;
export const CLASS_WORD_MIN_SHARE = 0.002;

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

/** Counts again, in one statement, the words many holders of a class use. Live marks only: dead ones show no use. */
export async function refreshClassWords(db: Database): Promise<number> {
  const counted = await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM national_class_words`);
    const inserted = await tx.execute(sql`WITH uses AS (
        SELECT c AS classe, w AS palavra, m.titulares FROM national_marks m, unnest(m.classes) c, unnest(m.elementos) w
        WHERE m.titulares <> '' AND m.situacao NOT IN ('indeferido', 'arquivado', 'extinto')),
      holders AS (SELECT classe, count(DISTINCT titulares) AS n FROM uses GROUP BY classe)
      INSERT INTO national_class_words (classe, palavra, titulares)
      SELECT u.classe, u.palavra, count(DISTINCT u.titulares) FROM uses u JOIN holders h USING (classe)
      GROUP BY u.classe, u.palavra, h.n
      HAVING count(DISTINCT u.titulares) >= greatest(${CLASS_WORD_MIN_HOLDERS}::int, ${CLASS_WORD_MIN_SHARE}::float8 * h.n)
      RETURNING 1`);
    return rowsOf(inserted).length;
  });
  // Once committed: a search reading the list before then would keep the old one for the cache's whole lifetime.
  forget(db);
  searchIndexChanged();
  return counted;
}

/** The refresh running for each database, and whether another issue came in meanwhile. */
const refreshing = new WeakMap<Database, { again: boolean }>();

/**
 * Counts the class words again without holding up the caller: it reads the whole index (about 30 s with 5,000,000
 * processos), too long for an upload's answer. Never two at once; an issue indexed meanwhile is counted by one more
 * round. Until it ends, the search judges with the previous count.
 */
export function refreshClassWordsSoon(db: Database): void {
  const running = refreshing.get(db);
  if (running) {
    running.again = true;
    return;
  }
  const state = { again: false };
  refreshing.set(db, state);
  const round = (): Promise<void> =>
    refreshClassWords(db).then(
      () => {
        if (!state.again) return;
        state.again = false;
        return round();
      },
      (error: unknown) => console.warn(`[busca] palavras comuns por classe não recontadas: ${String(error)}`),
    );
  void round().finally(() => refreshing.delete(db));
}

/** The list changes when an issue is indexed: read again now and then, not on every search. */
const TTL_MS = 5 * 60 * 1000;
const byDb = new WeakMap<Database, { read: number; words: Promise<DescriptiveWords> }>();
const forget = (db: Database) => byDb.delete(db);

async function readClassWords(db: Database): Promise<DescriptiveWords> {
  const rows = rowsOf<{ classe: number; palavra: string }>(
    await db.execute(sql`SELECT classe, palavra FROM national_class_words`),
  );
  const learned = new Map<number, Set<string>>();
  for (const { classe, palavra } of rows) learned.set(classe, (learned.get(classe) ?? new Set()).add(palavra));
  return descriptiveWords(learned);
}

/** The reviewed descriptive words with the archive's, as the search and the watch judge likeness. */
export function classDescriptiveWords(db: Database): Promise<DescriptiveWords> {
  const kept = byDb.get(db);
  if (kept && Date.now() - kept.read < TTL_MS) return kept.words;
  const words = readClassWords(db).catch(() => descriptiveWords());
  byDb.set(db, { read: Date.now(), words });
  return words;
}
