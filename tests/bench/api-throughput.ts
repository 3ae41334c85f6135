import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newHolder } from '../support/api/people';
import { freePort } from '../support/e2e/server-process';
import { openDatabase } from '../../src/server/db/client';
import { benchPostgresDatabase, productionEnv, startBuiltApp } from './support/production-app';
import { startNode, type Running } from './support/processes';
import { percent, type BenchRow } from './support/report';
import { CONNECTIONS, requestsPerSecond } from './support/throughput';

const SEEDED_REQUESTS = 100_000;

/** 100,000 brand requests of 1,000 other customers: the customer's own list must not feel them. */
const SEED_SQL = `
  INSERT INTO users (full_name, email, cpf, phone, password_hash)
    SELECT 'Cliente ' || g, 'cliente' || g || '@carga.test', lpad(g::text, 11, '0'), '82999990000', 'x' FROM generate_series(1, 1000) g;
  INSERT INTO marcas (user_id, plano_id, nome, status_pagamento)
    SELECT u.id, 1 + (g % 2), 'Marca ' || g, CASE WHEN g % 3 = 0 THEN 'Pendente' ELSE 'Pago' END
    FROM generate_series(1, ${SEEDED_REQUESTS}) g JOIN users u ON u.email = 'cliente' || (1 + g % 1000) || '@carga.test';
  ANALYZE;`;

async function seed(databaseUrl: string | undefined, dataDir: string) {
  const handle = await openDatabase({ databaseUrl, dataDir });
  await handle.db.execute(SEED_SQL as never).catch(async () => {
    // Drizzle's execute takes SQL objects; the raw driver runs several statements at once.
    const client = (
      handle.db as unknown as {
        $client: { exec?: (s: string) => Promise<unknown>; unsafe?: (s: string) => Promise<unknown> };
      }
    ).$client;
    await (client.exec ? client.exec(SEED_SQL) : client.unsafe!(SEED_SQL));
  });
  await handle.close();
}

async function signedInCustomer(baseUrl: string) {
  const answer = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(newHolder()),
  });
  const { token } = (await answer.json()) as { token: string };
  const list = await (await fetch(`${baseUrl}/api/marcas/`, { headers: { authorization: `Bearer ${token}` } })).text();
  return { token, list };
}

async function measureDatabase(
  distDir: string,
  kind: 'pglite' | 'postgres',
  rows: BenchRow[],
  bareRps: () => Promise<number>,
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'marcas-bench-api-'));
  const database = kind === 'postgres' ? await benchPostgresDatabase() : undefined;
  if (kind === 'postgres' && !database) {
    console.log('PostgreSQL não está acessível: medições do PostgreSQL puladas.');
    return;
  }
  const env = productionEnv(dataDir, database?.url);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let app: Running | undefined;
  try {
    const first = await startBuiltApp(distDir, env, port);
    app = first;
    const { token, list } = await signedInCustomer(baseUrl);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleRss = first.rssMb();
    await app.stop();
    const again = await startBuiltApp(distDir, env, port);
    app = again;
    const auth = { authorization: `Bearer ${token}` };
    const appRps = await requestsPerSecond(`${baseUrl}/api/marcas/`, auth);
    const bare = await bareRps();
    const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const startTarget = kind === 'pglite' ? 8000 : 2000;
    rows.push({
      figure: `npm start até a primeira resposta, dados novos (${label})`,
      measured: `${(first.readyMs / 1000).toFixed(1)} s`,
      target: `≤ ${startTarget / 1000} s`,
      ok: first.readyMs <= startTarget,
    });
    rows.push({
      figure: `npm start até a primeira resposta, dados existentes (${label})`,
      measured: `${(again.readyMs / 1000).toFixed(1)} s`,
      target: '≤ 2 s',
      ok: again.readyMs <= 2000,
    });
    const rssTarget = kind === 'pglite' ? 250 : 150;
    rows.push({
      figure: `RSS do servidor parado (${label})`,
      measured: `${idleRss.toFixed(0)} MB`,
      target: `≤ ${rssTarget} MB`,
      ok: idleRss <= rssTarget,
    });
    const ratioTarget = kind === 'pglite' ? 10 : 30;
    rows.push({
      figure: `GET /api/marcas/ autenticado, ${CONNECTIONS} conexões (${label})`,
      measured: `${appRps.toFixed(0)} req/s = ${percent(appRps, bare)}`,
      target: `≥ ${ratioTarget}% do Hono puro`,
      anchor: `Hono puro ${bare.toFixed(0)} req/s`,
      ok: (100 * appRps) / bare >= ratioTarget,
    });
    void list;
    await app.stop();
    app = undefined;

    await seed(database?.url, dataDir);
    app = await startBuiltApp(distDir, env, port);
    const seededRps = await requestsPerSecond(`${baseUrl}/api/marcas/`, auth);
    const bareAgain = await bareRps();
    rows.push({
      figure: `o mesmo com ${SEEDED_REQUESTS.toLocaleString('pt-BR')} pedidos na tabela (${label})`,
      measured: `${seededRps.toFixed(0)} req/s = ${percent(seededRps, bareAgain)}`,
      target: '≥ 25% do Hono puro',
      anchor: `Hono puro ${bareAgain.toFixed(0)} req/s`,
      ok: (100 * seededRps) / bareAgain >= 25,
    });
  } finally {
    await app?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchApi(distDir: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const barePort = await freePort();
  const bareList = JSON.stringify({
    marcas: [
      {
        id: 1,
        plano: 'Essencial',
        nome: 'Incompleto',
        statusPagamento: 'Pendente',
        status: 'Pendente',
        concluido: false,
      },
    ],
  });
  const bare = await startNode(
    ['--import', 'tsx', 'tests/bench/support/bare-hono.ts'],
    { ...process.env, PORT: String(barePort), BARE_BODY: bareList },
    `http://127.0.0.1:${barePort}/api/marcas/`,
  );
  const bareRps = () => requestsPerSecond(`http://127.0.0.1:${barePort}/api/marcas/`);
  try {
    await measureDatabase(distDir, 'pglite', rows, bareRps);
    await measureDatabase(distDir, 'postgres', rows, bareRps);
  } finally {
    await bare.stop();
  }
  return rows;
}
