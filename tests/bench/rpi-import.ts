import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { marcas, users } from '../../src/server/db/schema';
import { importRpi } from '../../src/server/inpi/import-rpi';
import { createMailer } from '../../src/server/mail/mailer';
import { RpiFormatError } from '../../src/server/inpi/rpi-format-error';
import { writeBombZip, writeRpiZip } from '../support/rpi-fixture';
import { REAL_ISSUE_PROCESSES, realIssueProcesses } from '../support/rpi-real-issue';

/**
 * An RPI the size of a real weekly issue (~37,000 processes, 48–65 MB of XML, a real issue's mix of codes;
 * tests/support/rpi-real-issue.ts), zipped like the INPI's, imported through the streaming import against the
 * embedded database with 1,000 watched customer brands. Prints the time (target < 60 s) and how much the
 * process's RSS grew (target < 150 MB); then how long a zip bomb takes to be refused (target < 5 s).
 */
const PROCESSES = REAL_ISSUE_PROCESSES;
const BRANDS = 1_000;
const TARGET_S = 60;
const RSS_BUDGET_MB = 150;
/** A zip bomb (200 MB of XML in a few hundred KB) is refused in seconds, not after reading it all. */
const BOMB_MB = 200;
const BOMB_TARGET_S = 5;

const dir = mkdtempSync(join(tmpdir(), 'rpi-bench-'));
try {
  const zip = await writeRpiZip(dir, 2900, '05/11/2024', realIssueProcesses(PROCESSES));
  const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'segredo-do-benchmark-com-tamanho-suficiente' });
  const database = await openDatabase({ dataDir: 'memory://' });
  const [user] = await database.db
    .insert(users)
    .values({ fullName: 'Cliente Bench', email: 'bench@marcas.test', cpf: '00000000000', phone: '', passwordHash: 'x' })
    .returning();
  const rows = Array.from({ length: BRANDS }, (_, i) => ({
    userId: user!.id,
    planoId: 1,
    statusPagamento: 'Pago',
    nome: `Marca Cliente ${i}`,
    classeNice: 1 + (i % 45),
    processoInpi: String(930_000_000 + i * 37),
  }));
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(marcas).values(rows.slice(i, i + 500));
  const deps = {
    db: database.db,
    config,
    mailer: createMailer({ outboxDir: join(dir, 'outbox'), from: 'Bench <bench@marcas.test>' }),
  };
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const summary = await importRpi(deps, zip, { origem: 'upload' });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const growth = (rssPeak - rssBefore) / 1024 / 1024;
  console.log(
    `  RPI de ${PROCESSES.toLocaleString('pt-BR')} processos (${(statSync(zip).size / 1e6).toFixed(1)} MB zipado), ${BRANDS} marcas vigiadas: ${summary.despachos} movimentações, ${summary.alertas} alertas`,
  );
  console.log(
    `  importação                                      ${seconds.toFixed(1).padStart(8)} s / < ${TARGET_S} s   ${seconds < TARGET_S ? 'ok' : 'ACIMA DO ALVO'}`,
  );
  console.log(
    `  crescimento do RSS                              ${growth.toFixed(0).padStart(8)} MB / < ${RSS_BUDGET_MB} MB ${growth < RSS_BUDGET_MB ? 'ok' : 'ACIMA DO ALVO'}`,
  );
  const bomb = await writeBombZip(join(dir, 'bomba.zip'), BOMB_MB);
  const bombStarted = performance.now();
  const refused = await importRpi(deps, bomb, { origem: 'upload' }).then(
    () => false,
    (error: unknown) => error instanceof RpiFormatError,
  );
  const bombSeconds = (performance.now() - bombStarted) / 1000;
  const bombOk = refused && bombSeconds < BOMB_TARGET_S;
  console.log(
    `  bomba de ${BOMB_MB} MB de XML recusada${refused ? '' : ' (NÃO recusada)'}      ${bombSeconds.toFixed(1).padStart(8)} s / < ${BOMB_TARGET_S} s    ${bombOk ? 'ok' : 'ACIMA DO ALVO'}`,
  );
  // Read by `npm run bench`'s last line.
  process.exitCode = seconds < TARGET_S && growth < RSS_BUDGET_MB && bombOk ? 0 : 1;
  await database.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
