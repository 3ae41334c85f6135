import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteOptions } from './pglite-options';

// A thread of its own (db/client.ts starts it for a fresh data folder): initdb and every migration, then the
// folder is closed and this thread ends with the memory they used.
const { folder, migrationsFolder } = workerData as { folder: string; migrationsFolder: string };
const client = new PGlite(folder, pgliteOptions);
await migrate(drizzle(client), { migrationsFolder });
await client.close();
parentPort!.postMessage('pronto');
