import { Worker } from 'node:worker_threads';

/**
 * A compiled sibling module run once on a thread of its own, with `data` as its workerData; answers the first
 * message it posts. A thread ends with all its memory, so start-up work whose libraries and buffers an idle
 * server never needs again runs there.
 */
export function runWorker<T>(moduleUrl: URL, data: unknown): Promise<T> {
  const worker = new Worker(moduleUrl, { workerData: data });
  return new Promise((resolve, reject) => {
    worker.once('message', (answer: T) => resolve(answer));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`${moduleUrl.pathname} terminou sem resposta (código ${code})`)));
  });
}

/**
 * True when this code runs from its TypeScript sources (tsx: `npm run dev`, the tests): a thread would not get
 * tsx's loader, so the work runs in-process there, as it costs only memory.
 */
export const runningFromSources = (importMetaUrl: string) => importMetaUrl.endsWith('.ts');
