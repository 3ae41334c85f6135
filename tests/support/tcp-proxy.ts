import { once } from 'node:events';
import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay to a server we share with others (the test PostgreSQL): stopping it cuts every connection and
 * refuses new ones, as a stopped database would for whoever connects through it, without touching the real one.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let silent = false;
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
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
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
    /** Listens again on the same port, relaying again. */
    async start() {
      silent = false;
      await listen();
    },
  };
}
