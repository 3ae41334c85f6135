import { format } from 'node:util';
import pino, { type DestinationStream, type Logger } from 'pino';
import { redact } from '../http/errors';

export type { Logger } from 'pino';

export interface LoggerOptions {
  /** `json` (one object a line, for a log collector) or `pretty` (`npm run dev`; needs the dev dependency pino-pretty). */
  format?: 'json' | 'pretty';
  level?: string;
  /** Where the lines go (tests pass their own); standard output otherwise. */
  destination?: DestinationStream;
  /** The file descriptor written when no destination is given: 1 (standard output) unless a test says otherwise. */
  fd?: number;
}

/** Lines waiting for a slow or failing output beyond this are dropped rather than held in memory. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * Standard output as pino writes it, except that a failed write (ENOSPC when stdout is a file on a full disk,
 * EIO) loses those lines instead of ending the process: pino's own destination re-throws every error but EPIPE.
 * Writing resumes with the next line once the output takes it again.
 */
export function survivingDestination(fd = 1): DestinationStream {
  const destination = pino.destination({ dest: fd, sync: false, maxLength: MAX_BUFFERED_BYTES });
  destination.on('error', () => {});
  return destination;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const settings = {
    level: options.level ?? 'info',
    base: undefined, // pid and hostname: the collector knows the machine, and a line stays short
  };
  // Level names ("info", "warn") rather than pino's numbers: what a person searching the collector types.
  const named = { ...settings, formatters: { level: (label: string) => ({ level: label }) } };
  if (options.destination) return pino(named, options.destination);
  if (options.format === 'pretty')
    return pino({
      ...settings,
      transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname', translateTime: 'HH:MM:ss' } },
    });
  return pino(named, survivingDestination(options.fd));
}

/** LOG_FORMAT and LOG_LEVEL from the environment. */
export const loggerFromEnv = (env: Record<string, string | undefined> = process.env) =>
  createLogger({ format: env.LOG_FORMAT === 'pretty' ? 'pretty' : 'json', level: env.LOG_LEVEL || 'info' });

const levels = { log: 'info', info: 'info', debug: 'debug', warn: 'warn', error: 'error' } as const;

/** A message as console would print it, redacted once more (an error printed whole may quote an e-mail) and without query parameters. */
const lineText = (args: unknown[]) => redact(format(...args).replace(/^(\s*params:).*$/gm, '$1 <omitidos>'));

/**
 * Sends every console call through the logger, so the messages written outside a request (jobs, the start)
 * become JSON lines too.
 */
export function routeConsoleTo(logger: Logger): () => void {
  const originals = { ...console };
  for (const [method, level] of Object.entries(levels) as [
    keyof typeof levels,
    (typeof levels)[keyof typeof levels],
  ][]) {
    console[method] = (...args: unknown[]) => logger[level](lineText(args));
  }
  return () => Object.assign(console, originals);
}

/** Where a feature writes its messages: console's methods. Inside a request, `c.var.lines`; elsewhere, console. */
export type Lines = Pick<Console, 'log' | 'info' | 'warn' | 'error'>;

/**
 * The messages written while serving one request, each line carrying its id. The id is handed over, not found:
 * Node 20's AsyncLocalStorage turns on a hook for every promise in the process, and cost a quarter of a small
 * authenticated call's CPU.
 */
export class RequestLines implements Lines {
  constructor(
    private readonly logger: Logger,
    private readonly requestId: string,
  ) {}
  private write(method: keyof Lines, args: unknown[]) {
    this.logger[levels[method]]({ reqId: this.requestId }, lineText(args));
  }
  log(...args: unknown[]) {
    this.write('log', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
}
