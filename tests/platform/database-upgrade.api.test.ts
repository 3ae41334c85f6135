import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { migratedPgliteSnapshot } from '../support/api/pglite-snapshot';
import { triggersOnUsers } from '../support/api/triggers';

// A restart on an up-to-date embedded database skips Drizzle's migrate (db/client.ts); one whose data folder an
// older version left behind must still get the newer migrations.

/** The `when` of 0016_hot_reads_notify in meta/_journal.json. */
const MIGRATION_0016_WHEN = 1795553000000;

const dataDir = mkdtempSync(join(tmpdir(), 'marcas-upgrade-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded database of an older version', () => {
  it('gets the migrations it lacks at the next start, and an up-to-date one opens as it is', async () => {
    // From the migrated snapshot, as a fresh server's folder starts (initdb and every migration took most of a minute on
    // a busy machine).
    const first = await openDatabase({ dataDir, snapshot: await migratedPgliteSnapshot() });
    const migrated = await triggersOnUsers(first.db);
    expect(migrated).toContain('users_anuncia_escrita');
    // As the version before migration 0016 left it (the migrations after it add only what is missing).
    for (const table of ['users', 'marcas', 'servicos'])
      await first.db.execute(sql.raw(`DROP TRIGGER ${table}_anuncia_escrita ON ${table}`));
    // Its record and every later one's (Drizzle runs what is newer than the newest record): later migrations are
    // written to run again harmlessly.
    await first.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at >= ${MIGRATION_0016_WHEN}`);
    await first.close();

    const upgraded = await openDatabase({ dataDir });
    expect(await triggersOnUsers(upgraded.db)).toEqual(migrated);
    await upgraded.close();

    const again = await openDatabase({ dataDir });
    expect(await triggersOnUsers(again.db)).toEqual(migrated);
    await again.close();
  });
});
