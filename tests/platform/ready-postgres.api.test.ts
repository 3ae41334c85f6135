import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { startTcpProxy } from '../support/tcp-proxy';
import { createTestApp, type TestApp } from '../support/api/test-app';

/**
 * /readyz while PostgreSQL is away: the app reaches its database through a relay that the test stops and
 * starts again, so the shared test server itself is never stopped. Only in the api-postgres suite.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

describe.skipIf(!onPostgres)(
  '/readyz with PostgreSQL stopped and back (needs TEST_DATABASE_URL: runs in the api-postgres suite)',
  () => {
    let t: TestApp;
    let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
    let handle: DatabaseHandle;
    beforeAll(async () => {
      t = await createTestApp();
      const direct = new URL(t.databaseUrl!);
      proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      const relayed = new URL(direct);
      relayed.host = `127.0.0.1:${proxy.port}`;
      handle = await openDatabase({ databaseUrl: relayed.toString(), dataDir: t.dataDir });
    }, 60_000);
    afterAll(async () => {
      await handle?.close().catch(() => {});
      await proxy?.stop();
      await t?.close();
    }, 30_000);

    async function ready(app: ReturnType<typeof createApp>) {
      const answer = await app.request('/readyz');
      return { status: answer.status, body: await answer.json() };
    }

    it('answers 503 naming the database while it is down, and 200 again once it is back, without a restart', async () => {
      const app = createApp({ ...t.deps, db: handle.db });
      expect(await ready(app)).toEqual({
        status: 200,
        body: { status: 'pronto', checks: { banco: 'ok', migracoes: 'ok', arquivos: 'ok', disco: 'ok' } },
      });

      await proxy.stop();
      const down = await ready(app);
      expect(down.status).toBe(503);
      expect(down.body.status).toBe('indisponivel');
      expect(down.body.checks.banco).not.toBe('ok');
      expect(down.body.checks.arquivos).toBe('ok');
      // The API says so too, in pt-BR, instead of an error page.
      expect(
        (
          await app.request('/api/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'a@exemplo.com.br', senha: 'x' }),
          })
        ).status,
      ).toBe(503);

      await proxy.start();
      // The driver reconnects on its own: poll until it has.
      await expect.poll(async () => (await ready(app)).status, { timeout: 20_000, interval: 200 }).toBe(200);
      expect((await ready(app)).body.checks).toEqual({ banco: 'ok', migracoes: 'ok', arquivos: 'ok', disco: 'ok' });
    });
  },
);
