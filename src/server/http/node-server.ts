import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { serve } from '@hono/node-server';
import { messages } from '../../shared/messages';

/** How long an idle keep-alive connection stays open: longer than the 60 s of the usual balancers. */
const KEEP_ALIVE_MS = 65_000;
/** How often Node looks for requests past their time (its default, 30 s, would let one run 50 % over). */
const CHECK_EVERY_MS = 1000;

function plainAnswer(status: number, reason: string, message: string): string {
  const body = JSON.stringify({ erro: message });
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * A request Node could not take (past its time, malformed, headers too large) is answered in the API's own form, in
 * Portuguese, before the connection closes; the handler reading its body sees the body end in an error, so a partial
 * upload is never kept.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  const answered = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (!socket.writable || answered) return void socket.destroy();
  const answer =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? plainAnswer(408, 'Request Timeout', messages.http.requestTimeout)
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? plainAnswer(431, 'Request Header Fields Too Large', messages.http.headersTooLarge)
        : plainAnswer(400, 'Bad Request', messages.http.badRequest);
  socket.end(answer);
}

/**
 * The HTTP server: a request must arrive whole (headers and body) within `requestTimeoutMs` (REQUEST_TIMEOUT_MS) or it
 * gets a 408; idle keep-alive connections outlive the balancers' own.
 */
export function startNodeServer(
  fetch: (request: Request) => Response | Promise<Response>,
  options: { port: number; hostname: string; requestTimeoutMs: number },
): Server {
  const server = serve({
    fetch,
    port: options.port,
    hostname: options.hostname,
    serverOptions: {
      requestTimeout: options.requestTimeoutMs,
      headersTimeout: Math.min(options.requestTimeoutMs, KEEP_ALIVE_MS),
      connectionsCheckingInterval: CHECK_EVERY_MS,
    },
  }) as Server;
  // Node closes an idle connection after 5 s, while balancers keep theirs for 60 s: a request the balancer (or
  // any client) sends on a connection just as Node closes it fails (a 502, or EPIPE). Idle ones are still
  // closed at once when the server drains.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.on('clientError', answerClientError);
  return server;
}
