import { connect, type Socket } from 'node:net';

/**
 * postgres.js's connection, with a limit on silence: a socket on which nothing passed either way for `silenceMs` is
 * destroyed, failing what waits on it (ETIMEDOUT, answered 503), and the pool dials a new one when next needed.
 * TCP alone would keep it for many minutes: keepalive probes only go out while nothing is unanswered, and a
 * statement sent to a network that drops every packet is retransmitted for some 15 minutes. postgres.js writes to
 * a socket it is given as if connected; Node keeps those bytes until it is, and the connect timeout still counts.
 */
export function socketsSilentAtMost(silenceMs: number) {
  let next = 0;
  return (options: { host: string[]; port: number[]; path?: string }): Socket => {
    const index = next++ % options.host.length;
    const socket = options.path ? connect(options.path) : connect(options.port[index], options.host[index]);
    socket.setTimeout(silenceMs, () =>
      socket.destroy(
        Object.assign(new Error(`PostgreSQL sem trocar um byte por ${silenceMs} ms: conexão descartada`), {
          code: 'ETIMEDOUT',
        }),
      ),
    );
    return socket;
  };
}
