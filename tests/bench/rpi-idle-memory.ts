import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppProcess, buildServer, startAppProcess } from '../support/app-process';
import { smallRpi, writeRpiZip } from '../support/rpi-fixture';
import { REAL_ISSUE_PROCESSES, realIssueProcesses } from '../support/rpi-real-issue';
import { npmStartCommand } from './support/processes';

/**
 * A real-sized issue (tests/support/rpi-real-issue.ts) sent to the built server in a process of its own, as `npm start`
 * runs it (its malloc setting included), on the embedded database, as the back office sends it. Prints the process's
 * idle RSS before the import, at its peak and once the uploads have gone quiet (a full collection follows,
 * ops/collect-after-uploads.ts): what the import leaves must stay under 150 MB.
 */
const RSS_LEFT_MB = 150;
/** How long the idle RSS has to come back down after the import's answer. */
const SETTLE_MS = 60_000;
const ADMIN = { email: 'equipe@marcas.test', senha: 'senha-do-admin-1' };

const work = mkdtempSync(join(tmpdir(), 'rpi-bench-processo-'));
const serverTmp = join(work, 'tmp');
const dataDir = join(work, 'dados');
for (const dir of [serverTmp, dataDir]) mkdirSync(dir);
let distDir: string | undefined;
let server: AppProcess | undefined;

const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server!.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function upload(path: string, token: string) {
  const answer = await fetch(`${server!.base}/api/admin/inpi/rpi`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/zip' },
    body: readFileSync(path),
  });
  const body = (await answer.json()) as { processos?: number };
  if (answer.status !== 201) throw new Error(`importação: ${answer.status} ${JSON.stringify(body)}`);
  return body;
}

try {
  distDir = buildServer();
  server = await startAppProcess('servidor', distDir, {
    ...npmStartCommand().env,
    TMPDIR: serverTmp,
    DATA_DIR: dataDir,
    JWT_SECRET: 'segredo-do-benchmark-com-tamanho-suficiente',
    PAYMENT_PROVIDER: 'sandbox',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.senha,
  });
  const login = await fetch(`${server.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  // The first import loads the importer and the zip and XML readers: part of the baseline, as on any server that
  // imported an issue once.
  await upload(await smallRpi(work, 2901, '12/11/2024', []), token);
  const issue = await writeRpiZip(work, 2902, '19/11/2024', realIssueProcesses());
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 100);
  let answer;
  try {
    answer = await upload(issue, token);
  } finally {
    clearInterval(sampler);
  }
  let after = rssMb();
  const deadline = Date.now() + SETTLE_MS;
  while (after - before >= RSS_LEFT_MB && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    after = Math.min(after, rssMb());
  }
  const left = after - before;
  console.log(
    `  RPI de ${REAL_ISSUE_PROCESSES.toLocaleString('pt-BR')} processos (${answer.processos} lidos) enviada ao servidor compilado (PGlite): RSS parado ${before.toFixed(0)} MB antes, pico ${peak.toFixed(0)} MB, ${after.toFixed(0)} MB depois`,
  );
  console.log(
    `  RSS parado depois da importação, acima do de antes ${left.toFixed(0).padStart(8)} MB / < ${RSS_LEFT_MB} MB ${left < RSS_LEFT_MB ? 'ok' : 'ACIMA DO ALVO'}`,
  );
  // Read by `npm run bench`'s last line.
  process.exitCode = left < RSS_LEFT_MB ? 0 : 1;
} finally {
  await server?.kill();
  rmSync(work, { recursive: true, force: true });
  if (distDir) rmSync(distDir, { recursive: true, force: true });
}
