import type { ServerConfig } from '../config';
import { type Database, type DatabaseHandle, POOL_MAX } from '../db/client';
import type { AppMetrics } from './metrics';

/**
 * The Prometheus numbers when METRICS_TOKEN is set, none otherwise. prom-client is loaded only then: importing it
 * is about 50 ms of a start that exports nothing.
 */
export async function metricsFor(
  config: Pick<ServerConfig, 'metricsToken'>,
  db: Database,
  databaseKind: DatabaseHandle['kind'],
): Promise<AppMetrics | undefined> {
  if (!config.metricsToken) return undefined;
  const { createMetrics } = await import('./metrics');
  return createMetrics(db, { databaseKind, poolMax: POOL_MAX });
}
