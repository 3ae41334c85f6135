import type { MiddlewareHandler } from 'hono';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Uploads quiet for this long count as a burst that ended. */
const QUIET_MS = 1000;

let collector: (() => void) | null | undefined;

/**
 * V8's full collection, as `node --expose-gc` would give it, without asking whoever starts the server for a flag
 * (the same way Jest reaches it). Null where the engine refuses.
 */
function fullCollection(): (() => void) | null {
  if (collector !== undefined) return collector;
  try {
    if (typeof globalThis.gc === 'function') collector = globalThis.gc as () => void;
    else {
      setFlagsFromString('--expose-gc');
      collector = runInNewContext('gc') as () => void;
    }
  } catch {
    collector = null;
  }
  return collector;
}

/**
 * Each upload holds its body three times outside V8's heap (the raw body, the parsed form's file and the bytes the
 * checks read), some 30 MB for a 10 MB file. Once answered that memory is garbage, but only a full collection frees
 * it, and an idle server allocates nothing that would start one: after a burst of 20 such uploads the idle server
 * kept ~700 MB. One full collection once the uploads have gone quiet gives it back (a few tens of ms, only after
 * uploads).
 */
export function collectAfterUploads(): MiddlewareHandler {
  let active = 0;
  let timer: NodeJS.Timeout | undefined;
  return async (_c, next) => {
    active += 1;
    clearTimeout(timer);
    try {
      await next();
    } finally {
      active -= 1;
      if (active === 0) {
        timer = setTimeout(() => fullCollection()?.(), QUIET_MS);
        timer.unref();
      }
    }
  };
}
