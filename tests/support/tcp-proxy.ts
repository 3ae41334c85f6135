import { once } from 'node:events';
import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay to a server we share with others (the test PostgreSQL): stopping it cuts every connection and
 * refuses new ones, as a stopped database would for whoever connects through it, without touching the real one.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  /** Relayed connections, and whether bytes go through them right now. */
  const pairs = new Map<{ client: Socket; upstream: Socket }, 'flowing' | 'held' | 'lost'>();
  let server: Server | undefined;
  let port = 0;
  let silent = false;
  let held = false;
  const hold = (pair: { client: Socket; upstream: Socket }, state: 'held' | 'lost') => {
    pairs.set(pair, state);
    // Unpiped, a socket stops reading: what was sent waits in its buffers, as on a network that stopped moving.
    for (const socket of [pair.client, pair.upstream]) {
      socket.unpipe();
      socket.pause();
    }
  };
  const flow = (pair: { client: Socket; upstream: Socket }) => {
    pairs.set(pair, 'flowing');
    pair.client.pipe(pair.upstream).pipe(pair.client);
  };
  const listen = async () => {
    server = createServer((client) => {
      if (silent) {
        // Accepted, and never answered: a database behind a network that lost its packets.
        sockets.add(client);
        client.on('close', () => sockets.delete(client));
        client.on('error', () => client.destroy());
        return;
      }
      const upstream = createConnection(target);
      const pair = { client, upstream };
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => {
          sockets.delete(socket);
          pairs.delete(pair);
        });
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      if (held) hold(pair, 'held');
      else flow(pair);
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as { port: number }).port;
  };
  await listen();
  return {
    port,
    /** Cuts every connection and stops listening. */
    async stop() {
      for (const socket of sockets) socket.destroy();
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    /**
     * Stops answering without closing anything: connections open and new ones are accepted, but no byte goes
     * either way, as when the network to the database drops every packet. Ends with stop().
     */
    silence() {
      silent = true;
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    /**
     * Stops moving bytes on every connection, open or opened meanwhile, without closing any: the network between
     * the app and the database went quiet. resume() moves them again, where they stopped.
     */
    pause() {
      held = true;
      for (const [pair, state] of pairs) if (state === 'flowing') hold(pair, 'held');
    },
    resume() {
      held = false;
      for (const [pair, state] of pairs) if (state === 'held') flow(pair);
    },
    /**
     * The connections open now go quiet for good, never closed (a firewall that forgot them); new ones are relayed
     * as before.
     */
    loseOpenConnections() {
      for (const [pair, state] of pairs) if (state !== 'lost') hold(pair, 'lost');
    },
    /** Listens again on the same port, relaying again. */
    async start() {
      silent = false;
      held = false;
      await listen();
    },
  };
}
