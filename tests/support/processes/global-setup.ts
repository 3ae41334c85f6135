import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServerInto, DIST_DIR_VARIABLE } from './server-build.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the build the processes files start the server from (server-build.mjs). */
    processesDistDir: string;
  }
}

interface OwnBuild {
  distDir: string;
  stop: () => void;
}

/** One build for both processes suites of a run: each project runs this setup, in a module of its own. */
const SHARED = Symbol.for('marcas.processes.serverBuild');
type Shared = typeof globalThis & { [SHARED]?: OwnBuild };

/**
 * Hands the build to the processes files without waiting for it: under `npm test` the build of the browser lanes, still
 * under way; otherwise the server alone, built here in the background while the other suites' files run first (the
 * processes suites come last, `sequence.groupOrder`).
 */
export default function setup(project: TestProject) {
  const given = process.env[DIST_DIR_VARIABLE];
  if (given) {
    project.provide('processesDistDir', given);
    return;
  }
  const shared = globalThis as Shared;
  if (!shared[SHARED]) {
    const distDir = mkdtempSync(join(tmpdir(), 'marcas-server-dist-'));
    const { child } = buildServerInto(distDir);
    shared[SHARED] = {
      distDir,
      stop: () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        rmSync(distDir, { recursive: true, force: true });
      },
    };
  }
  project.provide('processesDistDir', shared[SHARED].distDir);
  return () => {
    // The first project's teardown removes the build: every processes file of the run has ended by then.
    shared[SHARED]?.stop();
    delete shared[SHARED];
  };
}
