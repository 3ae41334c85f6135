import postgres, { type Sql } from 'postgres';
import { socketsSilentAtMost } from './silent-sockets';
import { countWhenSettled, READ_ONLY, type MovingCount, type WriteCount } from './write-count';

/** The channel migrations 0016 and 0029 announce every committed change to the hot reads' tables on. */
const WRITES_CHANNEL = 'leituras_quentes';
/** After the listening connection is lost: the pause before listening again. */
const RELISTEN_MS = 1000;
/**
 * A listening connection is silent while nobody writes, and a network that drops every packet is then noticed only
 * by TCP keepalive, many minutes later, while other instances' writes go unheard. So it asks `SELECT 1` a heartbeat
 * (DB_LISTENER_HEARTBEAT_MS) after each answer, and a socket with no byte either way for two heartbeats (one left
 * unanswered) is dropped: `watching` turns false and it listens again on a new connection.
 */
const SILENT_HEARTBEATS = 2;

export interface WatchedWrites {
  count: WriteCount;
  stop: () => Promise<void>;
}

/**
 * Counts the writes to a PostgreSQL database that other instances share: this instance's own as each ends (so a
 * customer reads their change on the very next request), the others' as their announcements arrive, a moment
 * after they commit. While the listening connection is down, `watching` is false: whatever changed meanwhile
 * went unheard, so nothing is kept until it listens again.
 */
export function watchWrites(
  client: Sql,
  databaseUrl: string,
  connection: Record<string, string>,
  timeouts: { connectSeconds: number; heartbeatMs: number },
): WatchedWrites {
  const count: MovingCount = { value: 0, watching: false };
  countOwnWrites(client, count);
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const unheard = () => {
    count.watching = false;
    count.value += 1;
    if (stopped || retry) return;
    retry = setTimeout(listen, RELISTEN_MS);
    retry.unref();
  };
  // `onnotify` is the option postgres.js's own listen() runs on; listen() itself cannot tell when it stops hearing.
  const options: postgres.Options<Record<string, never>> & { onnotify: () => void } = {
    max: 1,
    // Never closed on purpose (the pool renews its connections now and then): each renewal would drop every kept result.
    max_lifetime: null,
    fetch_types: false,
    onnotice: () => {},
    onnotify: () => {
      count.value += 1;
    },
    onclose: unheard,
    connection,
    connect_timeout: timeouts.connectSeconds,
    // Not in postgres.js's types, though documented: the socket each connection talks over.
    ...({ socket: socketsSilentAtMost(SILENT_HEARTBEATS * timeouts.heartbeatMs) } as object),
  };
  const listener = postgres(databaseUrl, options);
  let beat: NodeJS.Timeout | undefined;
  // The next heartbeat waits for the last one's answer: one left unanswered leaves the socket silent, and dropped.
  const heartbeat = () => {
    if (stopped) return;
    beat = setTimeout(() => listener.unsafe('SELECT 1').then(heartbeat, heartbeat), timeouts.heartbeatMs);
    beat.unref();
  };
  heartbeat();
  function listen() {
    retry = undefined;
    listener.unsafe(`LISTEN ${WRITES_CHANNEL}`).then(() => {
      if (stopped) return;
      count.watching = true;
      count.value += 1;
    }, unheard);
  }
  listen();
  return {
    count,
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(beat);
      count.watching = false;
      await listener.end({ timeout: 5 });
    },
  };
}

/** Every statement but a plain SELECT, and every transaction, moves the count when it ends. */
function countOwnWrites(client: Sql, count: MovingCount): void {
  const unsafe = client.unsafe;
  const begin = client.begin;
  // postgres.js sends a query a microtask after its first then() (the one countWhenSettled adds here), so Drizzle's
  // `.values()`, called in the same tick, still chooses the rows' format: watching a query does not change its result.
  client.unsafe = ((text: string, ...rest: unknown[]) => {
    const query = (unsafe as (text: string, ...rest: unknown[]) => ReturnType<Sql['unsafe']>)(text, ...rest);
    return READ_ONLY.test(text) ? query : countWhenSettled(count, query);
  }) as Sql['unsafe'];
  client.begin = ((...args: unknown[]) =>
    countWhenSettled(count, (begin as (...args: unknown[]) => Promise<unknown>)(...args))) as Sql['begin'];
}
