import { Hono } from 'hono';
import { calendarMessages } from '../../shared/calendar-messages';
import { requireAdmin, requireUser } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { feedAddress, feedCalendar, feedOwner, type FeedScope } from './calendar-feed';

/**
 * The deadlines calendar. GET /api/agenda/<token>.ics needs no session: calendar apps fetch it on their own, and the
 * unguessable token in the address is the proof. GET / gives the signed-in customer that address, POST /renovar a
 * new one (the old one then answers 404).
 */
export function calendarRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/:arquivo{[A-Za-z0-9_-]+\\.ics}', async (c) => {
    const owner = await feedOwner(deps, c.req.param('arquivo').slice(0, -'.ics'.length));
    if (!owner) throw new ApiError(404, calendarMessages.feedNotFound);
    return c.body(await feedCalendar(deps, owner), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="prazos-inpi.ics"',
      'Cache-Control': 'private, no-cache',
    });
  });
  app.use('/', requireUser(deps));
  app.use('/renovar', requireUser(deps));
  addressRoutes(app, deps, 'cliente');
  return app;
}

/** Staff's feed of every open deadline: GET /api/admin/agenda and POST /api/admin/agenda/renovar. */
export function staffCalendarRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps), requireAdmin);
  addressRoutes(app, deps, 'equipe');
  return app;
}

/** Behind a session: the address, and a new one. */
function addressRoutes(app: Hono<AppEnv>, deps: AppDeps, escopo: FeedScope) {
  app.get('/', async (c) => c.json({ url: await feedAddress(deps, c.get('user').id, escopo) }));
  app.post('/renovar', async (c) => c.json({ url: await feedAddress(deps, c.get('user').id, escopo, true) }));
}
