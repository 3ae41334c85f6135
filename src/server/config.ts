import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultPublicConfig, type PublicConfig } from '../shared/public-config';

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
  /** Pause between two reconciliation passes (RECONCILE_INTERVAL_MS, default 60 s). */
  reconcileIntervalMs: number;
  /**
   * Per client address: sign-ups and forgotten-password requests an hour (SIGNUP_LIMIT_PER_HOUR,
   * FORGOT_PASSWORD_LIMIT_PER_HOUR) and failed logins, to any accounts, before waiting (LOGIN_FAILURES_PER_ADDRESS).
   */
  limits: { signUpPerHour: number; forgotPasswordPerHour: number; loginFailuresPerAddress: number };
  public: PublicConfig;
}

type Env = Record<string, string | undefined>;

function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): ServerConfig {
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
    mercadoPago: { accessToken: env.MP_ACCESS_TOKEN?.trim() || undefined, webhookSecret: env.MP_WEBHOOK_SECRET?.trim() || undefined },
    cepTimeoutMs: Math.max(1, Math.floor(Number(env.CEP_TIMEOUT_MS) || 5000)),
    outboxIntervalMs: Math.max(100, Math.floor(Number(env.OUTBOX_INTERVAL_MS) || 1000)),
    reconcileIntervalMs: Math.max(1000, Math.floor(Number(env.RECONCILE_INTERVAL_MS) || 60_000)),
    limits: {
      signUpPerHour: Math.max(1, Math.floor(Number(env.SIGNUP_LIMIT_PER_HOUR) || 10)),
      forgotPasswordPerHour: Math.max(1, Math.floor(Number(env.FORGOT_PASSWORD_LIMIT_PER_HOUR) || 10)),
      loginFailuresPerAddress: Math.max(1, Math.floor(Number(env.LOGIN_FAILURES_PER_ADDRESS) || 20)),
    },
    public: {
      appName: pick('APP_NAME', defaultPublicConfig.appName),
      companyName: pick('COMPANY_NAME', defaultPublicConfig.companyName),
      companyCnpj: pick('COMPANY_CNPJ', defaultPublicConfig.companyCnpj),
      companyCity: pick('COMPANY_CITY', defaultPublicConfig.companyCity),
      supportWhatsapp: pick('SUPPORT_WHATSAPP', defaultPublicConfig.supportWhatsapp),
      contactPhone: pick('CONTACT_PHONE', defaultPublicConfig.contactPhone),
      contactEmail: pick('CONTACT_EMAIL', defaultPublicConfig.contactEmail),
      socialUrl: pick('SOCIAL_URL', defaultPublicConfig.socialUrl),
      developerName: pick('DEVELOPER_NAME', defaultPublicConfig.developerName),
      developerUrl: pick('DEVELOPER_URL', defaultPublicConfig.developerUrl),
      publicUrl: pick('PUBLIC_URL', `http://localhost:${port}`).replace(/\/$/, ''),
      paymentProvider: provider,
      mercadoPagoPublicKey: provider === 'mercadopago' ? env.MP_PUBLIC_KEY?.trim() || '' : '',
    },
  };
}
