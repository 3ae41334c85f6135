import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { repositoryRoot } from '../../e2e/support/server-process';

export interface Running {
  child: ChildProcess;
  stop: () => Promise<void>;
  /** Resident memory of the process, in MB, read from /proc. */
  rssMb: () => number;
}

/** Starts a Node program and waits until `readyUrl` answers 2xx; resolves with the time that took. */
export async function startNode(args: string[], env: NodeJS.ProcessEnv, readyUrl: string, timeoutMs = 120_000): Promise<Running & { readyMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: repositoryRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o processo terminou (código ${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${readyUrl} não respondeu em ${timeoutMs} ms:\n${output}`);
    }
    const ok = await fetch(readyUrl).then((answer) => answer.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const readyMs = performance.now() - started;
  return {
    child,
    readyMs,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
