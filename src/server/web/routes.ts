import { relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { WebAssets } from './assets';

export function webRoutes(web: WebAssets) {
  const app = new Hono();
  const root = relative(process.cwd(), web.clientDir) || '.';

  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root }),
  );
  // A missing asset (an old build's chunk) must fail as such, not come back as the HTML shell.
  app.get('/assets/*', (c) => c.text('Arquivo não encontrado', 404));
  app.get('*', async (c, next) => {
    const page = web.pages.get(c.req.path.replace(/\/$/, '') || '/');
    if (page) return c.html(page);
    await next();
  });
  app.use('*', serveStatic({ root, index: '' }));
  app.get('*', (c) => c.html(web.shell));
  return app;
}
