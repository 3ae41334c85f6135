import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../src/server/config';
import { holdDataFolder } from '../../src/server/db/data-folder-lock';
import { repositoryRoot } from '../support/e2e/server-process';
import { builtServer } from '../support/processes/built-server';

/**
 * The embedded database's folder is held by one process at a time: a second `npm start`, or `npm run rpi:acervo`, on
 * a folder in use is refused with a clear message; a lock left by a process that no longer runs is taken over.
 */
const folders: string[] = [];
let distDir: string;
beforeAll(async () => {
  distDir = await builtServer();
});
const children: ChildProcess[] = [];
const newFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'pasta-em-uso-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A process of ours that holds `folder` until killed; resolves once it holds it. */
async function holder(folder: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('./src/server/db/data-folder-lock.ts').then((m) => { m.holdDataFolder(${JSON.stringify(folder)}); console.log('segurando'); setInterval(() => {}, 1000); })`,
    ],
    { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => output.includes('segurando') && resolve());
    child.once('exit', (code) => reject(new Error(`o processo saiu (${code}): ${output}`)));
  });
  return child;
}

/** Runs a Node program (the built server, or a command from its sources) on `folder`; answers its exit code and output. */
async function run(args: string[], folder: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, args, {
    cwd: repositoryRoot,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: folder,
      DIST_DIR: distDir,
      PORT: '0',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  return { code: code as number | null, output };
}

describe('the embedded database folder', () => {
  it('refuses a second server and the archive import on a folder in use, saying what to do', async () => {
    const folder = newFolder();
    const first = await holder(folder);
    const server = await run([join(distDir, 'server', 'main.js')], folder);
    expect(server.code).toBe(1);
    expect(server.output).toContain(`A pasta de dados ${folder} já está em uso pelo processo ${first.pid}`);
    expect(server.output).toContain('pare o outro (npm start ou npm run rpi:acervo) ou use outra DATA_DIR');
    expect(server.output).not.toMatch(/\n\s+at /);

    const archive = await run(
      ['--import', 'tsx', 'src/server/search/archive-cli.ts', '--de', '2800', '--ate', '2801'],
      folder,
      {
        RPI_URL: 'http://127.0.0.1:9/RM{numero}.zip',
      },
    );
    expect(archive.code).toBe(1);
    expect(archive.output).toContain(`já está em uso pelo processo ${first.pid}`);
    expect(existsSync(join(folder, 'pgdata'))).toBe(false);
  });

  it('takes over the lock of a process that no longer runs (killed, or the machine restarted), and lets it go', async () => {
    const folder = newFolder();
    const gone = await holder(folder);
    expect(() => holdDataFolder(folder)).toThrow(ConfigurationError);
    gone.kill('SIGKILL');
    await once(gone, 'exit');
    const release = holdDataFolder(folder);
    expect(existsSync(join(folder, 'em-uso.lock'))).toBe(true);
    release();
    expect(existsSync(join(folder, 'em-uso.lock'))).toBe(false);
  });

  it('refuses a folder held from another machine (a shared volume), which it cannot check', () => {
    const folder = newFolder();
    writeFileSync(
      join(folder, 'em-uso.lock'),
      JSON.stringify({ pid: 4242, host: `outra-${hostname()}`, since: new Date().toISOString() }),
    );
    expect(() => holdDataFolder(folder)).toThrow(`da máquina outra-${hostname()}`);
  });
});
