// The build that the processes suites' files start the server from, in a process of its own as `npm start` runs it.
// `npm test` builds the whole app once for its browser lanes (tests/run-suites.mjs) and hands that folder to the API
// run in PROCESS_TESTS_DIST_DIR; another run builds only the server, once, in the processes suites' global setup.
// Either way the build writes BUILD_STATUS_FILE into the folder when it ends, passed or failed, and the test files wait
// for that file instead of each building the server again.
import { spawn } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DIST_DIR_VARIABLE = 'PROCESS_TESTS_DIST_DIR';
export const BUILD_STATUS_FILE = 'build-status.json';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Written aside and renamed, so a reader never sees half of it. */
export function writeBuildStatus(distDir, { ok, output = '' }) {
  const file = join(distDir, BUILD_STATUS_FILE);
  writeFileSync(`${file}.partial`, JSON.stringify({ ok, output }));
  renameSync(`${file}.partial`, file);
}

/** `{ ok, output }` once the build in `distDir` has ended; undefined while it runs. */
export function readBuildStatus(distDir) {
  try {
    return JSON.parse(readFileSync(join(distDir, BUILD_STATUS_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}

/** `vite build --mode server` into `distDir`, in the background; its status is written when it ends. */
export function buildServerInto(distDir) {
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--mode', 'server'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DIST_DIR: distDir },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const done = new Promise((resolve) =>
    child.on('close', (code, signal) => {
      const status = { ok: code === 0, output: code === 0 ? '' : `${output}\n(saiu com ${code ?? signal})` };
      writeBuildStatus(distDir, status);
      resolve(status);
    }),
  );
  return { child, done };
}
