import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages } from '../../shared/messages';

/** A refusal the caller should see: a 4xx status with a pt-BR message. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly erro: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(erro);
  }
}

export const notFound = () => new ApiError(404, messages.http.notFound);
export const forbidden = () => new ApiError(403, messages.http.forbidden);
export const unauthenticated = () => new ApiError(401, messages.http.unauthenticated);

function messageForHttpException(error: HTTPException): string {
  if (error.status === 400 && /json/i.test(error.message)) return messages.http.malformedJson;
  if (error.status === 413) return messages.http.tooLarge;
  if (error.status === 401) return messages.http.unauthenticated;
  return messages.http.invalidInput;
}

export function handleError(error: Error, c: Context) {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json({ erro: error.erro }, error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ erro: messageForHttpException(error) }, error.status as ContentfulStatusCode);
  }
  console.error('[erro interno]', c.req.method, c.req.path, error);
  return c.json({ erro: messages.http.internal }, 500);
}
