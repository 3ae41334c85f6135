import { createPostgresDatabase } from '../../support/postgres-database';
import { npmStartCommand, startNode } from './processes';

/**
 * A fresh database of the benchmark's own on the PostgreSQL server of BENCH_DATABASE_URL (or TEST_DATABASE_URL);
 * undefined when no server answers there, so only the PostgreSQL figures are skipped, not the whole benchmark.
 */
export function benchPostgresDatabase() {
  const baseUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  return createPostgresDatabase(baseUrl, 'bench').catch(() => undefined);
}

/**
 * The variables of a production server on its own data folder and, with `databaseUrl`, on that PostgreSQL database
 * instead of the embedded one.
 */
export function productionEnv(dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    JWT_SECRET: 'segredo-do-benchmark-com-tamanho-suficiente',
    NODE_ENV: 'production',
    // Production refuses sample company details; these only have to be well formed.
    COMPANY_NAME: 'Empresa do Benchmark Ltda.',
    COMPANY_CNPJ: '11.222.333/0001-81',
    COMPANY_ADDRESS: 'Rua do Benchmark, 1, Maceió/AL',
    CONTACT_PHONE: '+55 82 3333-4444',
    CONTACT_EMAIL: 'contato@benchmark.com.br',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

/** `npm start` on that build, on 127.0.0.1:`port` with the sandbox payments; resolves once it answers. */
export function startBuiltApp(distDir: string, env: NodeJS.ProcessEnv, port: number) {
  const npmStart = npmStartCommand();
  return startNode(
    npmStart.args,
    { ...env, ...npmStart.env, DIST_DIR: distDir, PORT: String(port), HOST: '127.0.0.1', PAYMENT_PROVIDER: 'sandbox' },
    `http://127.0.0.1:${port}/api/config`,
  );
}
