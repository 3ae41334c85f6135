import type { Context } from 'hono';
import type { TrustStore } from './documents/signatures/trust-store';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { users } from './db/schema';
import type { Mailer } from './mail/mailer';
import type { PaymentProvider } from './payments/provider';
import type { FileStore } from './storage/file-store';
import type { DiskSpace } from './ops/disk-space';
import type { Lines, Logger } from './ops/logger';
import type { AppMetrics } from './ops/metrics';

export type UserRow = typeof users.$inferSelect;

/** What every feature's routes are built with. */
export interface AppDeps {
  db: Database;
  config: ServerConfig;
  /** The outbox worker's transport; requests never send mail themselves (they queue it: mail/outbox.ts). */
  mailer: Mailer;
  /** Made from the config when absent; the server passes its own so the reconciliation job shares it. */
  paymentProvider?: PaymentProvider;
  /** Where uploaded files live; made from the config when absent (documents/storage.ts filesOf). */
  files?: FileStore;
  /** Request lines and their features' lines go here (ops/request-log.ts); without it, no request lines and the features write to console. */
  logger?: Logger;
  /** Where the features write their messages: a request's own lines (`withLines`), console otherwise (jobs). */
  lines?: Lines;
  /** Prometheus numbers, made by ops/metrics-for.ts when METRICS_TOKEN is set; /metrics answers 404 without them. */
  metrics?: AppMetrics;
  /** PostgreSQL only: whether the database answers; with it, a request waiting on a silent database answers 503 (http/database-deadline.ts). */
  databaseReachable?: () => Promise<boolean>;
  /** The free space where the server writes; made from the config when absent (tests inject a probe). */
  diskSpace?: DiskSpace;
  /** The anchors signatures are verified against; the shipped ones when absent (tests bring their own CAs). */
  signatureTrust?: TrustStore;
  /** True once the server was told to stop: /readyz answers 503 so the balancer looks elsewhere. */
  draining?: () => boolean;
}

export interface AppEnv {
  /**
   * lines: the messages of this request, each with its id (ops/request-log.ts); takeUploadTurn: on an upload, waits
   * until it may hold its files in memory (ops/upload-turns.ts).
   */
  Variables: { user: UserRow; lines: Lines; takeUploadTurn?: () => Promise<void> };
}

/** The deps a feature's deeper code gets inside a request, so what it writes carries the request's id. */
export const withLines = (deps: AppDeps, c: Context<AppEnv>): AppDeps => ({ ...deps, lines: c.get('lines') });

/** Where deeper code writes: the request's lines when it runs for one, console otherwise. */
export const linesOf = (deps: Pick<AppDeps, 'lines'>): Lines => deps.lines ?? console;
