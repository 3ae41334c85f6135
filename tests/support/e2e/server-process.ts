import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

export async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}:\n${output()}`);
    try {
      const answer = await fetch(url);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms:\n${output()}`);
}

/** The compiled server of the build in DIST_DIR, as `npm start` runs it; the sources through tsx without a build. */
function serverArguments(env: NodeJS.ProcessEnv): string[] {
  const compiled = env.DIST_DIR && join(env.DIST_DIR, 'server', 'main.js');
  return compiled && existsSync(compiled) ? [compiled] : ['--import', 'tsx', 'src/server/main.ts'];
}

/** Runs the server in its own Node process, as `npm start` does after building, and waits until it serves `/`. */
export async function startServerProcess(env: NodeJS.ProcessEnv, baseUrl: string) {
  const child = spawn(process.execPath, serverArguments(env), {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  let stopping = false;
  child.once('exit', (code, signal) => {
    // A server that dies mid-run shows up as refused connections in whatever test comes next; say why here.
    if (!stopping) console.error(`[e2e] the server exited (code ${code}, signal ${signal}):\n${output}`);
  });
  try {
    // The built server restores the migrated snapshot into a fresh embedded database: seconds, even on a busy machine.
    await waitUntilAnswering(`${baseUrl}/`, child, () => output, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }

  async function stop() {
    stopping = true;
    if (child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  return { stop, output: () => output };
}
