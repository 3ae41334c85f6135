import { createAdaptorServer } from '@hono/node-server';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../../src/server/app';
import { openDatabase } from '../../../src/server/db/client';
import type { TestApp } from './test-app';

export interface Listening {
  origin: string;
  close(): Promise<void>;
}

/** Serves a test app over a real HTTP connection on a free port, so simultaneous calls really run at once. */
export async function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<Listening> {
  const server = createAdaptorServer({ fetch }) as Server;
  // A kept-alive connection closed by the server just as the client reuses it answers ECONNRESET; on a busy machine
  // the gap between two tests can outlast Node's 5 s default, so idle connections live as long as a test file.
  server.keepAliveTimeout = 120_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The instances a test sends its calls to: the app itself, and on PostgreSQL a second app with its own pool on
 * the same database, as a second server behind a balancer would be.
 */
export async function instances(t: TestApp): Promise<{ origins: string[]; close(): Promise<void> }> {
  const first = await listen(t.app.fetch);
  if (!t.databaseUrl) return { origins: [first.origin], close: first.close };
  const handle = await openDatabase({ databaseUrl: t.databaseUrl, dataDir: t.dataDir });
  const second = await listen(createApp({ ...t.deps, db: handle.db }).fetch);
  return {
    origins: [first.origin, second.origin],
    close: async () => {
      await Promise.all([first.close(), second.close()]);
      await handle.close();
    },
  };
}

/** Sends the JSON posts at once, spread over the instances, and answers each status with its Retry-After. */
export async function postAtOnce(
  origins: string[],
  path: string,
  bodies: unknown[],
  headers: Record<string, string> = {},
) {
  return Promise.all(
    bodies.map(async (body, index) => {
      const response = await fetch(`${origins[index % origins.length]}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, retryAfter: response.headers.get('retry-after'), text };
    }),
  );
}
