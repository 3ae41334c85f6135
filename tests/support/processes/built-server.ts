import { inject, vi } from 'vitest';
import { readBuildStatus } from './server-build.mjs';

/**
 * The build folder once its build has ended (server-build.mjs). The processes suites run after the others, so the build
 * has usually long ended; run alone, a file waits for the server's build (seconds) in a hook of its own.
 */
export async function builtServer(): Promise<string> {
  const distDir = inject('processesDistDir');
  const status = await vi.waitFor(
    () => {
      const found = readBuildStatus(distDir);
      if (!found) throw new Error(`a compilação em ${distDir} ainda não terminou`);
      return found;
    },
    { timeout: 55_000, interval: 100 },
  );
  if (!status.ok) throw new Error(`a compilação do servidor falhou:\n${status.output}`);
  return distDir;
}
