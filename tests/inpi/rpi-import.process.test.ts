import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inpiMessages } from '../../src/shared/inpi-messages';
import { npmStartCommand } from '../bench/support/processes';
import { type AppProcess, startAppProcess } from '../support/app-process';
import { builtServer } from '../support/processes/built-server';
import { smallRpi } from '../support/rpi-fixture';
import { freshDatabaseUrl, readAnswer } from '../support/api/test-app';

/**
 * The RPI import on the built server in a process of its own, as `npm start` runs it (its malloc setting included),
 * with a temporary folder of its own (TMPDIR) to look into: killed in the middle of an upload, the folder it leaves is
 * gone after the next start; killed between an issue's two writes, the issue is indexed when sent again. How much
 * memory a real-sized issue leaves on the idle server is a figure of `npm run bench` (its rpi section).
 */
const HOUR = 60 * 60 * 1000;
const ADMIN = { email: 'equipe@marcas.test', senha: 'senha-do-admin-1' };

const work = mkdtempSync(join(tmpdir(), 'marcas-rpi-processo-'));
const serverTmp = join(work, 'tmp');
const dataDir = join(work, 'dados');
const zips = join(work, 'zips');
for (const dir of [serverTmp, dataDir, zips]) mkdirSync(dir);
const database = await freshDatabaseUrl();
let distDir: string;
let server: AppProcess;
let token: string;

async function start() {
  const env: Record<string, string> = {
    ...npmStartCommand().env,
    TMPDIR: serverTmp,
    DATA_DIR: dataDir,
    JWT_SECRET: 'segredo-de-teste-com-tamanho-suficiente',
    PAYMENT_PROVIDER: 'sandbox',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.senha,
  };
  if (database.url) env.DATABASE_URL = database.url;
  // A fresh embedded database starts from the migrated snapshot the build writes beside the server.
  server = await startAppProcess('servidor', distDir, env);
  const login = await fetch(`${server.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  }).then(readAnswer);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  token = login.body.token;
}

beforeAll(async () => {
  distDir = await builtServer();
});
beforeAll(start);
afterAll(async () => {
  await server?.kill();
  rmSync(work, { recursive: true, force: true });
  await database.drop();
});

/** POST /api/admin/inpi/rpi with the zip as a streamed body, as the back office sends it; `hold` delays its end. */
function uploadRpi(path: string, hold?: Promise<void>) {
  const bytes = readFileSync(path);
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(bytes.subarray(0, 64 * 1024));
      await hold;
      controller.enqueue(bytes.subarray(64 * 1024));
      controller.close();
    },
  });
  return fetch(`${server.base}/api/admin/inpi/rpi`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/zip' },
    body,
    duplex: 'half',
  } as RequestInit).then(readAnswer, () => null);
}

/** The server's own folders in its temporary folder, with the files in each. */
const importFolders = () =>
  readdirSync(serverTmp)
    .filter((name) => name.startsWith('rpi-upload-'))
    .map((name) => ({ dir: join(serverTmp, name), files: readdirSync(join(serverTmp, name)) }));

describe(`the RPI import in the server's own process (${database.url ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('killed in the middle of an upload: the next start removes the zip it left in the temporary folder', async () => {
    const path = await smallRpi(zips, 2900, '05/11/2024', []);
    let never!: () => void;
    const upload = uploadRpi(path, new Promise((resolve) => (never = resolve)));
    // Killed once the zip's first bytes are on disk, its body still coming.
    await vi.waitFor(
      () => {
        const [folder] = importFolders();
        expect(folder?.files).toEqual(['rpi.zip']);
        expect(statSync(join(folder!.dir, 'rpi.zip')).size).toBeGreaterThan(0);
      },
      { timeout: 30_000, interval: 50 },
    );
    await server.kill();
    never();
    expect(await upload).toBeNull();
    const left = importFolders();
    expect(left).toHaveLength(1);

    // An hour passes: the sweep leaves younger folders alone, as an import may be under way in them.
    const anHourAgo = new Date(Date.now() - 2 * HOUR);
    utimesSync(join(left[0]!.dir, 'rpi.zip'), anHourAgo, anHourAgo);
    utimesSync(left[0]!.dir, anHourAgo, anHourAgo);
    await start();
    expect(importFolders()).toEqual([]);
  });

  // Another process can read the database while the server writes it only on PostgreSQL. The test holds the national
  // index's table locked, so the server stops right after the customers' part (its next statement reads that table)
  // however fast or slow the machine is; killed there, its waiting statement dies with its connection.
  it.runIf(database.url)(
    "killed between the customers' part of an issue and its national index: sent again, the issue is indexed",
    async () => {
      const sql = postgres(database.url!, { max: 1, onnotice: () => {} });
      try {
        const issue = await smallRpi(zips, 2903, '26/11/2024', []);
        await sql`BEGIN`;
        await sql`LOCK TABLE national_issues IN ACCESS EXCLUSIVE MODE`;
        const upload = uploadRpi(issue);
        await vi.waitFor(async () => expect(await sql`SELECT 1 FROM rpi_issues WHERE numero = 2903`).toHaveLength(1), {
          timeout: 30_000,
          interval: 20,
        });
        // Waiting on the lock, not yet writing the index.
        await vi.waitFor(
          async () =>
            expect(
              await sql`SELECT 1 FROM pg_locks WHERE relation = 'national_issues'::regclass AND NOT granted`,
            ).not.toHaveLength(0),
          { timeout: 30_000, interval: 20 },
        );
        await server.kill();
        expect(await upload).toBeNull();
        await sql`ROLLBACK`;
        expect(await sql`SELECT 1 FROM national_issues WHERE numero = 2903`).toHaveLength(0);

        await start();
        const again = await uploadRpi(issue);
        expect(again?.status, JSON.stringify(again?.body)).toBe(200);
        expect(again?.body.mensagem).toBe(inpiMessages.indexCompleted(2903));
        expect(await sql`SELECT processos FROM national_issues WHERE numero = 2903`).toEqual([
          { processos: again?.body.processos },
        ]);
      } finally {
        await sql.end();
      }
    },
  );
});
