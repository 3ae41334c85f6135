import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, migrationsFolder } from '../db/client';
import { query } from './metrics';

/** What /readyz looks at; each check throws with a short reason, never personal data. */
export interface ReadinessDeps {
  db: Database;
  /** The file store's own check (the uploads folder is writable, the bucket answers). */
  checkFiles: () => Promise<void>;
  /** Enough free space where the server writes (ops/disk-space.ts); throws naming the folder that is short. */
  checkDisk: () => Promise<void>;
  /** True once the instance was told to stop: the balancer must send new requests elsewhere. */
  draining: () => boolean;
}

/** Within the two seconds a balancer or a client is promised an answer in, the database's included. */
const CHECK_TIMEOUT_MS = 1500;
const migrationsJournal = join(migrationsFolder, 'meta', '_journal.json');

/** How many migrations this build carries; the database must have applied as many. */
function expectedMigrations(): number {
  return (JSON.parse(readFileSync(migrationsJournal, 'utf8')) as { entries: unknown[] }).entries.length;
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: sem resposta em ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export type Readiness =
  { ready: true; checks: Record<string, 'ok'> } | { ready: false; checks: Record<string, string> };

/** Every check, each with its answer, so the operator sees which one failed. */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const expected = expectedMigrations();
  const checks: Record<string, string> = {};
  const run = async (name: string, check: () => Promise<void>) => {
    try {
      await withTimeout(check(), name);
      checks[name] = 'ok';
    } catch (error) {
      checks[name] = error instanceof Error ? error.message.split('\n')[0] : 'falhou';
    }
  };
  if (deps.draining()) checks.instancia = 'encerrando';
  await Promise.all([
    run('banco', async () => {
      await query(deps.db, sql`select 1`);
    }),
    run('migracoes', async () => {
      const [row] = await query<{ count: number }>(
        deps.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      if ((row?.count ?? 0) < expected) throw new Error(`${row?.count ?? 0} de ${expected} aplicadas`);
    }),
    run('arquivos', deps.checkFiles),
    run('disco', deps.checkDisk),
  ]);
  const ready = Object.values(checks).every((answer) => answer === 'ok');
  return ready ? { ready, checks: checks as Record<string, 'ok'> } : { ready, checks };
}
