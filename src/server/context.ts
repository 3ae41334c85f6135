import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { users } from './db/schema';
import type { Mailer } from './mail/mailer';

export type UserRow = typeof users.$inferSelect;

/** What every feature's routes are built with. */
export interface AppDeps {
  db: Database;
  config: ServerConfig;
  mailer: Mailer;
}

export interface AppEnv {
  Variables: { user: UserRow };
}
