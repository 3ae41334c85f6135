import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repositoryRoot, startServerProcess } from '../../support/e2e/server-process';

/** One production build for the whole benchmark run, in a folder of its own. */
export function buildOnce(): { distDir: string; remove: () => void } {
  const distDir = mkdtempSync(join(tmpdir(), 'marcas-bench-dist-'));
  execSync('npm run build', { cwd: repositoryRoot, stdio: 'ignore', env: { ...process.env, DIST_DIR: distDir } });
  return { distDir, remove: () => rmSync(distDir, { recursive: true, force: true }) };
}

/** The compiled server on that build, a fresh embedded database and the sandbox payments. */
export async function startBuiltServer(distDir: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'marcas-bench-data-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    PUBLIC_URL: baseUrl,
    PAYMENT_PROVIDER: 'sandbox',
  };
  delete env.DATABASE_URL;
  const server = await startServerProcess(env, baseUrl);
  return {
    baseUrl,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
