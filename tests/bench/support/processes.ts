import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from '../../support/e2e/server-process';

export interface Running {
  child: ChildProcess;
  stop: () => Promise<void>;
  /** Resident memory of the process, in MB, read from /proc. */
  rssMb: () => number;
}

/**
 * How `npm start` runs the server: the variables its script sets before `node` and node's arguments, read from
 * package.json, so the figures are those of the command an operator runs.
 */
export function npmStartCommand(): { env: Record<string, string>; args: string[] } {
  const { scripts } = JSON.parse(readFileSync(join(repositoryRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const parts = /^((?:\w+=\S+\s+)*)node\s+(.+)$/.exec(scripts.start.trim());
  if (!parts)
    throw new Error(`o script start do package.json não tem a forma "VAR=valor node arquivo": ${scripts.start}`);
  const env = Object.fromEntries(
    parts[1]
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  return { env, args: parts[2].split(/\s+/) };
}

/**
 * Starts a Node program and waits until `readyUrl` answers 2xx; resolves with the time that took. Its output
 * (the server's log line per request) goes to a file, as to a log collector: read through a pipe it would cost
 * this process, which also runs autocannon, a callback per line while measuring the app and none for bare Hono.
 */
export async function startNode(
  args: string[],
  env: NodeJS.ProcessEnv,
  readyUrl: string,
  timeoutMs = 120_000,
): Promise<Running & { readyMs: number }> {
  const started = performance.now();
  const logDir = mkdtempSync(join(tmpdir(), 'marcas-bench-log-'));
  const logFile = join(logDir, 'saida.log');
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, { cwd: repositoryRoot, env, stdio: ['ignore', log, log] });
  closeSync(log);
  // What the process wrote, for the error; the log goes with it, as stop() would remove it.
  const failure = (reason: string) => {
    const output = readFileSync(logFile, 'utf8').slice(-20_000);
    rmSync(logDir, { recursive: true, force: true });
    return new Error(`${reason}:\n${output}`);
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw failure(`o processo terminou (código ${child.exitCode})`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw failure(`${readyUrl} não respondeu em ${timeoutMs} ms`);
    }
    const ok = await fetch(readyUrl).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const readyMs = performance.now() - started;
  return {
    child,
    readyMs,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(logDir, { recursive: true, force: true });
    },
  };
}
