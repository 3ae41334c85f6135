import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inpiMessages } from '../../src/shared/inpi-messages';
import { npmStartCommand } from '../bench/support/processes';
import { type AppProcess, buildServer, startAppProcess } from '../support/app-process';
import { smallRpi, writeRpiZip } from '../support/rpi-fixture';
import { realIssueProcesses } from '../support/rpi-real-issue';
import { freshDatabaseUrl, readAnswer } from '../support/api/test-app';

/**
 * The RPI import on the built server in a process of its own, as `npm start` runs it (its malloc setting included),
 * with a temporary folder of its own (TMPDIR) to look into: killed in the middle of an upload, the folder it leaves is
 * gone after the next start; and once a real-sized issue is imported, the process's RSS comes back near where it was.
 */
const HOUR = 60 * 60 * 1000;
/** What an import may leave on the idle server's RSS once collected: the issue's budget for an import's growth. */
const RSS_LEFT_MB = 150;
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
  // A fresh embedded database runs initdb and every migration first.
  server = await startAppProcess('servidor', distDir, env, 300_000);
  const login = await fetch(`${server.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  }).then(readAnswer);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  token = login.body.token;
}

beforeAll(async () => {
  distDir = buildServer();
  await start();
}, 600_000);
afterAll(async () => {
  await server?.kill();
  rmSync(work, { recursive: true, force: true });
  if (distDir) rmSync(distDir, { recursive: true, force: true });
  await database.drop();
}, 60_000);

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

const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

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
      { timeout: 60_000, interval: 50 },
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
  }, 600_000);

  it('a real-sized issue imported: the idle RSS comes back within 150 MB of what it was before', async () => {
    // The first import loads the importer and the zip and XML readers: part of the baseline, as on any server that
    // imported an issue once.
    const warmUp = await uploadRpi(await smallRpi(zips, 2901, '12/11/2024', []));
    expect(warmUp?.status, JSON.stringify(warmUp?.body)).toBe(201);
    const issue = await writeRpiZip(zips, 2902, '19/11/2024', realIssueProcesses());
    const before = rssMb();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 100);
    let answer;
    try {
      answer = await uploadRpi(issue);
    } finally {
      clearInterval(sampler);
    }
    expect(answer?.status, JSON.stringify(answer?.body)).toBe(201);
    expect(answer?.body.processos).toBeGreaterThan(30_000);
    // A full collection runs once the uploads have gone quiet for a second (ops/collect-after-uploads.ts).
    await vi.waitFor(
      () => {
        const now = rssMb();
        expect(now - before, `RSS ${before} MB before, ${peak} MB at the peak, ${now} MB now`).toBeLessThan(
          RSS_LEFT_MB,
        );
      },
      { timeout: 120_000, interval: 250 },
    );
  }, 600_000);

  // Another process can read the database while the server writes it only on PostgreSQL.
  it.runIf(database.url)(
    "killed between the customers' part of an issue and its national index: sent again, the issue is indexed",
    async () => {
      const sql = postgres(database.url!, { max: 1 });
      try {
        const issue = await writeRpiZip(zips, 2903, '26/11/2024', realIssueProcesses());
        const upload = uploadRpi(issue);
        await vi.waitFor(async () => expect(await sql`SELECT 1 FROM rpi_issues WHERE numero = 2903`).toHaveLength(1), {
          timeout: 300_000,
          interval: 20,
        });
        await server.kill();
        expect(await upload).toBeNull();
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
    600_000,
  );
});
