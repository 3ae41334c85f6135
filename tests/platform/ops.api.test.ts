import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { mailOutbox } from '../../src/server/db/schema';
import type { AppEnv } from '../../src/server/context';
import { handleError } from '../../src/server/http/errors';
import { createLogger, routeConsoleTo } from '../../src/server/ops/logger';
import { requestLog } from '../../src/server/ops/request-log';
import { messages } from '../../src/shared/messages';
import { logIn, signUp } from '../support/api/accounts';
import { createTestApp, UUID, type TestApp } from '../support/api/test-app';

const METRICS_TOKEN = 'token-de-metricas-de-teste';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN });
}, 60_000);
afterAll(() => t.close(), 30_000);

/** The app with its log lines captured, parsed, as the collector would read them. */
function loggedApp() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = createLogger({ destination });
  return { app: createApp({ ...t.deps, logger }), lines, logger };
}

describe('health for load balancers', () => {
  it('/healthz answers while the process is up; /readyz lists each check', async () => {
    const health = await t.call('GET', '/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await t.call('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'pronto',
      checks: { banco: 'ok', migracoes: 'ok', arquivos: 'ok', disco: 'ok' },
    });
  });

  it('/readyz answers 503 once the instance is draining, so the balancer sends new requests elsewhere', async () => {
    const app = createApp({ ...t.deps, draining: () => true });
    const answer = await app.request('/readyz');
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({
      status: 'indisponivel',
      checks: { instancia: 'encerrando', banco: 'ok' },
    });
  });
});

describe('request ids and structured logs', () => {
  it('gives every answer an X-Request-Id, keeping a well-formed one the proxy sent', async () => {
    const fresh = await t.call('GET', '/api/config');
    expect(fresh.headers.get('x-request-id')).toMatch(UUID);
    const refused = await t.call('GET', '/api/profile/');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-request-id')).toMatch(UUID);
    expect(
      (await t.call('GET', '/api/config', { headers: { 'x-request-id': 'proxy-abc-12345' } })).headers.get(
        'x-request-id',
      ),
    ).toBe('proxy-abc-12345');
    // Not an id: a header the client controls must not write whatever it likes into the logs.
    expect(
      (await t.call('GET', '/api/config', { headers: { 'x-request-id': 'id falso <script>' } })).headers.get(
        'x-request-id',
      ),
    ).toMatch(UUID);
  });

  it('logs one JSON line per request with its id, method, route pattern, status and duration, and nothing personal', async () => {
    const { app, lines } = loggedApp();
    const { holder, token } = await signUp(t);
    const login = await app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: holder.email, senha: holder.password }),
    });
    expect(login.status).toBe(200);
    const profile = await app.request('/api/profile/', { headers: { authorization: `Bearer ${token}` } });
    const missing = await app.request('/api/marcas/987654/assistente', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(missing.status).toBe(404);

    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'requisição',
        reqId: login.headers.get('x-request-id'),
        method: 'POST',
        route: '/api/login',
        status: 200,
        ms: expect.any(Number),
      }),
      expect.objectContaining({
        reqId: profile.headers.get('x-request-id'),
        method: 'GET',
        route: '/api/profile',
        status: 200,
      }),
      // The pattern, not the path: ids stay out of the logs and the metrics.
      expect.objectContaining({ method: 'GET', route: expect.stringContaining(':'), status: 404 }),
    ]);
    for (const line of lines) expect(typeof line.time).toBe('number');
    const logged = JSON.stringify(lines);
    for (const secret of [holder.email, holder.cpf, holder.password, token, '987654'])
      expect(logged).not.toContain(secret);
  });

  it("writes the features' messages of a request through the logger, redacted, each with the id of the request it was written for", async () => {
    const { lines, logger } = loggedApp();
    const app = new Hono<AppEnv>();
    app.use('*', requestLog(logger));
    app.get('/aviso', (c) => {
      c.var.lines.warn('aviso de teste para maria@exemplo.com.br');
      return c.text('ok');
    });
    app.get('/falha', () => {
      throw new Error('falhou para maria@exemplo.com.br');
    });
    app.onError(handleError);
    const warned = await app.request('/aviso');
    const failed = await app.request('/falha');
    expect(failed.status).toBe(500);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'aviso de teste para <e-mail>',
        reqId: warned.headers.get('x-request-id'),
      }),
      expect.objectContaining({
        level: 'info',
        msg: 'requisição',
        route: '/aviso',
        reqId: warned.headers.get('x-request-id'),
      }),
      expect.objectContaining({
        level: 'error',
        msg: expect.stringMatching(/^\[erro interno\] GET \/falha .*falhou para <e-mail>/),
        reqId: failed.headers.get('x-request-id'),
      }),
      expect.objectContaining({
        level: 'error',
        msg: 'requisição',
        route: '/falha',
        status: 500,
        reqId: failed.headers.get('x-request-id'),
      }),
    ]);
  });

  it('routes console messages written outside a request (jobs, the start) through the logger, redacted', () => {
    const { lines, logger } = loggedApp();
    const restore = routeConsoleTo(logger);
    try {
      console.warn('[e-mail] envio para maria@exemplo.com.br falhou');
    } finally {
      restore();
    }
    expect(lines).toEqual([expect.objectContaining({ level: 'warn', msg: '[e-mail] envio para <e-mail> falhou' })]);
    expect(lines[0]).not.toHaveProperty('reqId');
  });
});

describe('GET /metrics', () => {
  it('is not served without METRICS_TOKEN in the configuration', async () => {
    const bare = await createTestApp();
    try {
      const answer = await bare.call('GET', '/metrics');
      expect(answer.status).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('asks for the token, and refuses a wrong one with the pt-BR message', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer outro-token' },
      { authorization: `Bearer ${METRICS_TOKEN}x` },
    ] as Record<string, string>[]) {
      const answer = await t.call('GET', '/metrics', { headers });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ erro: messages.ops.metricsTokenRequired });
    }
  });

  it('counts requests by route and status, and reads the outbox, payments and connections from the database', async () => {
    const { holder } = await signUp(t);
    await logIn(t, holder.email, 'senha-errada-123');
    const pending = async () => (await t.outboxRows()).filter((row) => row.status === 'pending').length;
    // The welcome mail is already there: the reset link is one more.
    const beforeReset = await pending();
    await t.call('POST', '/api/forgetPass', { body: { email: holder.email } });
    // The reset link is queued after the answer (same answer and time for any e-mail): wait for its row, or it could
    // land in the middle of the next test's two readings.
    await expect.poll(pending, { timeout: 10_000 }).toBeGreaterThan(beforeReset);
    const answer = await t.app.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(text).toMatch(/^http_requests_total\{method="POST",route="\/api\/login",status="401"\} [1-9]/m);
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="POST",route="\/api\/register",status="201"\} [1-9]/m,
    );
    // The reset link waits in the outbox (the test app runs no worker).
    expect(text).toMatch(/^outbox_pending_mails\{channel="email"\} [1-9]/m);
    expect(text).toMatch(/^outbox_oldest_pending_age_seconds\{channel="email"\} \d/m);
    expect(text).toMatch(/^payments_pending \d+$/m);
    expect(text).toMatch(/^db_pool_max_connections 10$/m);
    expect(text).toMatch(/^db_connections\{state="\w+"\} [1-9]/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    expect(text).not.toContain(holder.email);
  });

  it('counts the outbox by channel: WhatsApp messages apart from e-mails', async () => {
    const { userID } = await signUp(t);
    const scrape = async () => {
      const answer = await t.app.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      const text = await answer.text();
      const value = (name: string, channel: string) =>
        Number(new RegExp(`^${name}\\{channel="${channel}"\\} (\\S+)$`, 'm').exec(text)?.[1]);
      return {
        pending: { email: value('outbox_pending_mails', 'email'), whatsapp: value('outbox_pending_mails', 'whatsapp') },
        failed: { email: value('outbox_failed_mails', 'email'), whatsapp: value('outbox_failed_mails', 'whatsapp') },
      };
    };
    const before = await scrape();
    await t.db.insert(mailOutbox).values([
      { channel: 'whatsapp', userId: userID, template: 'pedido_recebido', templateParams: [] },
      { channel: 'whatsapp', userId: userID, template: 'pedido_recebido', templateParams: [], status: 'failed' },
      { channel: 'whatsapp', userId: userID, template: 'pedido_recebido', templateParams: [], status: 'failed' },
    ]);
    const after = await scrape();
    expect(after.pending).toEqual({ email: before.pending.email, whatsapp: before.pending.whatsapp + 1 });
    expect(after.failed).toEqual({ email: before.failed.email, whatsapp: before.failed.whatsapp + 2 });
  });
});
