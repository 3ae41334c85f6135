import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/client';
import { createMailer } from '../../../src/server/mail/mailer';
import { migratedPgliteSnapshot } from './pglite-snapshot';

/** A new database for one test file: PGlite in memory, or a fresh PostgreSQL database when TEST_DB=postgres. */
async function freshDatabaseUrl(): Promise<{ url?: string; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') return { drop: async () => {} };
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const name = `teste_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = postgres(baseUrl, { max: 1, onnotice: () => {} });
      await again.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function createTestApp(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'marcas-api-'));
  const database = await freshDatabaseUrl();
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'segredo-de-teste-com-tamanho-suficiente', PUBLIC_URL: 'https://marcas.test', ...env });
  const handle = database.url
    ? await openDatabase({ databaseUrl: database.url, dataDir })
    : await openDatabase({ dataDir: 'memory://', snapshot: await migratedPgliteSnapshot() });
  const outboxDir = join(dataDir, 'outbox');
  const mailer = createMailer({ outboxDir, from: 'Teste <teste@marcas.test>' });
  const app = createApp({ db: handle.db, config, mailer });

  async function call<T = any>(method: string, path: string, options: { body?: unknown; token?: string; raw?: string; headers?: Record<string, string> } = {}): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.raw;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    } else if (options.raw !== undefined) headers['content-type'] ??= 'application/json';
    const response = await app.request(path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: the test sees the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** The e-mails written to the outbox so far, as raw .eml text (quoted-printable soft breaks undone). */
  function outbox(): string[] {
    let files: string[] = [];
    try {
      files = readdirSync(outboxDir).sort();
    } catch {
      return [];
    }
    return files.map((file) => readFileSync(join(outboxDir, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='));
  }

  async function close() {
    await handle.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { app, db: handle.db, config, call, outbox, close, dataDir };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
