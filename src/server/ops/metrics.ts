import { type SQL, sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { APPLICATION_NAME, type Database, type DatabaseHandle } from '../db/client';

/**
 * The outbox's channels (mail_outbox.channel), counted apart: a stuck WhatsApp queue (a token expired at Meta) and a
 * stuck mail server are different alarms. Each always has its series, 0 when empty.
 */
const OUTBOX_CHANNELS = ['email', 'whatsapp'] as const;

export interface AppMetrics {
  registry: Registry;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** Around each request: how many are being served right now (what a stopping instance is draining). */
  requestStarted(): () => void;
}

/**
 * The instance's numbers for Prometheus. Request counts and durations are this process's; the outbox,
 * payments and connection gauges are read from the database at each scrape, so every instance reports the
 * same shared queue and any one of them is enough to watch it.
 */
export function createMetrics(
  db: Database,
  options: { databaseKind: DatabaseHandle['kind']; poolMax: number },
): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requisições respondidas, por método, rota e status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Tempo até a resposta, por método, rota e status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const inFlight = new Gauge({
    name: 'http_requests_in_flight',
    help: 'Requisições sendo atendidas agora (inclui a própria coleta)',
    registers: [registry],
  });
  // Each gauge reads its own numbers: the registry collects them all at once, so one setting another's value would
  // be read before it was set.
  // One series per outbox channel, 0 for a channel without rows; `read` answers `channel` and `value` per channel.
  const perChannel = (name: string, help: string, read: SQL) =>
    new Gauge({
      name,
      help,
      labelNames: ['channel'],
      registers: [registry],
      async collect() {
        const found = await query<{ channel: string; value: number }>(db, read);
        for (const channel of OUTBOX_CHANNELS)
          this.set({ channel }, found.find((row) => row.channel === channel)?.value ?? 0);
      },
    });
  perChannel(
    'outbox_pending_mails',
    'Mensagens na outbox ainda não enviadas, por canal (email, whatsapp)',
    sql`select channel, count(*)::int as value from mail_outbox where status = 'pending' group by channel`,
  );
  perChannel(
    'outbox_oldest_pending_age_seconds',
    'Idade da mensagem pendente mais antiga, por canal (0 sem pendentes)',
    sql`select channel, extract(epoch from now() - min(created_at))::float8 as value from mail_outbox where status = 'pending' group by channel`,
  );
  perChannel(
    'outbox_failed_mails',
    'Mensagens que a outbox desistiu de enviar, por canal (precisam de uma pessoa)',
    sql`select channel, count(*)::int as value from mail_outbox where status = 'failed' group by channel`,
  );
  new Gauge({
    name: 'payments_pending',
    help: 'Tentativas de pagamento aguardando a palavra do provedor (as que a conciliação consulta)',
    registers: [registry],
    async collect() {
      const [row] = await query<{ count: number }>(
        db,
        sql`select count(*)::int as count from payments where status in ('pending', 'in_process')`,
      );
      this.set(row?.count ?? 0);
    },
  });
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'Conexões que esta instância pode abrir com o banco',
    registers: [registry],
  }).set(options.poolMax);
  new Gauge({
    name: 'db_connections',
    help: 'Conexões abertas com o banco desta aplicação (todas as instâncias), por estado',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      this.reset();
      if (options.databaseKind === 'pglite') return this.set({ state: 'active' }, 1); // embedded: one in-process connection
      const found = await query<{ state: string | null; count: number }>(
        db,
        sql`select coalesce(state, 'unknown') as state, count(*)::int as count from pg_stat_activity where datname = current_database() and application_name = ${APPLICATION_NAME} group by 1`,
      );
      for (const row of found) this.set({ state: row.state ?? 'unknown' }, row.count);
    },
  });

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    requestStarted() {
      inFlight.inc();
      return () => inFlight.dec();
    },
  };
}

/** Raw SQL rows from either driver: postgres.js answers an array, PGlite `{ rows }`. */
export async function query<T>(db: Database, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
