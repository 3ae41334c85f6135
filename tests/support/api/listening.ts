import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:http';
import { createApp } from '../../../src/server/app';
import { openDatabase } from '../../../src/server/db/client';
import { listenLocally, type LocalServer } from '../local-server';
import type { TestApp } from './test-app';

/** Serves a test app over a real HTTP connection on a free port, so simultaneous calls really run at once. */
export async function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<LocalServer> {
  return listenLocally(createAdaptorServer({ fetch }) as Server);
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
