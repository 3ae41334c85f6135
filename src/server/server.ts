import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { ensureAdmin } from './admin/ensure-admin';
import { createApp } from './app';
import { loadConfig, type ServerConfig } from './config';
import { openDatabase } from './db/client';
import { messages } from '../shared/messages';
import { scheduleOrphanSweep } from './documents/orphan-sweep';
import { uploadsRoot } from './documents/storage';
import { startInpiJobs } from './inpi/jobs';
import { createMailer } from './mail/mailer';
import { startOutboxWorker } from './mail/outbox-worker';
import { createPaymentProvider } from './payments/create-provider';
import { startReconciliation } from './payments/reconcile';
import { isBuilt, loadWebAssets } from './web/assets';

/** Opens the database, applies migrations, makes sure the admin exists and listens. */
export async function startServer(config: ServerConfig = loadConfig(), options: { serveWeb?: boolean } = {}) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (config.adminEmail && config.adminPassword) await ensureAdmin(database.db, config.adminEmail, config.adminPassword);
  // Files a crash left without their row, at start and then on a schedule.
  const sweep = scheduleOrphanSweep(database.db, uploadsRoot(config.dataDir));
  await sweep.ready;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: join(config.dataDir, 'outbox'),
    from: `${config.public.appName} <${config.public.contactEmail}>`,
  });
  const web = options.serveWeb !== false && isBuilt(config.distDir) ? await loadWebAssets(config.distDir, config.public) : undefined;
  const paymentProvider = createPaymentProvider(config);
  const deps = { db: database.db, config, mailer, paymentProvider };
  const app = createApp(deps, web);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: process.env.HOST || '0.0.0.0' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  console.log(`Servidor no ar em http://localhost:${config.port} (banco: ${database.kind}${web ? '' : ', sem a interface web'})`);
  if (paymentProvider.name === 'sandbox') console.warn(`[pagamentos] ${messages.sandbox.serverNotice}`);
  const jobs = [startOutboxWorker(deps, config.outboxIntervalMs), startReconciliation(deps, paymentProvider, config.reconcileIntervalMs), ...startInpiJobs(deps)];
  const stop = async () => {
    sweep.stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await Promise.all(jobs.map((job) => job.stop()));
    await database.close();
  };
  return { server, stop, database };
}
