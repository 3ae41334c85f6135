import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { loadDatabaseTimeouts } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { messages } from '../../src/shared/messages';
import { startTcpProxy } from '../support/tcp-proxy';
import { signUp } from '../support/api/accounts';
import { createTestApp, readAnswer, type TestApp } from '../support/api/test-app';

/**
 * Requests while PostgreSQL is away: the app reaches its database through a relay that the test stops (connections
 * refused) or silences (connections accepted, never answered), so the shared test server itself is never
 * touched. Only in the api-postgres suite.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * The server answers within about 1.8 s (http/database-deadline.ts); the bound here leaves room for a loaded test
 * machine while still telling an answer from a request hanging on a dead connection (17 s and more before).
 */
const ANSWERED_WITHIN_MS = 4000;

describe.skipIf(!onPostgres)(
  'requests with PostgreSQL unreachable (needs TEST_DATABASE_URL: runs in the api-postgres suite)',
  () => {
    let t: TestApp;
    let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
    let handle: DatabaseHandle;
    let app: ReturnType<typeof createApp>;
    let token: string;
    beforeAll(async () => {
      t = await createTestApp();
      ({ token } = await signUp(t));
      const direct = new URL(t.databaseUrl!);
      proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      const relayed = new URL(direct);
      relayed.host = `127.0.0.1:${proxy.port}`;
      handle = await openDatabase({ databaseUrl: relayed.toString(), dataDir: t.dataDir });
      app = createApp({ ...t.deps, db: handle.db, databaseReachable: handle.reachable });
    }, 60_000);
    afterAll(async () => {
      await proxy?.stop();
      await handle?.close().catch(() => {});
      await t?.close();
    }, 30_000);

    /** Calls that each need the database: a login, the customer's profile and brand requests, and a readiness check. */
    let tries = 0;
    const calls = () => [
      app.request('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // A new address each time: the per-account limit on failed logins is not what is tested here.
        body: JSON.stringify({ email: `alguem-${(tries += 1)}@exemplo.com.br`, senha: 'uma senha qualquer' }),
      }),
      app.request('/api/profile/', { headers: { authorization: `Bearer ${token}` } }),
      app.request('/api/marcas', { headers: { authorization: `Bearer ${token}` } }),
    ];

    async function timed(request: Response | Promise<Response>) {
      const started = performance.now();
      const answer = await readAnswer(await request);
      return { ...answer, ms: performance.now() - started };
    }

    async function expectUnavailable(round: string) {
      // The readiness check asks alongside the calls, as a load balancer would while customers wait.
      const [answers, ready] = await Promise.all([Promise.all(calls().map(timed)), timed(app.request('/readyz'))]);
      for (const answer of answers) {
        expect(answer.status, `${round}: ${JSON.stringify(answer.body)}`).toBe(503);
        expect(answer.body).toEqual({ erro: messages.http.unavailable });
        expect(answer.headers.get('retry-after')).toBe('5');
        expect(answer.ms, round).toBeLessThan(ANSWERED_WITHIN_MS);
      }
      expect(ready.status).toBe(503);
      expect(ready.body.checks.banco).not.toBe('ok');
      expect(ready.ms, round).toBeLessThan(ANSWERED_WITHIN_MS);
    }

    async function expectServingAgain() {
      await expect
        .poll(async () => (await Promise.all(calls().map(timed))).map((answer) => answer.status), {
          timeout: 30_000,
          interval: 250,
        })
        .toEqual([401, 200, 200]);
    }

    it('serves normally through the relay', async () => {
      expect((await Promise.all(calls().map(timed))).map((answer) => answer.status)).toEqual([401, 200, 200]);
    });

    it('answers 503 with Retry-After at every try while the database refuses connections, and serves again once it is back', async () => {
      await proxy.stop();
      // Round after round: the driver's pause between tries used to grow with each failure until requests hung.
      for (let round = 1; round <= 8; round += 1) await expectUnavailable(`recusado, rodada ${round}`);
      await proxy.start();
      await expectServingAgain();
    });

    it('answers 503 with Retry-After while the network to the database stops moving bytes without closing anything, and serves again once it moves', async () => {
      proxy.pause();
      for (let round = 1; round <= 2; round += 1) await expectUnavailable(`pausado, rodada ${round}`);
      // The same connections carry on: what waited in them is answered late, and dropped.
      proxy.resume();
      await expectServingAgain();
    });

    it('answers 503 with Retry-After while the database accepts connections but never answers, and serves again once it does', async () => {
      proxy.silence();
      for (let round = 1; round <= 2; round += 1) await expectUnavailable(`mudo, rodada ${round}`);
      // The network comes back as a restarted database would: the stuck connections are closed, new ones answer.
      await proxy.stop();
      await proxy.start();
      await expectServingAgain();
    });

    describe('a pool whose open connections go quiet for good while new ones are answered', () => {
      /** Short limits, so the test need not wait a minute: a statement runs 1 s at most, and 2 s of silence drop a connection. */
      const timeouts = loadDatabaseTimeouts({ DB_STATEMENT_TIMEOUT_MS: '1000', DB_SILENCE_TIMEOUT_MS: '2000' });
      let lossy: Awaited<ReturnType<typeof startTcpProxy>>;
      let lossyHandle: DatabaseHandle;
      beforeAll(async () => {
        const direct = new URL(t.databaseUrl!);
        lossy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
        const relayed = new URL(direct);
        relayed.host = `127.0.0.1:${lossy.port}`;
        lossyHandle = await openDatabase({ databaseUrl: relayed.toString(), dataDir: t.dataDir, timeouts });
        app = createApp({ ...t.deps, db: lossyHandle.db, databaseReachable: lossyHandle.reachable });
      }, 60_000);
      afterAll(async () => {
        await lossy?.stop();
        await lossyHandle?.close().catch(() => {});
      }, 30_000);

      /** Its status, or "sem resposta" when it is still waiting once the bound has passed. */
      async function answeredWithin(request: Promise<Response>, ms: number) {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<'sem resposta'>((resolve) => (timer = setTimeout(() => resolve('sem resposta'), ms)));
        const answer = await Promise.race([request.then(readAnswer), late]);
        clearTimeout(timer);
        return answer;
      }

      it('answers every request within the silence limit (503 with Retry-After, or served) and then serves again, without a restart', async () => {
        // Several connections open in the pool, each used once.
        for (let round = 0; round < 3; round += 1) await Promise.all(calls());
        lossy.loseOpenConnections();
        // Round after round: the probe's new connection says the database answers, while the pool's connections
        // wait on answers that will never come. Before, every request behind them waited for good.
        const bound = timeouts.silenceMs + ANSWERED_WITHIN_MS;
        for (let round = 1; round <= 4; round += 1) {
          const answers = await Promise.all(calls().map((request) => answeredWithin(Promise.resolve(request), bound)));
          for (const answer of answers) {
            expect(answer, `rodada ${round}`).not.toBe('sem resposta');
            if (answer === 'sem resposta' || answer.status !== 503) continue;
            expect(answer.body).toEqual({ erro: messages.http.unavailable });
            expect(answer.headers.get('retry-after')).toBe('5');
          }
        }
        await expectServingAgain();
      });
    });
  },
);
