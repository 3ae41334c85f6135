import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

/**
 * How many uploads may hold their files in memory at once. Their checks (pdf-lib, the byte scans) run on the one
 * JavaScript thread anyway, so more turns would not finish a burst sooner; two let one upload's disk and database
 * waits overlap another's checks.
 */
export const UPLOAD_TURNS = 2;

/**
 * Turns for uploads: each upload's body waits on disk (documents/multipart.ts) until one of the turns is free, and
 * gives it back when its answer is ready. A burst of 20 uploads of 10 MB then holds two uploads' files and checks
 * at a time instead of twenty.
 */
export function uploadTurns(turns = UPLOAD_TURNS): MiddlewareHandler<AppEnv> {
  let free = turns;
  const waiting: (() => void)[] = [];
  const take = () =>
    free > 0 ? ((free -= 1), Promise.resolve()) : new Promise<void>((resolve) => waiting.push(resolve));
  const giveBack = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  return async (c, next) => {
    let holding = false;
    c.set('takeUploadTurn', async () => {
      if (holding) return;
      await take();
      holding = true;
    });
    try {
      await next();
    } finally {
      if (holding) giveBack();
    }
  };
}
