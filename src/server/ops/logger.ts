import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';
import pino, { type DestinationStream, type Logger } from 'pino';
import { redact } from '../http/errors';

export type { Logger } from 'pino';

/** The request a line is written for: every line logged while serving it carries its id. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export interface LoggerOptions {
  /** `json` (one object a line, for a log collector) or `pretty` (`npm run dev`; needs the dev dependency pino-pretty). */
  format?: 'json' | 'pretty';
  level?: string;
  /** Where the lines go (tests pass their own); standard output otherwise. */
  destination?: DestinationStream;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const settings = {
    level: options.level ?? 'info',
    base: undefined, // pid and hostname: the collector knows the machine, and a line stays short
    mixin: () => {
      const request = requestContext.getStore();
      return request ? { reqId: request.requestId } : {};
    },
  };
  // Level names ("info", "warn") rather than pino's numbers: what a person searching the collector types.
  const named = { ...settings, formatters: { level: (label: string) => ({ level: label }) } };
  if (options.destination) return pino(named, options.destination);
  if (options.format === 'pretty') return pino({ ...settings, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname', translateTime: 'HH:MM:ss' } } });
  return pino(named);
}

/** LOG_FORMAT and LOG_LEVEL from the environment. */
export const loggerFromEnv = (env: Record<string, string | undefined> = process.env) =>
  createLogger({ format: env.LOG_FORMAT === 'pretty' ? 'pretty' : 'json', level: env.LOG_LEVEL || 'info' });

/** A logger that writes nothing: what an app built without one (tests) gets. */
export const silentLogger = () => pino({ level: 'silent' });

const levels = { log: 'info', info: 'info', debug: 'debug', warn: 'warn', error: 'error' } as const;

/**
 * Sends every console call through the logger, so the messages the features already write become JSON
 * lines with the request id, and are redacted once more (an error printed whole may quote an e-mail).
 */
export function routeConsoleTo(logger: Logger): () => void {
  const originals = { ...console };
  for (const [method, level] of Object.entries(levels) as [keyof typeof levels, (typeof levels)[keyof typeof levels]][]) {
    console[method] = (...args: unknown[]) => logger[level](redact(format(...args).replace(/^(\s*params:).*$/gm, '$1 <omitidos>')));
  }
  return () => Object.assign(console, originals);
}
