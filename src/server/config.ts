import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { normalizeDocument } from '../shared/documents';
import { defaultPublicConfig, type PublicConfig, type SampleData } from '../shared/public-config';
import { UPLOADS_WAITING_MAX } from './ops/upload-turns';
import { loadShowcase } from './showcase-config';
import type { Agent } from './documents/power-of-attorney/content';
import type { S3Settings } from './storage/s3-file-store';

export interface ServerConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  adminEmail?: string;
  adminPassword?: string;
  smtpUrl?: string;
  /** Reverse proxies in front of us (TRUST_PROXY); 0 means the socket address is the client's. */
  trustedProxies: number;
  /** Where built assets live (dist/). */
  distDir: string;
  /** Mercado Pago's server-side settings; used only when PAYMENT_PROVIDER=mercadopago. */
  mercadoPago: { accessToken?: string; webhookSecret?: string };
  /** How long the CEP lookup waits for the postal-code services (CEP_TIMEOUT_MS). */
  cepTimeoutMs: number;
  /** Pause between two outbox passes (OUTBOX_INTERVAL_MS, default 1 s). */
  outboxIntervalMs: number;
  /**
   * How long a staff status change waits before its e-mail to the customer leaves (STATUS_MAIL_GRACE_SECONDS,
   * default 60; 0 sends at once): until then "Desfazer" cancels the change and the e-mail.
   */
  statusMailGraceMs: number;
  /**
   * How long a worker holds the mails it took before another may take them (OUTBOX_LEASE_MS, at least 5 s;
   * unset: the outbox's 2 min). It must outlast the mail server's slowest answer, or a slow send is repeated.
   */
  outboxLeaseMs?: number;
  /** Pause between two reconciliation passes (RECONCILE_INTERVAL_MS, default 60 s). */
  reconcileIntervalMs: number;
  /**
   * Per client address: sign-ups and forgotten-password requests an hour (SIGNUP_LIMIT_PER_HOUR,
   * FORGOT_PASSWORD_LIMIT_PER_HOUR) and failed logins, to any accounts, before waiting (LOGIN_FAILURES_PER_ADDRESS).
   */
  limits: { signUpPerHour: number; forgotPasswordPerHour: number; loginFailuresPerAddress: number };
  /** The outorgado every power of attorney names: the operator's company (COMPANY_NAME, COMPANY_CNPJ, COMPANY_ADDRESS). */
  agent: Agent;
  /** How much a customer may keep in uploaded files (UPLOAD_QUOTA_MB, default 60). */
  uploadQuotaBytes: number;
  /** Uploads under way beyond those in their turn before new ones answer 503 (UPLOADS_WAITING_MAX, ops/upload-turns.ts). */
  uploadsWaitingMax: number;
  /**
   * Below this many free bytes in DATA_DIR or the temp folder (MIN_FREE_DISK_MB, default 200), uploads answer 507
   * and /readyz 503 (ops/disk-space.ts).
   */
  minFreeDiskBytes: number;
  /** The bucket uploaded files go to (S3_BUCKET and friends); without it, DATA_DIR/uploads. */
  s3?: S3Settings;
  /** PostgreSQL's time limits (DB_*_MS); unused by the embedded database. */
  databaseTimeouts: DatabaseTimeouts;
  /** The token /metrics asks for (METRICS_TOKEN); without it /metrics answers 404. */
  metricsToken?: string;
  /** How long a stopping instance lets requests in flight finish (SHUTDOWN_TIMEOUT_MS, default 25 s). */
  shutdownTimeoutMs: number;
  /** How long a request may take to arrive whole, body included, before it gets a 408 (REQUEST_TIMEOUT_MS, default 60 s). */
  requestTimeoutMs: number;
  /**
   * The weekly RPI fetch: RPI_URL with `{numero}` for the issue (off when unset), RPI_FIRST for the first
   * issue to fetch when none was imported yet, RPI_INTERVAL_MS between two tries (default 6 h).
   */
  rpi: { url?: string; first?: number; intervalMs: number };
  /**
   * A folder of signature anchors used in place of the shipped gov.br and ICP-Brasil ones (SIGNATURE_TRUST_DIR):
   * for test and staging servers whose signers come from a CA of their own. Refused in production.
   */
  signatureTrustDir?: string;
  /** WhatsApp Cloud API (docs/whatsapp.md); set only when WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are. */
  whatsapp?: WhatsappSettings;
  public: PublicConfig;
}

/**
 * How long PostgreSQL may keep a request waiting, at each place it could hang. postgres.js by itself waits 30 s for a
 * connection, pauses longer after each failed one (up to 20 s), and waits forever for the answer on a connection
 * whose network went silent without closing: requests queued behind those hung.
 */
export interface DatabaseTimeouts {
  /** DB_CONNECT_TIMEOUT_MS (default 1500): how long a new connection may take to be ready. */
  connectMs: number;
  /** DB_STATEMENT_TIMEOUT_MS (default 60 s): the longest one statement runs on the server (`statement_timeout`). */
  statementMs: number;
  /**
   * DB_IDLE_IN_TRANSACTION_TIMEOUT_MS (default 60 s): the server ends a session left inside a transaction this long
   * without a statement (`idle_in_transaction_session_timeout`), so an instance whose network went silent mid-way
   * does not hold its row locks, and every other instance waiting on them, for good.
   */
  idleInTransactionMs: number;
  /**
   * DB_SILENCE_TIMEOUT_MS (default: the statement limit plus 5 s, never less than it plus 1 s): a pool connection on
   * which nothing passed either way for this long is closed. A statement still unanswered by then never will be
   * (the server would have ended it), so its request fails with a 503 instead of waiting on a connection that
   * stopped talking; an idle connection is simply opened again when next needed.
   */
  silenceMs: number;
  /**
   * DB_LISTENER_HEARTBEAT_MS (default 5000): how often the connection that listens for other instances' writes asks
   * `select 1`; two of these without a byte either way drop it (db/postgres-writes.ts).
   */
  listenerHeartbeatMs: number;
}

export const DATABASE_TIMEOUT_DEFAULTS = {
  connectMs: 1500,
  statementMs: 60_000,
  idleInTransactionMs: 60_000,
  listenerHeartbeatMs: 5000,
} as const;

/** The database time limits from the environment; unset or not a positive number, the default. */
export function loadDatabaseTimeouts(env: Env): DatabaseTimeouts {
  const positive = (raw: string | undefined, fallback: number) =>
    Number(raw) > 0 ? Math.floor(Number(raw)) : fallback;
  const statementMs = positive(env.DB_STATEMENT_TIMEOUT_MS, DATABASE_TIMEOUT_DEFAULTS.statementMs);
  return {
    connectMs: positive(env.DB_CONNECT_TIMEOUT_MS, DATABASE_TIMEOUT_DEFAULTS.connectMs),
    statementMs,
    idleInTransactionMs: positive(env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS, DATABASE_TIMEOUT_DEFAULTS.idleInTransactionMs),
    // Shorter than a statement may run, it would cut a slow but healthy one.
    silenceMs: Math.max(statementMs + 1000, positive(env.DB_SILENCE_TIMEOUT_MS, statementMs + 5000)),
    listenerHeartbeatMs: positive(env.DB_LISTENER_HEARTBEAT_MS, DATABASE_TIMEOUT_DEFAULTS.listenerHeartbeatMs),
  };
}

export interface WhatsappSettings {
  /** WHATSAPP_API_URL, Meta's Graph API unless a test or a proxy says otherwise. */
  apiUrl: string;
  /** WHATSAPP_API_VERSION, the Graph API version in the path. */
  version: string;
  phoneNumberId: string;
  token: string;
  /** WHATSAPP_TEMPLATE_LANGUAGE: the language the templates were approved in. */
  language: string;
}

export const WHATSAPP_DEFAULTS = { apiUrl: 'https://graph.facebook.com', version: 'v21.0', language: 'pt_BR' } as const;

function loadWhatsapp(env: Env): WhatsappSettings | undefined {
  const token = env.WHATSAPP_TOKEN?.trim();
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID?.trim();
  if (!token || !phoneNumberId) return undefined;
  return {
    apiUrl: (env.WHATSAPP_API_URL?.trim() || WHATSAPP_DEFAULTS.apiUrl).replace(/\/+$/, ''),
    version: env.WHATSAPP_API_VERSION?.trim() || WHATSAPP_DEFAULTS.version,
    phoneNumberId,
    token,
    language: env.WHATSAPP_TEMPLATE_LANGUAGE?.trim() || WHATSAPP_DEFAULTS.language,
  };
}

/** The development default: visibly a sample, in the document itself. */
export const SAMPLE_AGENT = {
  name: 'EMPRESA DE EXEMPLO LTDA. (defina COMPANY_NAME)',
  cnpj: '',
  address: 'endereço de exemplo (defina COMPANY_ADDRESS)',
} as const;

export class ConfigurationError extends Error {}

/** The outorgado from the environment; the development default says it is a sample. */
export function loadAgent(env: Env): Agent {
  const name = env.COMPANY_NAME?.trim() ?? '';
  const cnpj = normalizeDocument(env.COMPANY_CNPJ?.trim() ?? '');
  const address = env.COMPANY_ADDRESS?.trim() ?? '';
  const complete = name !== '' && isValidCnpj(cnpj, { version: 2 }) && address !== '';
  if (!complete)
    return {
      name: name || SAMPLE_AGENT.name,
      cnpj: isValidCnpj(cnpj, { version: 2 }) ? cnpj : SAMPLE_AGENT.cnpj,
      address: address || SAMPLE_AGENT.address,
      sample: true,
    };
  return { name, cnpj, address, sample: false };
}

/** A contact left unset or still the development sample (`defaultPublicConfig`). */
const sampleContact = (value: string | undefined, sample: string) => !value?.trim() || value.trim() === sample;

/** The company and contact variables that are missing or still samples: what the site would show as real. */
export function sampleCompanyVariables(env: Env): string[] {
  const missing: string[] = [];
  if (!env.COMPANY_NAME?.trim() || env.COMPANY_NAME.trim() === defaultPublicConfig.companyName)
    missing.push('COMPANY_NAME');
  if (!isValidCnpj(normalizeDocument(env.COMPANY_CNPJ?.trim() ?? ''), { version: 2 })) missing.push('COMPANY_CNPJ');
  if (!env.COMPANY_ADDRESS?.trim()) missing.push('COMPANY_ADDRESS');
  if (sampleContact(env.CONTACT_PHONE, defaultPublicConfig.contactPhone)) missing.push('CONTACT_PHONE');
  if (sampleContact(env.CONTACT_EMAIL, defaultPublicConfig.contactEmail)) missing.push('CONTACT_EMAIL');
  return missing;
}

/** Production must not show or file with sample company data: names every variable still to set, in pt-BR and English. */
function refuseSamplesInProduction(env: Env): void {
  if (env.NODE_ENV !== 'production') return;
  const missing = sampleCompanyVariables(env);
  if (missing.length === 0) return;
  const names = missing.join(', ');
  throw new ConfigurationError(
    `Configuração incompleta: em produção (NODE_ENV=production) defina ${names} com os dados reais da empresa (CNPJ válido); o servidor não sobe com dados de exemplo.\n` +
      `Incomplete configuration: with NODE_ENV=production set ${names} to the company's real details (a valid CNPJ); the server does not start with sample data.`,
  );
}

/** In production a procuração is recognised only on the shipped gov.br and ICP-Brasil anchors. */
function refuseOwnAnchorsInProduction(env: Env): void {
  if (env.NODE_ENV !== 'production' || !env.SIGNATURE_TRUST_DIR?.trim()) return;
  throw new ConfigurationError(
    'Configuração recusada: SIGNATURE_TRUST_DIR (âncoras de assinatura próprias) não é aceita em produção (NODE_ENV=production); em produção só valem as âncoras gov.br e ICP-Brasil que acompanham o produto.\n' +
      'Refused configuration: SIGNATURE_TRUST_DIR (signature anchors of your own) is not accepted with NODE_ENV=production; production recognises only the shipped gov.br and ICP-Brasil anchors.',
  );
}

type Env = Record<string, string | undefined>;

export const DEFAULT_STATUS_MAIL_GRACE_SECONDS = 60;

/** Whole seconds from 0 to an hour; anything else is the default. */
function statusMailGraceMs(raw: string | undefined): number {
  const seconds = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
  const valid = Number.isInteger(seconds) && seconds >= 0 && seconds <= 3600;
  return (valid ? seconds : DEFAULT_STATUS_MAIL_GRACE_SECONDS) * 1000;
}

/**
 * PostgreSQL plus a bucket is the configuration for several instances. There, a secret file or an `.eml` folder on
 * one machine would split sessions and mail between instances, so both must come from the environment.
 */
function refuseSingleMachineFallbacksWhenScaledOut(env: Env): void {
  if (!env.DATABASE_URL?.trim() || !env.S3_BUCKET?.trim()) return;
  const missing = ['JWT_SECRET', 'SMTP_URL'].filter((name) => !env[name]?.trim());
  if (missing.length === 0) return;
  const names = missing.join(', ');
  throw new ConfigurationError(
    `Configuração incompleta: com DATABASE_URL e S3_BUCKET (várias instâncias) defina ${names}; sem isso cada instância teria a sua própria chave de sessão ou pasta de e-mails.\n` +
      `Incomplete configuration: with DATABASE_URL and S3_BUCKET (several instances) set ${names}; otherwise each instance would keep its own session key or mail folder.`,
  );
}

/** S3_BUCKET turns the bucket on; the endpoint may also come from the SDK's own AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL. */
function loadS3Settings(env: Env): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim();
  const endpoint =
    env.S3_ENDPOINT?.trim() || env.AWS_ENDPOINT_URL_S3?.trim() || env.AWS_ENDPOINT_URL?.trim() || undefined;
  return {
    bucket,
    prefix: env.S3_PREFIX?.trim() ?? '',
    endpoint,
    region: env.AWS_REGION?.trim() || env.AWS_DEFAULT_REGION?.trim() || 'us-east-1',
    // Servers other than AWS (MinIO, s3rver) mostly address buckets by path.
    forcePathStyle: env.S3_FORCE_PATH_STYLE
      ? env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1'
      : endpoint !== undefined,
    ...(accessKeyId && secretAccessKey && { credentials: { accessKeyId, secretAccessKey } }),
  };
}

function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): ServerConfig {
  refuseSamplesInProduction(env);
  refuseOwnAnchorsInProduction(env);
  refuseSingleMachineFallbacksWhenScaledOut(env);
  const showcase = loadShowcase(env, (message) => new ConfigurationError(message));
  const agent = loadAgent(env);
  const samples: SampleData[] = [];
  if (
    sampleContact(env.CONTACT_PHONE, defaultPublicConfig.contactPhone) ||
    sampleContact(env.CONTACT_EMAIL, defaultPublicConfig.contactEmail)
  )
    samples.push('contatos');
  if (agent.sample) samples.push('empresa');
  if (showcase.sample) samples.push('vitrine');
  const dataDir = resolve(env.DATA_DIR || './data');
  const pick = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const port = Number(env.PORT || 3000);
  const provider = env.PAYMENT_PROVIDER === 'mercadopago' ? 'mercadopago' : 'sandbox';
  return {
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || persistentSecret(dataDir),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    trustedProxies: Math.max(0, Math.floor(Number(env.TRUST_PROXY) || 0)),
    distDir: resolve(env.DIST_DIR || 'dist'),
    mercadoPago: {
      accessToken: env.MP_ACCESS_TOKEN?.trim() || undefined,
      webhookSecret: env.MP_WEBHOOK_SECRET?.trim() || undefined,
    },
    cepTimeoutMs: Math.max(1, Math.floor(Number(env.CEP_TIMEOUT_MS) || 5000)),
    outboxIntervalMs: Math.max(100, Math.floor(Number(env.OUTBOX_INTERVAL_MS) || 1000)),
    statusMailGraceMs: statusMailGraceMs(env.STATUS_MAIL_GRACE_SECONDS),
    outboxLeaseMs:
      Number(env.OUTBOX_LEASE_MS) > 0 ? Math.max(5000, Math.floor(Number(env.OUTBOX_LEASE_MS))) : undefined,
    reconcileIntervalMs: Math.max(1000, Math.floor(Number(env.RECONCILE_INTERVAL_MS) || 60_000)),
    rpi: {
      url: env.RPI_URL?.trim() || undefined,
      first: Number(env.RPI_FIRST) > 0 ? Math.floor(Number(env.RPI_FIRST)) : undefined,
      intervalMs: Math.max(1000, Math.floor(Number(env.RPI_INTERVAL_MS) || 6 * 3_600_000)),
    },
    limits: {
      signUpPerHour: Math.max(1, Math.floor(Number(env.SIGNUP_LIMIT_PER_HOUR) || 10)),
      forgotPasswordPerHour: Math.max(1, Math.floor(Number(env.FORGOT_PASSWORD_LIMIT_PER_HOUR) || 10)),
      loginFailuresPerAddress: Math.max(1, Math.floor(Number(env.LOGIN_FAILURES_PER_ADDRESS) || 20)),
    },
    agent,
    uploadQuotaBytes: Math.max(1, Math.floor(Number(env.UPLOAD_QUOTA_MB) || 60)) * 1024 * 1024,
    uploadsWaitingMax:
      env.UPLOADS_WAITING_MAX?.trim() && Number(env.UPLOADS_WAITING_MAX) >= 0
        ? Math.floor(Number(env.UPLOADS_WAITING_MAX))
        : UPLOADS_WAITING_MAX,
    minFreeDiskBytes:
      (env.MIN_FREE_DISK_MB?.trim() && Number(env.MIN_FREE_DISK_MB) >= 0 ? Number(env.MIN_FREE_DISK_MB) : 200) *
      1024 *
      1024,
    s3: loadS3Settings(env),
    databaseTimeouts: loadDatabaseTimeouts(env),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    shutdownTimeoutMs: Math.max(1000, Math.floor(Number(env.SHUTDOWN_TIMEOUT_MS) || 25_000)),
    requestTimeoutMs: Math.max(1000, Math.floor(Number(env.REQUEST_TIMEOUT_MS) || 60_000)),
    signatureTrustDir: env.SIGNATURE_TRUST_DIR?.trim() ? resolve(env.SIGNATURE_TRUST_DIR.trim()) : undefined,
    whatsapp: loadWhatsapp(env),
    public: {
      appName: pick('APP_NAME', defaultPublicConfig.appName),
      companyName: pick('COMPANY_NAME', defaultPublicConfig.companyName),
      companyCnpj: pick('COMPANY_CNPJ', defaultPublicConfig.companyCnpj),
      companyCity: pick('COMPANY_CITY', defaultPublicConfig.companyCity),
      companyAddress: agent.address,
      supportWhatsapp: pick('SUPPORT_WHATSAPP', defaultPublicConfig.supportWhatsapp),
      contactPhone: pick('CONTACT_PHONE', defaultPublicConfig.contactPhone),
      contactEmail: pick('CONTACT_EMAIL', defaultPublicConfig.contactEmail),
      socialUrl: pick('SOCIAL_URL', defaultPublicConfig.socialUrl),
      developerName: pick('DEVELOPER_NAME', defaultPublicConfig.developerName),
      developerUrl: pick('DEVELOPER_URL', defaultPublicConfig.developerUrl),
      publicUrl: pick('PUBLIC_URL', `http://localhost:${port}`).replace(/\/$/, ''),
      paymentProvider: provider,
      mercadoPagoPublicKey: provider === 'mercadopago' ? env.MP_PUBLIC_KEY?.trim() || '' : '',
      testimonials: showcase.testimonials,
      clientBrands: showcase.clientBrands,
      samples,
    },
  };
}
