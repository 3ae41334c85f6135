import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { withHeaders } from '../http/answer-headers';
import type { Logger } from './logger';
import { requestContext } from './logger';
import type { AppMetrics } from './metrics';

/** An id the proxy in front already gave the request is kept (one id across the hops), if it looks like one. */
const ACCEPTABLE_ID = /^[\w.:-]{8,128}$/;

/**
 * Gives each request an id (answered in X-Request-Id and carried by every log line written while serving
 * it), then logs one line and counts it: method, route pattern (never the raw path: it may carry ids or a
 * token, and would make a metric per record), status and duration. No query string, body or header.
 */
export function requestLog(logger: Logger, metrics?: AppMetrics): MiddlewareHandler {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    const finished = metrics?.requestStarted();
    try {
      await withHeaders(c, [['X-Request-Id', requestId]], () => requestContext.run({ requestId }, next));
    } finally {
      finished?.();
    }
    const seconds = (performance.now() - started) / 1000;
    const route = c.req.routePath || 'desconhecida';
    const status = c.res.status;
    metrics?.observeRequest(c.req.method, route, status, seconds);
    logger[status >= 500 ? 'error' : 'info']({ reqId: requestId, method: c.req.method, route, status, ms: Math.round(seconds * 10_000) / 10 }, 'requisição');
  };
}
