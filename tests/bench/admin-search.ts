import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { ensureAdmin } from '../../src/server/admin/ensure-admin';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { documents } from '../../src/server/db/schema';
import { orderFolder, storeFile, uploadsRoot } from '../../src/server/documents/storage';
import { localFileStore } from '../../src/server/storage/local-file-store';
import { createMailer } from '../../src/server/mail/mailer';
import { createPostgresDatabase } from '../support/postgres-database';

/**
 * The back office at scale: 100,000 brand requests, 100,000 service requests and 50,000 users;
 * search and page p95 through the real app against the embedded database and, when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names a PostgreSQL server, against PostgreSQL; then the zip of four 10 MB files, with
 * the growth of the process's memory while it streams.
 */
const COUNTS = { users: 50_000, marcas: 100_000, servicos: 100_000 };
const TARGET_P95_MS = { pglite: 100, postgres: 30 } as const;
const ZIP_RSS_BUDGET_MB = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);

let failed = false;
const report = (label: string, figure: string, target: string, ok: boolean) => {
  if (!ok) failed = true;
  console.log(`  ${label.padEnd(46)} ${figure.padStart(10)} / ${target.padEnd(8)} ${ok ? 'ok' : 'ACIMA DO ALVO'}`);
};

/** Plain SQL seeding (generate_series), so 250,000 rows take seconds; the search triggers fill `busca` as in production. */
async function seed(handle: DatabaseHandle) {
  const run = (text: string) => handle.db.execute(sql.raw(text));
  // Filling the trigram indexes row by row is most of the seeding time: they are rebuilt once at the end, as the migration defined them.
  type IndexRow = { indexname: string; indexdef: string };
  // PGlite answers { rows }, postgres.js the rows themselves.
  const found = (await run(
    `SELECT indexname, indexdef FROM pg_indexes WHERE indexname LIKE '%busca_trgm'`,
  )) as unknown as { rows?: IndexRow[] } & IndexRow[];
  const trigramIndexes = found.rows ?? [...found];
  if (trigramIndexes.length === 0) console.log('  (sem pg_trgm: a busca roda sem índice de trigramas)');
  for (const index of trigramIndexes) await run(`DROP INDEX ${index.indexname}`);
  await run(`
    INSERT INTO users (full_name, email, cpf, phone, password_hash)
    SELECT (ARRAY['João','Maria','José','Ana','Antônio','Francisca','Luís','Conceição','Márcio','Patrícia'])[1 + i % 10] || ' ' ||
           (ARRAY['Silva','Souza','Araújo','Conceição','Ávila','Lima','Gonçalves','Pereira','Nóbrega','Ribeiro'])[1 + (i / 10) % 10] || ' ' ||
           (ARRAY['Santos','Oliveira','Melo','Barbosa','Cavalcanti','Tavares','Brandão'])[1 + (i / 100) % 7],
           'cliente' || i || '@exemplo.com.br',
           lpad((10000000000 + i * 7919)::text, 11, '0'),
           '829' || lpad((i % 100000000)::text, 8, '0'),
           'x'
    FROM generate_series(1, ${COUNTS.users}) AS i`);
  await run(`
    INSERT INTO marcas (user_id, plano_id, protocolo, status, status_pagamento, nome, tipo)
    SELECT 1 + i % ${COUNTS.users}, 1 + i % 2,
           CASE WHEN i % 3 = 0 THEN (920000000 + i)::text END,
           (ARRAY['Pendente','Iniciada','Concluida','Rejeitada'])[1 + i % 4],
           CASE WHEN i % 10 = 0 THEN 'Pendente' ELSE 'Pago' END,
           (ARRAY['Café','Pão','Doce','Maré','Sertão','Açaí','Vértice','Cantinho','Renda','Pixel'])[1 + i % 10] || ' ' ||
           (ARRAY['Serra Azul','do Norte','Mineiro','Alta','Viva','Nordestina','Urbano','da Praia'])[1 + (i / 10) % 8] || ' ' || i,
           'Mista'
    FROM generate_series(1, ${COUNTS.marcas}) AS i`);
  await run(`
    INSERT INTO servicos (user_id, plano_id, num_protocolo, nome, status, status_pagamento, dados)
    SELECT 1 + (i * 7) % ${COUNTS.users}, 4 + i % 3,
           CASE WHEN i % 2 = 0 THEN (850000000 + i)::text END, '',
           (ARRAY['Pendente','Análise','Concluído','Rejeitado'])[1 + i % 4],
           CASE WHEN i % 8 = 0 THEN 'Pendente' ELSE 'Pago' END,
           jsonb_build_object('nome_marca', (ARRAY['Tapioca','Maré','Café','Sabor','Vila','Lótus'])[1 + i % 6] || ' ' || i,
                              'segmento', (ARRAY['Alimentação','Moda praia','Tecnologia','Educação','Saúde'])[1 + i % 5])
    FROM generate_series(1, ${COUNTS.servicos}) AS i`);
  for (const index of trigramIndexes) await run(index.indexdef);
  await run('ANALYZE');
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** What staff type: parts of CPFs (with and without the mask), names with and without accents, plans by either name, protocols, e-mails. */
function queries(): string[] {
  const lists = ['marcas', 'servicos', 'users'];
  const terms = [
    '',
    '10000079',
    '100.000.79',
    'joao silva',
    'CONCEIÇÃO',
    'cafe serra',
    'completo',
    'básico',
    'concluida',
    '920000',
    'cliente4242@',
    'maré',
    'analise',
    'tapioca 12',
  ];
  const urls: string[] = [];
  for (const list of lists) {
    for (const term of terms) {
      const busca = term ? `busca=${encodeURIComponent(term)}&` : '';
      urls.push(`/api/admin/${list}?${busca}pagina=1`, `/api/admin/${list}?${busca}pagina=2`);
    }
    // Deeper pages and another order, as when staff page through a long list.
    urls.push(
      `/api/admin/${list}?pagina=100`,
      `/api/admin/${list}?pagina=1000`,
      `/api/admin/${list}?pagina=3&ordem=${list === 'users' ? 'nome' : 'status'}&direcao=asc`,
    );
  }
  return urls;
}

async function measureSearch(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'marcas-bench-admin-'));
  const handle = await openDatabase({ databaseUrl, dataDir: databaseUrl ? dataDir : 'memory://' });
  try {
    const started = performance.now();
    await seed(handle);
    console.log(
      `\n${kind === 'pglite' ? 'Banco embutido (PGlite)' : 'PostgreSQL'}: ${COUNTS.marcas.toLocaleString('pt-BR')} marcas, ${COUNTS.servicos.toLocaleString('pt-BR')} serviços, ${COUNTS.users.toLocaleString('pt-BR')} usuários (semeados em ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'segredo-do-benchmark-com-tamanho-suficiente' });
    const app = createApp({
      db: handle.db,
      config,
      mailer: createMailer({ outboxDir: join(dataDir, 'outbox'), from: 'bench <bench@marcas.test>' }),
    });
    await ensureAdmin(handle.db, 'bench@marcas.test', 'senha-do-bench-1');
    const login = await app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@marcas.test', senha: 'senha-do-bench-1' }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };

    const urls = queries();
    for (const url of urls) await (await app.request(url, { headers })).arrayBuffer(); // warm-up
    const timings: number[] = [];
    const byUrl = new Map<string, number[]>();
    let slowest = { url: '', ms: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const url of urls) {
        const start = performance.now();
        const response = await app.request(url, { headers });
        await response.arrayBuffer();
        const ms = performance.now() - start;
        if (response.status !== 200) throw new Error(`${url} respondeu ${response.status}`);
        timings.push(ms);
        byUrl.set(url, [...(byUrl.get(url) ?? []), ms]);
        if (ms > slowest.ms) slowest = { url, ms };
      }
    }
    const p95 = percentile(timings, 95);
    report(
      `busca e página p95 (${timings.length} chamadas)`,
      `${p95.toFixed(1)} ms`,
      `${TARGET_P95_MS[kind]} ms`,
      p95 <= TARGET_P95_MS[kind],
    );
    console.log(
      `  mediana ${percentile(timings, 50).toFixed(1)} ms; mais lenta ${slowest.ms.toFixed(1)} ms (${decodeURIComponent(slowest.url)})`,
    );
    if (process.env.BENCH_VERBOSE) {
      for (const [url, values] of [...byUrl].sort((a, b) => percentile(b[1], 50) - percentile(a[1], 50)))
        console.log(`    ${percentile(values, 50).toFixed(1).padStart(7)} ms ${decodeURIComponent(url)}`);
    }
    return { app, headers, handle, dataDir };
  } catch (error) {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Four 10 MB files on disk; the zip streamed through the app and read chunk by chunk, as a browser would. */
async function measureZip(run: Awaited<ReturnType<typeof measureSearch>>) {
  const { handle, app, headers, dataDir } = run;
  const marcaId = 1;
  for (const kind of ['logo', 'comprovanteRes', 'docFoto', 'procuracao']) {
    const stored = await storeFile(
      localFileStore(uploadsRoot(dataDir)),
      orderFolder('marca', marcaId),
      randomBytes(10 * 1024 * 1024),
      kind === 'logo' || kind === 'docFoto' ? 'png' : 'pdf',
    );
    await handle.db
      .insert(documents)
      .values({ marcaId, kind, originalName: `${kind}.bin`, mimeType: 'application/octet-stream', ...stored });
  }
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const response = await app.request(`/api/admin/marcas/${marcaId}/download`, { headers });
  const reader = response.body!.getReader();
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  clearInterval(sampler);
  const growthMb = (peak - before) / 1024 / 1024;
  console.log(`\narquivos.zip de 4 arquivos de 10 MB (${(bytes / 1024 / 1024).toFixed(1)} MB enviados)`);
  report(
    'crescimento da memória (RSS) do servidor',
    `${growthMb.toFixed(1)} MB`,
    `${ZIP_RSS_BUDGET_MB} MB`,
    growthMb < ZIP_RSS_BUDGET_MB,
  );
}

const embedded = process.env.BENCH_ONLY_POSTGRES ? null : await measureSearch('pglite');
if (embedded) {
  try {
    await measureZip(embedded);
  } finally {
    await embedded.handle.close();
    rmSync(embedded.dataDir, { recursive: true, force: true });
  }
}

const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  const database = await createPostgresDatabase(postgresUrl, 'bench');
  try {
    const run = await measureSearch('postgres', database.url);
    await run.handle.close();
    rmSync(run.dataDir, { recursive: true, force: true });
  } finally {
    if (process.env.BENCH_KEEP_DATABASE) console.log(`  banco mantido: ${database.url}`);
    else await database.drop();
  }
} else {
  console.log('\nPostgreSQL: defina BENCH_DATABASE_URL (ou TEST_DATABASE_URL) para medir também contra um PostgreSQL.');
}
process.exitCode = failed ? 1 : 0;
