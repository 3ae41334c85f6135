import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, repositoryRoot } from '../support/e2e/server-process';
import { builtServer } from '../support/processes/built-server';

const dataDir = mkdtempSync(join(tmpdir(), 'marcas-production-start-'));
let distDir: string;
beforeAll(async () => {
  distDir = await builtServer();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the built server as `npm start` would and returns how it ended; bounded so a server that stays up fails. */
async function startWith(extra: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    JWT_SECRET: 'segredo-de-teste',
    DIST_DIR: distDir,
    ...extra,
  };
  const child = spawn(process.execPath, [join(distDir, 'server', 'main.js')], {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, output };
}

// The check ends the start before any database opens (these starts name none): once, in the processes suite, not
// again in processes-postgres, which would only repeat the same two starts.
describe.skipIf(process.env.TEST_DB === 'postgres')('a production server with sample company details', () => {
  it('exits non-zero at start and names the variables to set', async () => {
    const { code, output } = await startWith({ NODE_ENV: 'production' });
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(output).toContain(
      'Configuração incompleta: em produção (NODE_ENV=production) defina COMPANY_NAME, COMPANY_CNPJ, COMPANY_ADDRESS, CONTACT_PHONE, CONTACT_EMAIL',
    );
    expect(output).toContain('Incomplete configuration');
    expect(output).not.toContain('Servidor no ar');
  });

  it('exits the same way when only the contacts are still the samples', async () => {
    const { code, output } = await startWith({
      NODE_ENV: 'production',
      COMPANY_NAME: 'Marcas Brasil Ltda.',
      COMPANY_CNPJ: '11.222.333/0001-81',
      COMPANY_ADDRESS: 'Rua do Sol, 50, Maceió/AL',
      CONTACT_PHONE: '+55 82 90000-0000',
      CONTACT_EMAIL: 'contato@example.com.br',
    });
    expect(code).not.toBe(0);
    expect(output).toContain('defina CONTACT_PHONE, CONTACT_EMAIL com os dados reais da empresa');
  });
});
