import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { TEST_TRUST } from '../documents/signed-pdfs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../src/server/app';
import { metricsFor } from '../../../src/server/ops/metrics-for';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/client';
import { mailOutbox } from '../../../src/server/db/schema';
import { createMailer, type Mailer } from '../../../src/server/mail/mailer';
import { runOutboxPass } from '../../../src/server/mail/outbox-worker';
import { createPaymentProvider } from '../../../src/server/payments/create-provider';
import { reconcilePayments } from '../../../src/server/payments/reconcile';
import { createPostgresDatabase } from '../postgres-database';
import { migratedPgliteSnapshot } from './pglite-snapshot';
import { pooledDatabase } from './pglite-pool';
import { decodeHeaderValue, decodeQuotedPrintable } from '../e2e/mime';

/** A new database for one test file: PGlite in memory, or a fresh PostgreSQL database when TEST_DB=postgres. */
export async function freshDatabaseUrl(): Promise<{ url?: string; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') return { drop: async () => {} };
  return createPostgresDatabase(process.env.TEST_DATABASE_URL!, 'teste');
}

/** Every test request comes from one address; the tests of the limits themselves set their own. */
export const generousLimits = {
  SIGNUP_LIMIT_PER_HOUR: '100000',
  FORGOT_PASSWORD_LIMIT_PER_HOUR: '100000',
  LOGIN_FAILURES_PER_ADDRESS: '100000',
};

/** A v4 UUID as the server makes them (request ids, idempotency keys). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A response as tests read it: the JSON body, or its text when it is not JSON. */
export async function readAnswer<T = any>(response: Response): Promise<ApiAnswer<T>> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the test sees the text
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/**
 * The whole API in process, on a database of its own. `onDisk` keeps the embedded database in the data
 * folder instead of memory, so `restart()` can open a new app on the same data, as a restarted server would.
 */
export async function createTestApp(env: Record<string, string> = {}, options: { onDisk?: boolean } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'marcas-api-'));
  return openTestApp(env, dataDir, await freshDatabaseUrl(), options.onDisk ?? false, true);
}

async function openTestApp(
  env: Record<string, string>,
  dataDir: string,
  database: Awaited<ReturnType<typeof freshDatabaseUrl>>,
  onDisk: boolean,
  fresh: boolean,
) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'segredo-de-teste-com-tamanho-suficiente',
    PUBLIC_URL: 'https://marcas.test',
    ...generousLimits,
    // Status e-mails leave at once unless a test looks at the grace period ("Desfazer").
    STATUS_MAIL_GRACE_SECONDS: '0',
    ...env,
  });
  // A new embedded database in memory comes from the worker's pool (emptied, migrated); one on disk starts from the
  // migrated snapshot instead of running initdb and the migrations again; a restarted one reopens its own data folder.
  const handle =
    !database.url && !onDisk && fresh
      ? await pooledDatabase()
      : await openDatabase({
          databaseUrl: database.url,
          dataDir: database.url || onDisk ? dataDir : 'memory://',
          snapshot: !database.url && fresh ? await migratedPgliteSnapshot() : undefined,
          timeouts: config.databaseTimeouts,
        });
  const outboxDir = join(dataDir, 'outbox');
  const mailer = createMailer({ outboxDir, from: 'Teste <teste@marcas.test>' });
  const deps = {
    db: handle.db,
    config,
    mailer,
    paymentProvider: createPaymentProvider(config),
    metrics: await metricsFor(config, handle.db, handle.kind),
    signatureTrust: TEST_TRUST,
  };
  const app = createApp(deps);

  async function call<T = any>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; raw?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.raw;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    } else if (options.raw !== undefined) headers['content-type'] ??= 'application/json';
    return readAnswer<T>(await app.request(path, { method, headers, body }));
  }

  /** The e-mails written to the outbox so far, as .eml text with the subject and quoted-printable decoded. */
  function outbox(): string[] {
    let files: string[];
    try {
      files = readdirSync(outboxDir).sort();
    } catch {
      return [];
    }
    return files.map((file) =>
      decodeQuotedPrintable(
        readFileSync(join(outboxDir, file), 'utf8').replace(
          /^Subject: (.*(?:\r?\n[ \t].*)*)/m,
          (_, value: string) => `Subject: ${decodeHeaderValue(value.replace(/\r?\n[ \t]+/g, ' '))}`,
        ),
      ),
    );
  }

  /**
   * One pass of the outbox worker (the test app runs no timers): every mail queued so far is sent, or
   * failed and rescheduled. `now` lets a test step past a retry's backoff.
   */
  const deliverMail = (options: { now?: Date; mailer?: Mailer } = {}) =>
    runOutboxPass({ ...deps, mailer: options.mailer ?? mailer }, options);

  /** One pass of the payment reconciliation job. */
  const reconcile = (options: { now?: Date } = {}) => reconcilePayments(deps, deps.paymentProvider, options);

  const outboxRows = () => handle.db.select().from(mailOutbox).orderBy(mailOutbox.id);

  async function close() {
    await handle.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  return {
    app,
    db: handle.db,
    config,
    call,
    outbox,
    deliverMail,
    reconcile,
    outboxRows,
    close,
    dataDir,
    deps,
    databaseUrl: database.url,
    origin: { env, database, onDisk, closeDatabase: () => handle.close() },
  };
}

export type TestApp = Awaited<ReturnType<typeof openTestApp>>;

/** Stops this app (as a killed server would: nothing more runs) and opens a new one on the same data. */
export async function restartTestApp(t: TestApp): Promise<TestApp> {
  await t.origin.closeDatabase();
  return openTestApp(t.origin.env, t.dataDir, t.origin.database, t.origin.onDisk, false);
}
