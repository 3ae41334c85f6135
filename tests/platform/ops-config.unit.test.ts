import { describe, expect, it } from 'vitest';
import { ConfigurationError, loadConfig } from '../../src/server/config';
import { assertServerMadePath } from '../../src/server/storage/file-store';

const base = { DATA_DIR: '/tmp/marcas-config', JWT_SECRET: 'segredo-de-teste-com-tamanho-suficiente' };

describe('file store, metrics and shutdown settings', () => {
  it('keeps files on the local disk, /metrics off and a 25 s drain when nothing is set (npm start on a laptop)', () => {
    const config = loadConfig(base);
    expect(config.s3).toBeUndefined();
    expect(config.metricsToken).toBeUndefined();
    expect(config.shutdownTimeoutMs).toBe(25_000);
  });

  it('turns the bucket on with S3_BUCKET, path-style for a custom endpoint, credentials from the AWS variables', () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'marcas',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_PREFIX: 'producao',
      AWS_REGION: 'sa-east-1',
      AWS_ACCESS_KEY_ID: 'chave',
      AWS_SECRET_ACCESS_KEY: 'segredo',
    });
    expect(config.s3).toEqual({
      bucket: 'marcas',
      prefix: 'producao',
      endpoint: 'http://127.0.0.1:9000',
      region: 'sa-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'chave', secretAccessKey: 'segredo' },
    });
  });

  it('on AWS itself: virtual-host addressing and the SDK’s own credential chain', () => {
    expect(loadConfig({ ...base, S3_BUCKET: 'marcas' }).s3).toEqual({
      bucket: 'marcas',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        ...base,
        S3_BUCKET: 'marcas',
        AWS_ENDPOINT_URL_S3: 'https://minio.interno',
        S3_FORCE_PATH_STYLE: 'false',
      }).s3,
    ).toMatchObject({ endpoint: 'https://minio.interno', forcePathStyle: false });
  });

  it('reads OUTBOX_LEASE_MS, never under 5 s, and leaves the outbox its own lease when unset', () => {
    expect(loadConfig(base).outboxLeaseMs).toBeUndefined();
    expect(loadConfig({ ...base, OUTBOX_LEASE_MS: '30000' }).outboxLeaseMs).toBe(30_000);
    expect(loadConfig({ ...base, OUTBOX_LEASE_MS: '100' }).outboxLeaseMs).toBe(5000);
  });

  it('reads METRICS_TOKEN and SHUTDOWN_TIMEOUT_MS', () => {
    const config = loadConfig({ ...base, METRICS_TOKEN: ' token ', SHUTDOWN_TIMEOUT_MS: '5000' });
    expect(config.metricsToken).toBe('token');
    expect(config.shutdownTimeoutMs).toBe(5000);
  });
});

describe('stored file names', () => {
  it('accepts only the names the server makes, never a way out of the store', () => {
    expect(() => assertServerMadePath('marca-12/0b7e5f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b.pdf')).not.toThrow();
    for (const bad of [
      '../etc/passwd',
      'marca-1/../../x',
      '/marca-1/a.pdf',
      'marca-1/.hidden',
      'marca-1',
      'marca-1/a/b.pdf',
      'marca 1/a.pdf',
      '',
    ]) {
      expect(() => assertServerMadePath(bad), bad).toThrow(/fora da pasta de uploads/);
    }
  });
});

describe('several instances (PostgreSQL and a bucket)', () => {
  const scaledOut = { DATA_DIR: '/tmp/marcas-config', DATABASE_URL: 'postgres://banco/marcas', S3_BUCKET: 'marcas' };

  it('refuses to start without JWT_SECRET and SMTP_URL, naming both', () => {
    const attempt = () => loadConfig(scaledOut);
    expect(attempt).toThrow(ConfigurationError);
    expect(attempt).toThrow(/várias instâncias\) defina JWT_SECRET, SMTP_URL/);
  });

  it('names only what is still missing', () => {
    expect(() => loadConfig({ ...scaledOut, JWT_SECRET: 'segredo-compartilhado' })).toThrow(/defina SMTP_URL;/);
  });

  it('starts with both, and a single machine still needs neither', () => {
    expect(
      loadConfig({ ...scaledOut, JWT_SECRET: 'segredo-compartilhado', SMTP_URL: 'smtp://correio:25' }).s3?.bucket,
    ).toBe('marcas');
    expect(loadConfig({ DATA_DIR: '/tmp/marcas-config', S3_BUCKET: 'marcas' }).jwtSecret.length).toBeGreaterThan(20);
  });
});

describe('PostgreSQL time limits', () => {
  it("bounds connecting, statements, idle transactions, silent connections and the listener's heartbeat by default", () => {
    expect(loadConfig(base).databaseTimeouts).toEqual({
      connectMs: 1500,
      statementMs: 60_000,
      idleInTransactionMs: 60_000,
      silenceMs: 65_000,
      listenerHeartbeatMs: 5000,
    });
  });

  it('reads each DB_*_MS, and never lets silence cut a statement the server still allows', () => {
    const config = loadConfig({
      ...base,
      DB_CONNECT_TIMEOUT_MS: '800',
      DB_STATEMENT_TIMEOUT_MS: '10000',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '20000',
      DB_SILENCE_TIMEOUT_MS: '3000',
      DB_LISTENER_HEARTBEAT_MS: '2000',
    });
    expect(config.databaseTimeouts).toEqual({
      connectMs: 800,
      statementMs: 10_000,
      idleInTransactionMs: 20_000,
      silenceMs: 11_000,
      listenerHeartbeatMs: 2000,
    });
    expect(loadConfig({ ...base, DB_STATEMENT_TIMEOUT_MS: 'nada' }).databaseTimeouts.statementMs).toBe(60_000);
  });
});
