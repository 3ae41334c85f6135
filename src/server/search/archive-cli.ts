import { parseArgs } from 'node:util';
import { archiveMessages, durationWords, type ArchiveProgress } from '../../shared/archive-progress';
import { ConfigurationError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createMailer } from '../mail/mailer';
import { ArchiveRunner } from './archive';

/**
 * `npm run rpi:acervo -- --de N --ate M`: reads RPI issues N..M from RPI_URL into the national marks index of the
 * database the server uses (DATABASE_URL, or the embedded one in DATA_DIR; stop the server first for the embedded
 * one). Ctrl-C stops after the issue being read; running it again carries on.
 */
function bar(progress: ArchiveProgress): string {
  const done = progress.feitas + progress.puladas;
  const width = 30;
  const filled = Math.round((done / progress.total) * width);
  const left = progress.restanteSegundos === null ? '' : `, faltam ~${durationWords(progress.restanteSegundos)}`;
  return (
    `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${archiveMessages.issueOf(done, progress.total)}` +
    ` (RPI nº ${progress.atual ?? progress.de}), ${progress.processos.toLocaleString('pt-BR')} processos,` +
    ` ${progress.processosPorSegundo.toLocaleString('pt-BR')} processos/s${left}`
  );
}

async function main() {
  const { values } = parseArgs({ options: { de: { type: 'string' }, ate: { type: 'string' } } });
  const de = Number(values.de);
  const ate = Number(values.ate);
  if (!Number.isInteger(de) || !Number.isInteger(ate) || de < 1 || ate < de) {
    console.error(`${archiveMessages.rangeInvalid}\nUso: npm run rpi:acervo -- --de 2700 --ate 2850`);
    process.exit(2);
  }
  const config = loadConfig();
  if (!config.rpi.url) {
    console.error(archiveMessages.noUrl);
    process.exit(2);
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
  });
  const mailer = createMailer({ outboxDir: `${config.dataDir}/outbox`, from: config.public.contactEmail });
  const tty = process.stderr.isTTY;
  const runner = new ArchiveRunner(
    { db: database.db, config, mailer },
    {
      onProgress: (progress) => process.stderr.write(tty ? `\r${bar(progress)}\u001b[K` : `${bar(progress)}\n`),
    },
  );
  process.once('SIGINT', () => {
    process.stderr.write('\nParando depois da revista em leitura; rode de novo para continuar.\n');
    void runner.stop();
  });
  const started = await runner.start(de, ate);
  if (!started) throw new Error('another run is under way');
  await runner.done();
  const last = await runner.latest();
  process.stderr.write('\n');
  await database.close();
  if (last?.status === 'falhou') {
    console.error(`Falhou: ${last.erro}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  // The data folder in use by a running server, or a setting missing: what to do, without a stack trace.
  console.error(error instanceof ConfigurationError ? error.message : error);
  process.exit(1);
});
