import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { govBrHierarchy, icpBrasilHierarchy, writeHierarchies } from '../documents/signatures/test-pki';
import type { E2eContext } from './e2e-context';
import { keepBuild, keptBuild, keptBuildDir } from './kept-build.mjs';
import { freePort, repositoryRoot, startServerProcess } from './server-process';

/**
 * Builds into a folder of this run, so a developer rebuilding dist/ meanwhile cannot pull the assets from under the
 * browser; with E2E_SKIP_BUILD=1, the build the last run kept (kept-build.mjs).
 */
function build(): string {
  if (process.env.E2E_SKIP_BUILD === '1') return keptBuild();
  const distDir = mkdtempSync(join(tmpdir(), 'marcas-e2e-dist-'));
  try {
    execSync('npm run build', { cwd: repositoryRoot, stdio: 'pipe', env: { ...process.env, DIST_DIR: distDir } });
    return distDir;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    rmSync(distDir, { recursive: true, force: true });
    throw new Error(`npm run build failed:\n${stdout ?? ''}${stderr ?? ''}`, { cause: error });
  }
}

/** Builds the app once, starts the real server on a free port with a fresh data folder, and stops it after the run. */
export default async function setup(project: TestProject) {
  // `npm test` builds once for its browser lanes (tests/run-suites.mjs) and removes that build itself.
  const givenDist = process.env.E2E_DIST_DIR;
  const distDir = givenDist ?? build();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'marcas-e2e-'));
  // The server recognises signatures from CAs made here, so a journey can carry a procuração its outorgante signed.
  const trustDir = mkdtempSync(join(tmpdir(), 'marcas-e2e-ancoras-'));
  writeHierarchies(trustDir, [govBrHierarchy(), icpBrasilHierarchy()]);
  const admin = { email: 'admin.e2e@exemplo.com.br', password: `Adm-${randomBytes(9).toString('base64url')}` };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    PAYMENT_PROVIDER: 'sandbox',
    // Every browser test signs up and logs in from 127.0.0.1: the per-address limits are tested in tests/api.
    SIGNUP_LIMIT_PER_HOUR: '100000',
    FORGOT_PASSWORD_LIMIT_PER_HOUR: '100000',
    LOGIN_FAILURES_PER_ADDRESS: '100000',
    // Long enough for staff to press "Desfazer" on a busy machine, short enough that a journey waits for the e-mail.
    STATUS_MAIL_GRACE_SECONDS: '20',
    DIST_DIR: distDir,
    SIGNATURE_TRUST_DIR: trustDir,
  };
  // The browser tests own their server: no real database, mail server or payment account of the developer's shell.
  for (const name of [
    'DATABASE_URL',
    'SMTP_URL',
    'JWT_SECRET',
    'MP_ACCESS_TOKEN',
    'MP_PUBLIC_KEY',
    'MP_WEBHOOK_SECRET',
  ])
    delete env[name];

  const removeFolders = () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(trustDir, { recursive: true, force: true });
    // This run's own build is kept for the next E2E_SKIP_BUILD=1 run; a given or kept one belongs to others.
    if (!givenDist && distDir !== keptBuildDir) keepBuild(distDir);
  };
  const server = await startServerProcess(env, baseUrl).catch((error) => {
    removeFolders();
    throw error;
  });
  project.provide('e2e', {
    baseUrl,
    dataDir,
    admin,
    distDir,
    trustDir,
  } satisfies E2eContext);

  return async () => {
    await server.stop();
    removeFolders();
  };
}
