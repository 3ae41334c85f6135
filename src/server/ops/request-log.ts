import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { withHeaders } from '../http/answer-headers';
import type { AppEnv } from '../context';
import { RequestLines, type Logger } from './logger';
import type { AppMetrics } from './metrics';

/** An id the proxy in front already gave the request is kept (one id across the hops), if it looks like one. */
const ACCEPTABLE_ID = /^[\w.:-]{8,128}$/;

/**
 * Gives each request an id (answered in X-Request-Id and carried by every line the features write to
 * `c.var.lines` while serving it), then logs one line and counts it: method, route pattern (never the raw path:
 * it may carry ids or a token, and would make a metric per record), status and duration. No query string, body
 * or header. Without a logger (an app built for tests), the features' lines go to console as they are.
 */
export function requestLog(logger?: Logger, metrics?: AppMetrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
    c.set('lines', logger ? new RequestLines(logger, requestId) : console);
    const started = performance.now();
    const finished = metrics?.requestStarted();
    try {
      await withHeaders(c, [['X-Request-Id', requestId]], next);
    } finally {
      finished?.();
    }
    const seconds = (performance.now() - started) / 1000;
    const route = c.req.routePath || 'desconhecida';
    const status = c.res.status;
    metrics?.observeRequest(c.req.method, route, status, seconds);
    logger?.[status >= 500 ? 'error' : 'info'](
      { reqId: requestId, method: c.req.method, route, status, ms: Math.round(seconds * 10_000) / 10 },
      'requisição',
    );
  };
}
