import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { benchApi } from './api-throughput';
import { benchLandingTransfer } from './landing-transfer';
import { benchLighthouse } from './lighthouse';
import { benchSignatureVerify } from './signature-verify';
import { benchSpeedUps } from './speed-ups';
import { benchUploadMemory } from './upload-memory';
import { buildOnce, startBuiltServer } from './support/built-app';
import { printRows, type BenchRow } from './support/report';

// `npm run bench`: every figure the issues name, against its target, with the anchors measured in the same run.
// BENCH_ONLY=web|api|atalhos|admin|rpi|busca|assinaturas runs one section (web: transfer and Lighthouse; api: throughput,
// start-up, memory, memory after uploads, then each hand-made speed-up with and without it (atalhos: only that);
// admin: the back office at scale; rpi: importing a large RPI, and the built server's idle memory after one; busca:
// the national marks index and the public search at scale; assinaturas: the procuração's signature check on a 2 MB,
// 10-signature PDF), e.g. to compare one change before and after.
const only = process.env.BENCH_ONLY;
const runs = (section: 'web' | 'api' | 'atalhos' | 'admin' | 'rpi' | 'busca' | 'assinaturas') =>
  !only || only === section || (section === 'atalhos' && only === 'api');
const rows: BenchRow[] = [];
/** The sections that print their own figures (admin, rpi), by whether all of them met their targets (exit status 0). */
const sections: { name: string; ok: boolean }[] = [];
if (runs('web') || runs('api') || runs('atalhos')) {
  const build = buildOnce();
  try {
    if (runs('web')) {
      const app = await startBuiltServer(build.distDir);
      try {
        rows.push(...(await benchLandingTransfer(app.baseUrl)));
        rows.push(...(await benchLighthouse(app.baseUrl)));
      } finally {
        await app.stop();
      }
    }
    if (runs('api')) {
      rows.push(...(await benchApi(build.distDir)));
      rows.push(...(await benchUploadMemory(build.distDir)));
    }
    if (runs('atalhos')) rows.push(...(await benchSpeedUps(build.distDir)));
  } finally {
    build.remove();
  }
}
// In this process: the verifier is a library call, measured without a server around it.
if (runs('assinaturas')) rows.push(...(await benchSignatureVerify()));
if (rows.length) printRows('npm run bench', rows);
if (runs('admin')) {
  // The back office's search benchmark seeds its own 250,000 rows and prints its own table.
  console.log('\n== tests/bench/admin-search.ts');
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', 'tests/bench/admin-search.ts'], {
    stdio: 'inherit',
  });
  sections.push({ name: 'admin', ok: status === 0 });
}
if (runs('rpi')) {
  // A real-sized RPI: import time and memory growth in this process, then the built server's idle RSS once it has
  // imported one through the back office.
  console.log('\n== tests/bench/rpi-import.ts');
  const { status } = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'tests/bench/rpi-import.ts'], {
    stdio: 'inherit',
  });
  console.log('\n== tests/bench/rpi-idle-memory.ts');
  const server = spawnSync(process.execPath, ['--import', 'tsx', 'tests/bench/rpi-idle-memory.ts'], {
    stdio: 'inherit',
  });
  sections.push({ name: 'rpi', ok: status === 0 && server.status === 0 });
}
if (runs('busca')) {
  // The national marks index at scale and the public search's p95 (docs/search.md).
  console.log('\n== tests/bench/national-search.ts');
  const { status } = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'tests/bench/national-search.ts'], {
    stdio: 'inherit',
  });
  sections.push({ name: 'busca', ok: status === 0 });
}
// Throughput and start-up are only comparable between runs on an idle machine: say how busy this one was.
console.log(
  `\nCarga da máquina ao terminar (load average de 1, 5 e 15 min): ${loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')} em ${cpus().length} núcleos.`,
);
const missed = rows.filter((row) => !row.ok).length;
const sectionVerdicts = sections.map(
  ({ name, ok }) => `${name}: ${ok ? 'todas dentro da meta' : 'ALGUMA ABAIXO DA META'}`,
);
const tableVerdict = rows.length ? [`${rows.length - missed} de ${rows.length} figuras da tabela dentro da meta`] : [];
console.log(`\n${[...tableVerdict, ...sectionVerdicts].join('; ')}.`);
