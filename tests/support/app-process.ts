import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repositoryRoot } from './e2e/server-process';

/** Builds only the server (no web interface) into a folder of its own: what `npm start` runs, in seconds. */
export function buildServer(): string {
  const distDir = mkdtempSync(join(tmpdir(), 'marcas-server-dist-'));
  execSync('npx vite build --mode server', {
    cwd: repositoryRoot,
    stdio: 'pipe',
    env: { ...process.env, DIST_DIR: distDir },
  });
  return distDir;
}

export interface AppProcess {
  name: string;
  base: string;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM, and the exit code once it has exited. */
  terminate(): Promise<number | null>;
  kill(): Promise<void>;
}

/**
 * One instance of the built server, API only, on a free port, answered once /readyz says it is ready. A first start
 * on a fresh embedded database restores the build's migrated snapshot in a child process: seconds on a busy machine.
 */
export async function startAppProcess(
  name: string,
  distDir: string,
  env: Record<string, string>,
  readyMs = 60_000,
): Promise<AppProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(distDir, 'server', 'main.js')], {
    cwd: repositoryRoot,
    // DIST_DIR names the web interface the server serves: here none, as from a build of the server alone (buildServer).
    // These tests call the API, and under `npm test` the build they share has the web too: rendering its public pages
    // cost each start about 2 s of CPU.
    env: {
      PATH: process.env.PATH ?? '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: join(distDir, 'server'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const deadline = Date.now() + readyMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} saiu (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} não ficou pronto em ${readyMs / 1000} s:\n${output}`);
    }
    const ready = await fetch(`${base}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    name,
    base,
    child,
    output: () => output,
    async terminate() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
