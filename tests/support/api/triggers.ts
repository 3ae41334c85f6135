import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';

/** The triggers on `users` by name, on the embedded database (its driver answers `{ rows }`). */
export const triggersOnUsers = async (db: Database) =>
  (
    (await db.execute(
      sql`SELECT tgname FROM pg_trigger WHERE tgrelid = 'users'::regclass AND NOT tgisinternal ORDER BY tgname`,
    )) as unknown as { rows: { tgname: string }[] }
  ).rows.map((row) => row.tgname);
