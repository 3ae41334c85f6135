import { createServer, type RequestListener, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

/**
 * A kept-alive connection closed by the server just as the client reuses it answers ECONNRESET; on a busy machine
 * the gap between two calls can outlast Node's 5 s default, so idle connections live as long as a test file.
 */
export const IDLE_CONNECTION_MS = 120_000;

export interface LocalServer {
  origin: string;
  close(): Promise<void>;
}

/** Starts `server` on a free port of 127.0.0.1, keeping idle connections open for the whole file. */
export async function listenLocally(server: Server): Promise<LocalServer> {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local stand-in for a server outside our system (a CA's distribution point, the INPI, Meta's Graph API). */
export const serveLocally = (handler: RequestListener) => listenLocally(createServer(handler));
