import postgres, { type Sql } from 'postgres';

/** How long the probe waits for `select 1` before judging the database unreachable. */
const PROBE_TIMEOUT_MS = 800;
/** A verdict of "down" is kept this long, so a burst of waiting requests shares one probe and one new connection. */
const DOWN_VERDICT_MS = 500;

export interface DatabaseReachability {
  /** Whether PostgreSQL answered a trivial query within PROBE_TIMEOUT_MS. */
  reachable(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * A connection of its own that only asks `select 1`: the pool may be busy with slow but healthy work, or its
 * connections may all be stuck on a network that stopped answering; this one says which. A probe left without an
 * answer drops its connection, so the next probe dials again instead of waiting on a dead one.
 */
export function watchReachability(
  databaseUrl: string,
  connection: Record<string, string>,
  timeouts: { connectSeconds: number },
): DatabaseReachability {
  const open = (): Sql => {
    const sql = postgres(databaseUrl, {
      max: 1,
      connect_timeout: timeouts.connectSeconds,
      backoff: () => 0,
      fetch_types: false,
      prepare: false,
      onnotice: () => {},
      connection,
    });
    // Dialled at once, so a probe times one query and not a connection's set-up too: on a busy machine a new
    // connection alone can outlast PROBE_TIMEOUT_MS and a slow but healthy database would be judged down.
    sql.unsafe('select 1').catch(() => {});
    return sql;
  };
  let client = open();
  let pending: Promise<boolean> | undefined;
  let downUntil = 0;

  const probe = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      // After the I/O already waiting: on a busy event loop the timer may come due in the same turn as the answer.
      timer = setTimeout(() => setImmediate(() => resolve(false)), PROBE_TIMEOUT_MS);
    });
    const answered = client.unsafe('select 1').then(
      () => true,
      () => false,
    );
    const verdict = await Promise.race([answered, late]);
    clearTimeout(timer);
    if (!verdict) {
      downUntil = Date.now() + DOWN_VERDICT_MS;
      const stuck = client;
      client = open();
      stuck.end({ timeout: 0 }).catch(() => {});
    }
    return verdict;
  };

  return {
    reachable() {
      if (Date.now() < downUntil) return Promise.resolve(false);
      pending ??= probe().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    close: () => client.end({ timeout: 1 }),
  };
}
