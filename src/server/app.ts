import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { messages } from '../shared/messages';
import { accountRoutes } from './account/routes';
import { adminRoutes } from './admin/routes';
import { authRoutes } from './auth/routes';
import { brandWizardRoutes } from './brands/routes';
import { cepRoutes } from './cep/routes';
import { chargeCheckRoutes } from './charges/routes';
import type { AppDeps, AppEnv } from './context';
import { documentRoutes } from './documents/routes';
import { filesOf } from './documents/storage';
import { isUploadRequest } from './documents/upload-limits';
import { answerHeaders } from './http/answer-headers';
import { compressJson } from './http/compress-json';
import { answerWhileDatabaseDown } from './http/database-deadline';
import { handleError } from './http/errors';
import { jsonBodyGuard } from './http/json-body';
import { securityHeaders } from './http/security-headers';
import { inpiAdminRoutes } from './inpi/admin-routes';
import { calendarRoutes, staffCalendarRoutes } from './inpi/calendar-routes';
import { apiFallback } from './http/method-not-allowed';
import { collectAfterUploads } from './ops/collect-after-uploads';
import { UPLOAD_TURNS, uploadTurns } from './ops/upload-turns';
import { checkDiskSpace, watchDiskSpace, writtenFolders } from './ops/disk-space';
import { requestLog } from './ops/request-log';
import { opsRoutes } from './ops/routes';
import { brandOrderRoutes } from './orders/brand-routes';
import { serviceOrderRoutes } from './orders/service-routes';
import { serviceRequestRoutes } from './services/routes';
import { orderSummaryRoutes } from './orders/summary-routes';
import { createPaymentProvider } from './payments/create-provider';
import { adminPaymentRoutes } from './payments/admin-routes';
import { webhookRoutes } from './payments/mercadopago/webhook-routes';
import { paymentRoutes } from './payments/routes';
import { profileRoutes } from './profile/routes';
import { requestHistoryRoutes } from './requests/history-routes';
import { archiveRoutes } from './search/archive-routes';
import { searchRoutes } from './search/routes';
import type { WebAssets } from './web/assets';
import { webRoutes } from './web/routes';

export const JSON_BODY_LIMIT = 100 * 1024;
const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createApp(deps: AppDeps, web?: WebAssets) {
  // strict: false accepts paths with and without a trailing slash, as the spec's calls mix both.
  const app = new Hono<AppEnv>({ strict: false });
  const paymentProvider = deps.paymentProvider ?? createPaymentProvider(deps.config);
  const mercadoPago = paymentProvider.name === 'mercadopago';
  const files = filesOf(deps);
  const disk =
    deps.diskSpace ??
    watchDiskSpace({ folders: writtenFolders(deps.config.dataDir), minFreeBytes: deps.config.minFreeDiskBytes });

  // First: every answer, refusals and errors included, gets its id, its log line and its count.
  app.use('*', requestLog(deps.logger, deps.metrics));

  // Security headers on every answer; /api answers are never cached, and may come compressed (compressJson).
  app.use(
    '*',
    answerHeaders(securityHeaders({ mercadoPago }), [
      ['Cache-Control', 'no-store'],
      ['Vary', 'Accept-Encoding'],
    ]),
  );
  // A database that stopped answering gets every request a 503 with Retry-After within two seconds, not a hang.
  const reachable = deps.databaseReachable;
  if (reachable) app.use('/api/*', answerWhileDatabaseDown(reachable));
  // JSON above 1 KB goes out compressed; files (PDF, zip) are already compressed and are left alone.
  app.use('/api/*', compressJson);
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: (c) => c.json({ erro: messages.http.tooLarge }, 413),
  });
  // Uploads apply their own, larger limit once the caller and the request are known (documents/upload-limits.ts).
  // GET and HEAD carry no body: skipping them spares building the full Request that the checks inspect.
  const carriesJson = (method: string, path: string) => !BODILESS.has(method) && !isUploadRequest(method, path);
  const afterUploads = collectAfterUploads();
  const turns = uploadTurns(UPLOAD_TURNS, deps.config.uploadsWaitingMax);
  app.use('/api/*', (c, next) => (isUploadRequest(c.req.method, c.req.path) ? afterUploads(c, next) : next()));
  // Uploads hold their files in memory a few at a time; the others wait with theirs on disk, up to a limit.
  app.use('/api/*', (c, next) => (isUploadRequest(c.req.method, c.req.path) ? turns(c, next) : next()));
  // A disk short of space refuses uploads before their bytes are read, with a 507 the client can show, instead of
  // a write failing halfway (a 500).
  app.use('/api/*', async (c, next) => {
    if (isUploadRequest(c.req.method, c.req.path) && (await disk.low()))
      return c.json({ erro: messages.http.diskFull }, 507);
    return next();
  });
  app.use('/api/*', (c, next) => (carriesJson(c.req.method, c.req.path) ? jsonBodyLimit(c, next) : next()));
  // --- security: JSON bodies only, and not nested past what a validator can walk.
  app.use('/api/*', (c, next) => (carriesJson(c.req.method, c.req.path) ? jsonBodyGuard(c, next) : next()));
  // --- end security

  app.route('/api', authRoutes(deps));
  app.route('/api/profile', profileRoutes(deps));
  // The back office refunds a request it rejects before filing, through the same provider.
  app.route('/api/admin', adminRoutes({ ...deps, paymentProvider }));
  app.route('/api/admin/pagamentos', adminPaymentRoutes(deps));
  app.route('/api/admin/inpi/acervo', archiveRoutes(deps));
  app.route('/api/admin/inpi', inpiAdminRoutes(deps));
  app.route('/api/admin/agenda', staffCalendarRoutes(deps));
  app.route('/api/marcas', brandOrderRoutes(deps));
  app.route('/api/servicos', serviceOrderRoutes(deps));
  app.route('/api/servicos', serviceRequestRoutes(deps));
  app.route('/api/pedidos', orderSummaryRoutes(deps));
  app.route('/api/pagamentos', paymentRoutes(deps, paymentProvider));
  app.route('/api/webhooks', webhookRoutes(deps, paymentProvider));
  app.get('/api/config', (c) => c.json(deps.config.public));
  app.route('/api', requestHistoryRoutes(deps));
  app.route('/api/marcas', brandWizardRoutes(deps));
  app.route('/api/cep', cepRoutes(deps));
  app.route('/api', documentRoutes(deps));
  app.route('/api/conta', accountRoutes(deps, paymentProvider));
  app.route('/api/busca', searchRoutes(deps));
  app.route('/api/cobrancas', chargeCheckRoutes(deps));
  app.route('/api/agenda', calendarRoutes(deps));
  // Last among /api: a known path under another method answers 405 with Allow, anything else 404.
  app.all('/api/*', apiFallback(app));

  app.route(
    '/',
    opsRoutes({
      db: deps.db,
      checkFiles: () => files.check(),
      checkDisk: () => checkDiskSpace(disk, deps.config.dataDir),
      draining: deps.draining ?? (() => false),
      metrics: deps.metrics,
      metricsToken: deps.config.metricsToken,
    }),
  );
  if (web) app.route('/', webRoutes(web));
  app.notFound((c) => c.json({ erro: messages.http.notFound }, 404));
  app.onError(handleError);
  return app;
}
