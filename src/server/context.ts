import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { users } from './db/schema';
import type { Mailer } from './mail/mailer';
import type { PaymentProvider } from './payments/provider';
import type { FileStore } from './storage/file-store';
import type { Logger } from './ops/logger';
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
  /** Request lines go here (ops/request-log.ts); none when absent. */
  logger?: Logger;
  /** Prometheus numbers, made by ops/metrics-for.ts when METRICS_TOKEN is set; /metrics answers 404 without them. */
  metrics?: AppMetrics;
  /** True once the server was told to stop: /readyz answers 503 so the balancer looks elsewhere. */
  draining?: () => boolean;
}

export interface AppEnv {
  Variables: { user: UserRow };
}
