import { existsSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { answerParent } from '../ops/run-child';
import { pgliteOptions } from './pglite-options';

// A process of its own (db/client.ts starts it for a fresh data folder): the folder is made from the build's migrated
// snapshot (or, without one, by initdb and every migration), then closed, and the process ends with the memory used.
answerParent(
  async ({ folder, migrationsFolder, snapshot }: { folder: string; migrationsFolder: string; snapshot: string }) => {
    const client = new PGlite(folder, {
      ...pgliteOptions,
      ...(existsSync(snapshot) && { loadDataDir: new Blob([readFileSync(snapshot)]) }),
    });
    await migrate(drizzle(client), { migrationsFolder });
    await client.close();
    return 'pronto';
  },
);
