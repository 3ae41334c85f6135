import { Hono } from 'hono';
import { searchMessages } from '../../shared/search-messages';
import { clientAddress } from '../auth/client-address';
import type { AppDeps, AppEnv } from '../context';
import { searchIndexVersion } from './index-changes';
import { ApiError } from '../http/errors';
import { AddressLimit } from './address-limit';
import { AnswerCache } from './answer-cache';
import { normaliseName, phoneticKey } from './mark-keys';
import type { SearchAnswer } from '../../shared/schemas/search';
import { coverage, searchMarks } from './viability-search';

/** Queries an address may make a minute: a person typing names is far below it, a scraper far above. */
export const SEARCHES_PER_MINUTE = Number(process.env.BUSCA_POR_MINUTO) || 30;
const CACHE_MS = 5 * 60_000;

function queryOf(marca: string | undefined, classe: string | undefined): { marca: string; classe?: number } {
  const name = (marca ?? '').trim();
  if (!name) throw new ApiError(400, searchMessages.nameMissing);
  if (name.length > 100) throw new ApiError(400, searchMessages.nameTooLong);
  if (!normaliseName(name)) throw new ApiError(400, searchMessages.nameWithoutLetters);
  if (classe === undefined || classe.trim() === '') return { marca: name };
  const number = Number(classe);
  if (!Number.isInteger(number) || number < 1 || number > 45) throw new ApiError(400, searchMessages.classInvalid);
  return { marca: name, classe: number };
}

/** The free public viability search: no account, a per-address limit, answers kept a few minutes. */
export function searchRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const limit = new AddressLimit(SEARCHES_PER_MINUTE);
  const answers = new AnswerCache<SearchAnswer>(CACHE_MS, 2000);
  app.get('/', async (c) => {
    const query = queryOf(c.req.query('marca'), c.req.query('classe'));
    const wait = limit.take(clientAddress(c, deps.config.trustedProxies));
    if (wait > 0) throw new ApiError(429, searchMessages.tooMany(wait), { 'Retry-After': String(wait) });
    const key = `${searchIndexVersion()}|${normaliseName(query.marca)}|${phoneticKey(query.marca)}|${query.classe ?? ''}`;
    const answer = await answers.get(key, async () =>
      searchMarks(deps.db, query.marca, query.classe, await coverage(deps.db)),
    );
    return c.json(answer);
  });
  return app;
}
