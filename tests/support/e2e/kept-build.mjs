// The browser suite's last build, kept when a run ends so `E2E_SKIP_BUILD=1` runs the next one on it without
// building again. Each run still builds into a folder of its own (a developer rebuilding meanwhile cannot pull the
// assets from under the browser) and moves it here only once its tests are done.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const keptBuildDir = fileURLToPath(new URL('../../../node_modules/.cache/marcas-e2e-dist', import.meta.url));

/** Replaces the kept build with this run's; `distDir` is gone afterwards either way. */
export function keepBuild(distDir) {
  try {
    rmSync(keptBuildDir, { recursive: true, force: true });
    mkdirSync(dirname(keptBuildDir), { recursive: true });
    renameSync(distDir, keptBuildDir);
  } catch {
    // Another file system or a run ending at the same moment: nothing is kept, the next run builds.
    rmSync(distDir, { recursive: true, force: true });
  }
}

/** The kept build, or why `E2E_SKIP_BUILD=1` cannot run. */
export function keptBuild() {
  if (existsSync(join(keptBuildDir, 'server', 'main.js')) && existsSync(join(keptBuildDir, 'client', 'index.html')))
    return keptBuildDir;
  throw new Error(
    'E2E_SKIP_BUILD=1: no build kept from an earlier browser run (node_modules/.cache/marcas-e2e-dist); run once without it.',
  );
}
