import type { Context, Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { messages } from '../../shared/messages';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Answers a path the API has under other methods with 405 and `Allow`, and anything else with 404.
 * The routes are read once, at the first miss, when every route is registered.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app, whatever its variables
export function apiFallback(app: Hono<any>) {
  let router: TrieRouter<string> | undefined;
  const endpoints = () => {
    if (router) return router;
    router = new TrieRouter<string>();
    // Middleware registered with use() has the method "ALL"; those are not endpoints.
    for (const route of app.routes)
      if (route.method !== 'ALL') router.add(route.method, withoutTrailingSlash(route.path), route.path);
    return router;
  };
  const isStatic = (pattern: string) => !/[:*]/.test(pattern);
  return (c: Context) => {
    const path = withoutTrailingSlash(c.req.path);
    const patterns = new Map(
      METHODS.map(
        (method) =>
          [
            method,
            endpoints()
              .match(method, path)[0]
              .map(([pattern]) => pattern),
          ] as const,
      ),
    );
    // A path some route names exactly (POST /api/pagamentos/prod) is not also the one a pattern of another method
    // happens to match (GET /api/pagamentos/:id): only the exact routes say what it allows.
    const exact = [...patterns.values()].some((found) => found.some(isStatic));
    const allowed = METHODS.filter((method) => {
      const found = patterns.get(method)!;
      return exact ? found.some(isStatic) : found.length > 0;
    });
    if (allowed.length === 0 || allowed.includes(c.req.method as (typeof METHODS)[number]))
      return c.json({ erro: messages.http.notFound }, 404);
    if (allowed.includes('GET')) allowed.push('HEAD' as never);
    c.header('Allow', allowed.join(', '));
    return c.json({ erro: messages.http.methodNotAllowed }, 405);
  };
}
