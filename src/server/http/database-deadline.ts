import type { MiddlewareHandler } from 'hono';
import { messages } from '../../shared/messages';
import type { AppEnv } from '../context';
import { RETRY_AFTER_SECONDS } from './errors';

/** A request still unanswered after this long makes the server ask whether the database is there at all. */
export const DATABASE_DOUBT_AFTER_MS = 1000;

/**
 * While the database does not answer, every request answers 503 with Retry-After within about two seconds
 * (DATABASE_DOUBT_AFTER_MS plus the probe's own wait) instead of hanging on a connection that will never answer.
 * A request that is merely slow while the database answers goes on undisturbed. The abandoned work finishes or
 * fails on its own; its answer is dropped.
 */
export function answerWhileDatabaseDown(reachable: () => Promise<boolean>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let timer: NodeJS.Timeout | undefined;
    const unreachable = new Promise<true>((resolve) => {
      timer = setTimeout(() => {
        reachable().then(
          (up) => up || resolve(true),
          () => resolve(true),
        );
      }, DATABASE_DOUBT_AFTER_MS);
    });
    const work = next().then(
      () => false as const,
      (error: unknown) => error,
    );
    const first = await Promise.race([work, unreachable]);
    clearTimeout(timer);
    if (first === true) {
      c.var.lines.error('[banco indisponível] sem resposta:', c.req.method, c.req.path);
      return c.json({ erro: messages.http.unavailable }, 503, { 'Retry-After': RETRY_AFTER_SECONDS });
    }
    if (first !== false) throw first;
  };
}
