import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { messages } from '../shared/messages';
import { adminRoutes } from './admin/routes';
import { authRoutes } from './auth/routes';
import type { AppDeps, AppEnv } from './context';
import { handleError } from './http/errors';
import { profileRoutes } from './profile/routes';
import type { WebAssets } from './web/assets';
import { webRoutes } from './web/routes';

export const JSON_BODY_LIMIT = 100 * 1024;

export function createApp(deps: AppDeps, web?: WebAssets) {
  // strict: false accepts paths with and without a trailing slash, as the spec's calls mix both.
  const app = new Hono<AppEnv>({ strict: false });

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use('/api/*', bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: (c) => c.json({ erro: messages.http.tooLarge }, 413) }));

  app.route('/api', authRoutes(deps));
  app.route('/api/profile', profileRoutes(deps));
  app.route('/api/admin', adminRoutes(deps));
  app.get('/api/config', (c) => c.json(deps.config.public));
  app.all('/api/*', (c) => c.json({ erro: messages.http.notFound }, 404));

  if (web) app.route('/', webRoutes(web));
  app.notFound((c) => c.json({ erro: messages.http.notFound }, 404));
  app.onError(handleError);
  return app;
}
