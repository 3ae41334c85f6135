import { Hono } from 'hono';
import { archiveMessages } from '../../shared/archive-progress';
import { requireAdmin, requireUser } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { archiveRunnerFor } from './archive';

/** Issues one run may cover: the whole archive since the first RPI is about a thousand. */
const MAX_ISSUES = 5000;

/** Staff only: start reading the RPI archive (issues de..ate) and follow its progress. */
export function archiveRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps), requireAdmin);
  const runner = archiveRunnerFor(deps);

  app.get('/', async (c) => c.json({ execucao: await runner.latest() }));
  app.post('/', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { de?: unknown; ate?: unknown } | null;
    const de = Number(body?.de);
    const ate = Number(body?.ate);
    if (!Number.isInteger(de) || !Number.isInteger(ate) || de < 1 || ate < de || ate - de >= MAX_ISSUES)
      throw new ApiError(400, archiveMessages.rangeInvalid);
    if (!deps.config.rpi.url) throw new ApiError(409, archiveMessages.noUrl);
    const started = await runner.start(de, ate);
    if (!started) {
      const current = await runner.latest();
      throw new ApiError(409, archiveMessages.alreadyRunning(current?.de ?? de, current?.ate ?? ate));
    }
    return c.json({ mensagem: archiveMessages.started(de, ate), execucao: started }, 202);
  });
  return app;
}
