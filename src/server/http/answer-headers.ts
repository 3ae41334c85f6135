import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { speedUpOn } from '../speed-ups';

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

/**
 * Runs `next` with these headers on its answer, whatever answers (a route, a refusal, the error handler), and
 * the answer's own value of a header wins. Under the Node server they go straight on Node's response before the
 * handler runs: added to the finished answer, each call would turn it into a full web Response and its headers
 * into a web Headers object, about 15% of a small authenticated call's CPU. In process
 * (`app.request`, the API tests) there is no Node response, and they are added to the finished answer.
 */
const onNodeResponse = speedUpOn('cabecalhos-node');

export async function withHeaders(c: Context, headers: HeaderList, next: Next): Promise<void> {
  const outgoing = onNodeResponse ? (c.env as Partial<HttpBindings> | undefined)?.outgoing : undefined;
  if (outgoing) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    await next();
    return;
  }
  await next();
  for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
}

/** Every answer gets `everywhere`; those under /api/ get `api` too. */
export function answerHeaders(everywhere: HeaderList, api: HeaderList): MiddlewareHandler {
  const apiAnswers = [...everywhere, ...api];
  return (c, next) => withHeaders(c, c.req.path.startsWith('/api/') ? apiAnswers : everywhere, next);
}
