import type { MiddlewareHandler } from 'hono';
import { messages } from '../../shared/messages';
import type { AppEnv } from '../context';
import { ApiError, RETRY_AFTER_SECONDS } from '../http/errors';

/**
 * How many uploads may hold their files in memory at once. Their checks (pdf-lib, the byte scans) run on the one
 * JavaScript thread anyway, so more turns would not finish a burst sooner; two let one upload's disk and database
 * waits overlap another's checks.
 */
export const UPLOAD_TURNS = 2;

/**
 * How many more uploads may be under way, arriving or waiting for a turn, before new ones are turned away with 503
 * (UPLOADS_WAITING_MAX). Each holds its files in the temporary folder until its turn: 40 documents uploads of up to
 * 30 MB are 1.2 GB of disk at worst, well inside what the free-space check (MIN_FREE_DISK_MB) guards, and twice the
 * burst of 20 simultaneous uploads that the bench measures. Unbounded, a flood of uploads would fill that disk, and
 * the last in line would wait minutes for an answer instead of being told at once to come back.
 */
export const UPLOADS_WAITING_MAX = 40;

/**
 * Turns for uploads: each upload's body waits on disk (documents/multipart.ts) until one of the turns is free, and
 * gives it back when its answer is ready. A burst of 20 uploads of 10 MB then holds two uploads' files and checks
 * at a time instead of twenty. Past `turns + waitingMax` uploads under way, a new one is refused before a byte of
 * its body is read.
 */
export function uploadTurns(turns = UPLOAD_TURNS, waitingMax = UPLOADS_WAITING_MAX): MiddlewareHandler<AppEnv> {
  let free = turns;
  let underWay = 0;
  const waiting: (() => void)[] = [];
  const take = () =>
    free > 0 ? ((free -= 1), Promise.resolve()) : new Promise<void>((resolve) => waiting.push(resolve));
  const giveBack = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  return async (c, next) => {
    if (underWay >= turns + waitingMax)
      throw new ApiError(503, messages.http.uploadsBusy, { 'Retry-After': RETRY_AFTER_SECONDS });
    underWay += 1;
    let holding = false;
    c.set('takeUploadTurn', async () => {
      if (holding) return;
      await take();
      holding = true;
    });
    try {
      await next();
    } finally {
      underWay -= 1;
      if (holding) giveBack();
    }
  };
}
