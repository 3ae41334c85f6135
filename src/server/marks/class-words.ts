import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
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
  return db.transaction(async (tx) => {
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
    forget(db);
    return rowsOf(inserted).length;
  });
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
