import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { documents } from '../../src/server/db/schema';
import { type AppProcess, startAppProcess } from '../support/app-process';
import { builtServer } from '../support/processes/built-server';
import { pdfOfSize } from '../support/documents/samples';
import { newHolder } from '../support/api/people';
import { freshDatabaseUrl } from '../support/api/test-app';

/**
 * The server in its own process, killed with SIGKILL while uploads are under way and started again: the
 * sweep at start must leave exactly the files the rows name, each with the SHA-256 its row records.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'marcas-crash-'));
const uploads = join(dataDir, 'uploads');
// The embedded PGlite in DATA_DIR, or a fresh PostgreSQL database in the processes-postgres suite.
const database = await freshDatabaseUrl();
let distDir: string;
beforeAll(async () => {
  distDir = await builtServer();
});
const servers: AppProcess[] = [];
afterAll(async () => {
  // A test that failed midway may leave its server running.
  await Promise.all(servers.map((server) => server.kill()));
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
});

/** The built server on this file's data folder: a fresh one starts from the migrated snapshot beside the bundle. */
async function startServer(): Promise<AppProcess> {
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    JWT_SECRET: 'segredo-de-teste-com-tamanho-suficiente',
    PAYMENT_PROVIDER: 'sandbox',
  };
  if (database.url) env.DATABASE_URL = database.url;
  const server = await startAppProcess('servidor', distDir, env);
  servers.push(server);
  return server;
}

async function api<T = any>(server: AppProcess, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  const answer = await fetch(`${server.base}/api${path}`, { ...init, headers });
  const body = await answer.json();
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${JSON.stringify(body)}`);
  return body as T;
}

async function paidRequest(server: AppProcess): Promise<{ token: string; marcaId: number }> {
  const { token, marcaID } = await api(server, '/register', { method: 'POST', body: JSON.stringify(newHolder()) });
  const payment = await api(server, '/pagamentos/prod', {
    method: 'POST',
    token,
    body: JSON.stringify({
      id: marcaID,
      tipo: 'marca',
      metodo: 'pix',
      payment_method_id: 'pix',
      installments: 1,
      idempotencyKey: randomUUID(),
      payer: { first_name: 'Maria', last_name: 'Souza', email: 'maria@exemplo.com.br' },
    }),
  });
  await api(server, `/pagamentos/sandbox/${payment.id}/pagar`, { method: 'POST', token });
  return { token, marcaId: marcaID };
}

function filesOnDisk(): string[] {
  let folders: string[];
  try {
    folders = readdirSync(uploads);
  } catch {
    return [];
  }
  return folders.flatMap((folder) => readdirSync(join(uploads, folder)).map((name) => `${folder}/${name}`)).sort();
}

async function rowsInDatabase() {
  const handle = await openDatabase({ databaseUrl: database.url, dataDir });
  try {
    return await handle.db.select({ storagePath: documents.storagePath, sha256: documents.sha256 }).from(documents);
  } finally {
    await handle.close();
  }
}

const sha256 = (path: string) =>
  createHash('sha256')
    .update(readFileSync(join(uploads, path)))
    .digest('hex');

/**
 * Starts the server, gets uploads under way for three paid requests, and kills it as soon as a new file is on disk;
 * then makes every file an hour old (the sweep leaves younger files alone: an upload may be about to commit them).
 * Answers the files that the kill left without a row.
 */
async function killDuringUploads(pdf: Uint8Array): Promise<string[]> {
  const server = await startServer();
  const customers = await Promise.all(Array.from({ length: 3 }, () => paidRequest(server)));
  const before = new Set(filesOnDisk());
  const uploadsUnderWay = customers.flatMap(({ token, marcaId }) =>
    Array.from({ length: 3 }, () => {
      const form = new FormData();
      form.append(
        'procuracao',
        new File([pdf as Uint8Array<ArrayBuffer>], 'procuracao.pdf', { type: 'application/pdf' }),
      );
      return fetch(`${server.base}/api/${marcaId}/procuracao`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      }).catch(() => null);
    }),
  );
  // Killed as soon as a new file is on disk: its row may not be committed yet.
  await vi
    .waitFor(() => expect(filesOnDisk().some((path) => !before.has(path))).toBe(true), { timeout: 10_000, interval: 1 })
    // No new file in time: the crash still comes, and the checks hold all the same.
    .catch(() => undefined);
  await server.kill();
  await Promise.all(uploadsUnderWay);

  const rows = (await rowsInDatabase()).map((row) => row.storagePath);
  // Each row's file is durable before the row is committed, crash or not.
  expect(filesOnDisk()).toEqual(expect.arrayContaining(rows));
  const anHourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  for (const path of filesOnDisk()) utimesSync(join(uploads, path), anHourAgo, anHourAgo);
  return filesOnDisk().filter((path) => !rows.includes(path));
}

// Three steps, each within the time limit of a test: the file runs beside the whole suite, and three starts of the
// server, nine uploads and two kills in one test went over the limit on a busy machine.
describe('kill -9 during uploads, then a restart', () => {
  let pdf: Uint8Array;
  const orphans: string[] = [];
  beforeAll(async () => {
    pdf = await pdfOfSize(2 * 1024 * 1024);
  });

  it('a kill during uploads leaves every committed row with its file', async () => {
    orphans.push(...(await killDuringUploads(pdf)));
  });

  it('a second start takes uploads again, and a second kill leaves every committed row with its file', async () => {
    orphans.push(...(await killDuringUploads(pdf)));
  });

  it('the last start leaves no file without a row and no row without its file, with the right SHA-256', async () => {
    const restarted = await startServer();
    await restarted.terminate();

    const rows = await rowsInDatabase();
    expect(orphans.length, 'the kills should have left files without rows for the sweep to remove').toBeGreaterThan(0);
    expect(filesOnDisk()).toEqual(rows.map((row) => row.storagePath).sort());
    for (const row of rows) expect(sha256(row.storagePath), row.storagePath).toBe(row.sha256);
  });
});
