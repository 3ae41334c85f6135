import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { users } from './db/schema';
import type { Mailer } from './mail/mailer';
import type { PaymentProvider } from './payments/provider';

export type UserRow = typeof users.$inferSelect;

/** What every feature's routes are built with. */
export interface AppDeps {
  db: Database;
  config: ServerConfig;
  /** The outbox worker's transport; requests never send mail themselves (they queue it: mail/outbox.ts). */
  mailer: Mailer;
  /** Made from the config when absent; the server passes its own so the reconciliation job shares it. */
  paymentProvider?: PaymentProvider;
}

export interface AppEnv {
  Variables: { user: UserRow };
}
