import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '../../e2e/support/server-process';

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
  const { scripts } = JSON.parse(readFileSync(join(repositoryRoot, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const parts = /^((?:\w+=\S+\s+)*)node\s+(.+)$/.exec(scripts.start.trim());
  if (!parts) throw new Error(`o script start do package.json não tem a forma "VAR=valor node arquivo": ${scripts.start}`);
  const env = Object.fromEntries(parts[1].split(/\s+/).filter(Boolean).map((pair) => pair.split('=') as [string, string]));
  return { env, args: parts[2].split(/\s+/) };
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
