import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { messages } from '../../shared/messages';
import type { AppMetrics } from './metrics';
import { checkReadiness, type ReadinessDeps } from './readiness';

export interface OpsDeps extends ReadinessDeps {
  metrics?: AppMetrics;
  /** METRICS_TOKEN: without one, /metrics is not served at all (404). */
  metricsToken?: string;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * For the load balancer and the operator, outside /api: /healthz (the process answers), /readyz (it can
 * serve: database, migrations, file store; 503 while one fails or while draining) and /metrics (Prometheus).
 */
export function opsRoutes(deps: OpsDeps) {
  const app = new Hono();
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const readiness = await checkReadiness(deps);
    return c.json(
      { status: readiness.ready ? 'pronto' : 'indisponivel', checks: readiness.checks },
      readiness.ready ? 200 : 503,
    );
  });
  app.get('/metrics', async (c) => {
    if (!deps.metricsToken || !deps.metrics) return c.json({ erro: messages.http.notFound }, 404);
    const given = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    if (!sameToken(given, deps.metricsToken)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json({ erro: messages.ops.metricsTokenRequired }, 401);
    }
    c.header('Cache-Control', 'no-store');
    return c.body(await deps.metrics.registry.metrics(), 200, { 'Content-Type': deps.metrics.registry.contentType });
  });
  return app;
}
