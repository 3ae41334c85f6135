import { createMiddleware } from 'hono/factory';
import { messages } from '../../shared/messages';
import { ApiError } from './errors';

/** Deeper than any body we accept (the owners list is the deepest, at 3); validators recurse, so depth is capped first. */
export const MAX_JSON_DEPTH = 16;

const JSON_TYPE = /^application\/([a-z0-9.+-]+\+)?json\s*(;|$)/i;
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How deeply arrays and objects nest in a JSON text, counted without parsing or recursing (brackets in strings skipped). */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 92 /* \ */) index += 1;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 /* [ */ || char === 123 /* { */) deepest = Math.max(deepest, ++depth);
    else if (char === 93 /* ] */ || char === 125 /* } */) depth -= 1;
  }
  return deepest;
}

/**
 * Every JSON endpoint: a body in another format is refused (415) instead of being read as empty, and a
 * body nested past MAX_JSON_DEPTH is refused (400) before any validator walks it. Upload routes are skipped
 * by the caller.
 */
export const jsonBodyGuard = createMiddleware(async (c, next) => {
  if (!WITH_BODY.has(c.req.method)) return next();
  const text = await c.req.text();
  if (text.trim() === '') return next();
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) throw new ApiError(415, messages.http.unsupportedMediaType);
  if (jsonNestingDepth(text) > MAX_JSON_DEPTH) throw new ApiError(400, messages.http.tooDeep);
  return next();
});
