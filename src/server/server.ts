import { join } from 'node:path';
import { startNodeServer } from './http/node-server';
import { ensureAdmin } from './admin/ensure-admin';
import { createApp } from './app';
import { loadConfig, type ServerConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { messages } from '../shared/messages';
import { scheduleOrphanSweep } from './documents/orphan-sweep';
import { startInpiJobs } from './inpi/jobs';
import { startSignatureReminders } from './requests/signature-reminders';
import { archiveRunnerFor } from './search/archive';
import { latestIssueBy } from './inpi/rpi-calendar';
import { type BackgroundJob, every } from './jobs/every';
import { createMailer } from './mail/mailer';
import { startOutboxWorker } from './mail/outbox-worker';
import { loggerFromEnv, routeConsoleTo } from './ops/logger';
import { metricsFor } from './ops/metrics-for';
import { drainThenClose } from './ops/shutdown';
import { createPaymentProvider } from './payments/create-provider';
import { startReconciliation } from './payments/reconcile';
import { createFileStore } from './storage/create-file-store';
import { addSignUpPages, isBuilt, loadWebAssets } from './web/assets';
import type { TrustStore } from './documents/signatures/trust-store';

/** How long after listening the background jobs start. */
const JOBS_AFTER_START_MS = 1000;

/** After the start, so the first answers do not wait for it. */
const REVERIFY_DELAY_MS = 30_000;
/** How often the revocation lists are looked at (each is fetched again when stale or six hours old). */
const REVOCATION_INTERVAL_MS = 30 * 60_000;

/** Opens the database, applies migrations, makes sure the admin exists and listens. */
export async function startServer(config: ServerConfig = loadConfig(), options: { serveWeb?: boolean } = {}) {
  // Until the server listens, nothing else keeps Node's event loop alive. Each time the loop runs dry (the embedded
  // database compiling, a pause between two awaited steps), Node halts the main thread until V8 has finished all its
  // background compilation: for PGlite's WebAssembly, a few hundred milliseconds of every start.
  const awake = setInterval(() => {}, 60_000);
  try {
    return await openAndListen(config, options);
  } finally {
    clearInterval(awake);
  }
}

/** An archive run a restart cut off carries on where it stopped; an empty index with RPI_URL is filled. */
function resumeArchive(deps: Parameters<typeof archiveRunnerFor>[0]): BackgroundJob {
  const runner = archiveRunnerFor(deps);
  const { url, first } = deps.config.rpi;
  runner
    .resume()
    .then(() => (url && first ? runner.fillEmptyIndex(first, latestIssueBy(new Date())) : null))
    .catch((error: unknown) => console.error('[acervo] não retomada', error));
  return { stop: () => runner.stop() };
}

/** The revocation lists of the anchors' CAs, on a schedule; pkijs and the shipped anchors load with the first pass. */
function startRevocationJob(db: Database, trust: TrustStore | undefined): BackgroundJob {
  const state = { loaded: false };
  return every(REVOCATION_INTERVAL_MS, 'revogação', async () => {
    const [{ fetchRevocationLists }, { shippedTrustStore }] = await Promise.all([
      import('./documents/signatures/crl-fetch'),
      import('./documents/signatures/trust-store'),
    ]);
    return fetchRevocationLists({ db, trust: trust ?? shippedTrustStore() }, state);
  });
}

/** The anchors of SIGNATURE_TRUST_DIR, when set (never in production); otherwise the shipped ones, read on first use. */
async function ownSignatureTrust(config: ServerConfig): Promise<TrustStore | undefined> {
  if (!config.signatureTrustDir) return undefined;
  const { trustStoreIn } = await import('./documents/signatures/trust-store');
  return trustStoreIn(config.signatureTrustDir);
}

async function openAndListen(config: ServerConfig, options: { serveWeb?: boolean }) {
  // Every line, the features' own console messages included, goes out through one logger (JSON, or pretty in `npm run dev`).
  const logger = loggerFromEnv();
  const restoreConsole = routeConsoleTo(logger);
  // Started first: the pages render on another thread while the database opens. Awaited before listening, so no
  // page answers before it is ready; a failure before then (the database) must not surface twice.
  const webReady =
    options.serveWeb !== false && isBuilt(config.distDir)
      ? loadWebAssets(config.distDir, config.public, join(config.dataDir, 'paginas'))
      : undefined;
  webReady?.catch(() => {});
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
  });
  if (config.adminEmail && config.adminPassword)
    await ensureAdmin(database.db, config.adminEmail, config.adminPassword);
  // Terms stored under an earlier day count or holiday table end where today's count says (decision 032).
  await import('./inpi/recount-due-dates')
    .then(({ recountOpenDueDates }) => recountOpenDueDates(database.db))
    .then((changed) => changed > 0 && logger.info({ alterados: changed }, 'Prazos do INPI recontados'))
    .catch((error: unknown) => logger.error({ err: error }, 'Falha ao recontar os prazos do INPI'));
  const files = createFileStore(config);
  // Files a crash left without their row, at start and then on a schedule.
  const sweep = scheduleOrphanSweep(database.db, files);
  await sweep.ready;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: join(config.dataDir, 'outbox'),
    from: `${config.public.appName} <${config.public.contactEmail}>`,
  });
  const web = await webReady;
  const paymentProvider = createPaymentProvider(config);
  const metrics = await metricsFor(config, database.db, database.kind);
  let draining = false;
  const signatureTrust = await ownSignatureTrust(config);
  const deps = {
    db: database.db,
    databaseReachable: database.reachable,
    config,
    mailer,
    paymentProvider,
    files,
    logger,
    metrics,
    signatureTrust,
    draining: () => draining,
  };
  const app = createApp(deps, web);
  const server = startNodeServer(app.fetch, {
    port: config.port,
    hostname: process.env.HOST || '0.0.0.0',
    requestTimeoutMs: config.requestTimeoutMs,
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  // The procurações the previous verifier judged, judged again once the server is up (pdf-lib and pkijs load then).
  setTimeout(() => {
    import('./documents/signatures/reverify-stored')
      .then(({ reverifyStoredPowerOfAttorneys }) =>
        reverifyStoredPowerOfAttorneys(database.db, files, config, { trust: signatureTrust }),
      )
      .then((changed) => changed > 0 && logger.info({ alteradas: changed }, 'Procurações verificadas de novo'))
      .catch((error: unknown) => logger.error({ err: error }, 'Falha ao verificar de novo as procurações'));
  }, REVERIFY_DELAY_MS).unref();
  logger.info(
    { port: config.port, banco: database.kind, arquivos: files.kind, interface: Boolean(web) },
    `Servidor no ar em http://localhost:${config.port}`,
  );
  if (paymentProvider.name === 'sandbox') logger.warn(`[pagamentos] ${messages.sandbox.serverNotice}`);
  if (web)
    addSignUpPages(web, config.distDir, config.public).catch((error: unknown) =>
      logger.error({ err: error }, 'Páginas de cadastro dos planos não desenhadas'),
    );
  // The jobs' first passes (each a first, slow query on a fresh connection or embedded database) wait a moment, so
  // the requests that queued up during a restart are answered first.
  let jobs: BackgroundJob[] = [];
  const jobsStart = setTimeout(() => {
    jobs = [
      startOutboxWorker(deps, config.outboxIntervalMs),
      startReconciliation(deps, paymentProvider, config.reconcileIntervalMs),
      ...startInpiJobs(deps),
      startSignatureReminders(deps),
      startRevocationJob(database.db, signatureTrust),
      resumeArchive(deps),
    ];
  }, JOBS_AFTER_START_MS);

  /**
   * Stops taking requests (and /readyz says so), lets those in flight finish for up to SHUTDOWN_TIMEOUT_MS,
   * waits for a worker's pass under way, then closes the database. Answers whether everything finished in time.
   */
  const stop = async (): Promise<boolean> => {
    draining = true;
    clearTimeout(jobsStart);
    sweep.stop();
    const finished = await drainThenClose(server, config.shutdownTimeoutMs);
    await Promise.all(jobs.map((job) => job.stop()));
    await database.close();
    logger.info({ requisicoesConcluidas: finished }, 'Servidor encerrado');
    restoreConsole();
    return finished;
  };
  return { server, stop, database };
}
