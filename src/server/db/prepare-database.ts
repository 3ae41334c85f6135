import { existsSync, readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteOptions } from './pglite-options';

// A thread of its own (db/client.ts starts it for a fresh data folder): the folder is made from the build's migrated
// snapshot (or, without one, by initdb and every migration), then closed, and this thread ends with the memory used.
const { folder, migrationsFolder, snapshot } = workerData as { folder: string; migrationsFolder: string; snapshot: string };
const client = new PGlite(folder, { ...pgliteOptions, ...(existsSync(snapshot) && { loadDataDir: new Blob([readFileSync(snapshot)]) }) });
await migrate(drizzle(client), { migrationsFolder });
await client.close();
parentPort!.postMessage('pronto');
