import { fork, type Serializable } from 'node:child_process';
import { fileURLToPath } from 'node:url';

type Answer<T> = { value: T } | { error: string };

/**
 * A compiled sibling module run once in a Node process of its own, given `data`; resolves with what it answers
 * (answerParent). Start-up work whose libraries and buffers an idle server never needs again runs there: a
 * process hands all its memory back when it ends. A worker thread does not: glibc keeps the thread's malloc
 * arena resident after it ends (50–60 MB after a fresh embedded database was prepared).
 */
export function runChild<T>(moduleUrl: URL, data: Serializable, options: { execArgv?: string[] } = {}): Promise<T> {
  // "advanced" serialisation carries Uint8Arrays and Maps, as a thread's messages did.
  const child = fork(fileURLToPath(moduleUrl), [], {
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: options.execArgv,
  });
  return new Promise((resolve, reject) => {
    let answered = false;
    child.once('message', (answer: Answer<T>) => {
      answered = true;
      if ('error' in answer) reject(new Error(answer.error));
      else resolve(answer.value);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`${moduleUrl.pathname} terminou sem resposta (código ${code})`));
    });
    child.send(data);
  });
}

/** The child's side of runChild: takes the data, answers with `work`'s result or its error, then ends. */
export function answerParent<I, O>(work: (data: I) => Promise<O> | O): void {
  process.once('message', async (data: I) => {
    let answer: Answer<O>;
    try {
      answer = { value: await work(data) };
    } catch (error) {
      answer = { error: error instanceof Error ? error.message : String(error) };
    }
    // Ends at once: a timer some library left behind must not keep a finished child alive.
    process.send!(answer, () => process.exit(0));
  });
}

/**
 * True when this code runs from its TypeScript sources (tsx: `npm run dev`, the tests): a child would not get
 * tsx's loader, so the work runs in-process there, as it costs only memory.
 */
export const runningFromSources = (importMetaUrl: string) => importMetaUrl.endsWith('.ts');
