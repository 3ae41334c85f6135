import { Hono } from 'hono';
import { messages } from '../../shared/messages';
import { requireUser } from '../auth/middleware';
import { hourlyRule, Throttle } from '../auth/throttle';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { databaseCepCache } from './cep-cache';
import { CepServiceUnavailable, createCepLookup } from './cep-lookup';

/** CEP lookups per customer an hour: an address form needs a few; owners' addresses a few more. */
export const CEP_LOOKUPS_PER_HOUR = 60;

/** GET /api/cep/{cep} (addition): the address of a CEP, so the browser never calls the postal services itself. */
export function cepRoutes(deps: AppDeps) {
  const findAddress = createCepLookup({ timeoutMs: deps.config.cepTimeoutMs, cache: databaseCepCache(deps.db) });
  const throttle = new Throttle(deps.db);
  const lookupRule = hourlyRule(CEP_LOOKUPS_PER_HOUR);
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps));

  app.get('/:cep', async (c) => {
    const cep = c.req.param('cep').replace(/^(\d{5})-(\d{3})$/, '$1$2');
    if (!/^\d{8}$/.test(cep)) throw new ApiError(400, messages.cep.invalid);
    // Per customer, so one account cannot make us call the postal services without end.
    const key = `cep:conta:${c.get('user').id}`;
    await throttle.reserve([{ key, rule: lookupRule }], messages.cep.tooMany);
    try {
      const result = await findAddress(cep);
      if (!result.found) throw new ApiError(404, messages.cep.notFound);
      return c.json(result.address);
    } catch (error) {
      if (!(error instanceof CepServiceUnavailable)) throw error;
      c.var.lines.warn('[cep] serviços de CEP indisponíveis:', error.message);
      // The CEP may well exist: say the service is down, so the customer types the address.
      throw new ApiError(503, messages.cep.unavailable);
    }
  });

  return app;
}
