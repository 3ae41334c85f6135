import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context';
import { hotQueries } from '../db/hot-queries';
import { forbidden, unauthenticated } from '../http/errors';
import { readToken } from './tokens';

/**
 * Requires a valid bearer token of an existing user whose token version has not moved since it was issued
 * (a password change, "Sair" or the account's deletion each raise it).
 */
export function requireUser({ db, config }: AppDeps) {
  const { userById } = hotQueries(db);
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match ? readToken(config.jwtSecret, match[1]) : null;
    if (!claims) throw unauthenticated();
    const [user] = await userById.execute({ id: claims.sub });
    if (!user || user.deletedAt || user.tokenVersion !== claims.ver) throw unauthenticated();
    c.set('user', user);
    await next();
  });
}

/** Must follow requireUser. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user').isAdmin) throw forbidden();
  await next();
});
