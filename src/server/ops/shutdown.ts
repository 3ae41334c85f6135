import type { Server } from 'node:http';

/**
 * Closes the listener (new connections are refused, so the proxy tries another instance) and waits for the
 * requests in flight, an upload included, to finish. Keep-alive connections are closed as soon as they fall
 * idle; after `timeoutMs` whatever is still open is cut. Answers true when nothing had to be cut.
 */
export async function drainThenClose(server: Server, timeoutMs: number): Promise<boolean> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const idleSweep = setInterval(() => server.closeIdleConnections(), 250);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const finished = await Promise.race([closed.then(() => true as const), late]);
  clearInterval(idleSweep);
  clearTimeout(timer);
  if (!finished) {
    server.closeAllConnections();
    await closed;
  }
  return finished;
}
