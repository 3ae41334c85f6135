import { Hono, type Context } from 'hono';
import type { WebAssets } from './assets';
import { answerWith, type CompressedBody } from './compressed-body';
import { isCheckoutPath } from './shell-preloads';

const HTML = 'text/html; charset=UTF-8';
// Pages carry the configuration of the running server: always revalidated, answered 304 when unchanged.
const PAGE_CACHE = 'no-cache';

function answer(c: Context, body: CompressedBody, headers: Record<string, string>) {
  return answerWith(
    body,
    {
      acceptEncoding: c.req.header('accept-encoding'),
      ifNoneMatch: c.req.header('if-none-match'),
      method: c.req.method,
    },
    headers,
  );
}

/** The built client from memory: files, prerendered public pages, and the SPA shell for every other path. */
export function webRoutes(web: WebAssets) {
  const app = new Hono();
  app.on(['GET', 'HEAD'], '*', (c) => {
    const file = web.files.get(c.req.path);
    if (file) return answer(c, file.body, { 'Content-Type': file.contentType, 'Cache-Control': file.cacheControl });
    // A missing asset (an old build's chunk) must fail as such, not come back as the HTML shell.
    if (c.req.path.startsWith('/assets/')) return c.text('Arquivo não encontrado', 404);
    // A page drawn for one query (a plan's sign-up page) is served for exactly that query; other pages for any.
    const path = c.req.path.replace(/\/$/, '') || '/';
    const page = web.pages.get(path + new URL(c.req.url).search) ?? web.pages.get(path);
    return answer(c, page ?? (isCheckoutPath(c.req.path) ? web.checkoutShell : web.shell), {
      'Content-Type': HTML,
      'Cache-Control': PAGE_CACHE,
    });
  });
  return app;
}
