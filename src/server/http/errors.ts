import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages } from '../../shared/messages';
import type { AppEnv } from '../context';
import { isDiskFull } from '../ops/disk-space';

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

export const RETRY_AFTER_SECONDS = '5';

type ErrorChain = { code?: unknown; errno?: unknown; message?: unknown; cause?: unknown; name?: unknown } | undefined;

function* chain(error: unknown) {
  for (
    let current = error as ErrorChain, depth = 0;
    current && depth < 10;
    current = current.cause as ErrorChain, depth += 1
  )
    yield current;
}

/**
 * The database could not be reached (refused, dropped, shutting down, out of connections): a passing
 * condition, answered 503 so the client retries; the drivers reconnect on their own.
 */
/** The request's own body ended in an error: its client went away or was cut off, not the database. */
function isClientGone(error: unknown): boolean {
  for (const current of chain(error)) if (current.code === 'ECONNRESET' && current.message === 'aborted') return true;
  return false;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of chain(error)) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (
      /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EPIPE|CONNECT_TIMEOUT|CONNECTION_CLOSED|CONNECTION_ENDED|CONNECTION_DESTROYED)$/.test(
        code,
      )
    )
      return true;
    // 08: connection exception; 57P01-03: shutting down or starting; 53300: too many connections.
    if (/^(08...|57P0[123]|53300)$/.test(code)) return true;
    if (typeof current.message === 'string' && /PGlite is closed/i.test(current.message)) return true;
  }
  return false;
}

/** Masks what must never reach a log even inside an error message: e-mails, CPF/CNPJ, tokens. */
export function redact(text: string): string {
  return text
    .replace(/[^\s<>"'@,;:()]+@[^\s<>"'@,;:()]+\.[a-z]{2,}/gi, '<e-mail>')
    .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '<token>')
    .replace(/\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g, '<documento>')
    .replace(/\b[\dA-Z]{2}\.?[\dA-Z]{3}\.?[\dA-Z]{3}\/?[\dA-Z]{4}-?\d{2}\b/g, '<documento>');
}

/**
 * What is safe to log about an unexpected error: Drizzle puts the query's parameters (e-mails, CPFs,
 * hashes) in its message, so everything from "params:" on is dropped, and the rest is redacted.
 */
export function describeError(error: unknown): string {
  return [...chain(error)]
    .map((current) => {
      const name = typeof current.name === 'string' ? current.name : 'Error';
      const code = typeof current.code === 'string' ? ` ${current.code}` : '';
      const message = typeof current.message === 'string' ? current.message.split(/\n\s*params:/)[0] : '';
      return redact(`${name}${code}: ${message}`);
    })
    .join(' <- ');
}

/** Where it happened, without the message (which the stack repeats, parameters included). */
const stackFrames = (error: unknown) =>
  error instanceof Error
    ? (error.stack ?? '')
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .slice(0, 6)
        .join('\n')
    : '';

export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json({ erro: error.erro }, error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ erro: messageForHttpException(error) }, error.status as ContentfulStatusCode);
  }
  if (c.req.raw.signal.aborted || isClientGone(error)) {
    // The client stopped sending (or the server cut it off past REQUEST_TIMEOUT_MS): nobody reads this answer.
    c.var.lines.warn('[envio interrompido]', c.req.method, c.req.path);
    return c.json({ erro: messages.http.requestTimeout }, 408);
  }
  if (isDiskFull(error)) {
    // Space ran out during the write, past the free-space check: the same answer as that check's.
    c.var.lines.error('[disco cheio]', c.req.method, c.req.path, describeError(error));
    return c.json({ erro: messages.http.diskFull }, 507);
  }
  if (isDatabaseUnavailable(error)) {
    c.var.lines.error('[banco indisponível]', c.req.method, c.req.path, describeError(error));
    c.header('Retry-After', RETRY_AFTER_SECONDS);
    return c.json({ erro: messages.http.unavailable }, 503);
  }
  c.var.lines.error('[erro interno]', c.req.method, c.req.path, describeError(error), stackFrames(error));
  return c.json({ erro: messages.http.internal }, 500);
}
