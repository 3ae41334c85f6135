import { execFileSync } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { watchDiskSpace } from '../../src/server/ops/disk-space';
import { createLogger } from '../../src/server/ops/logger';
import { messages } from '../../src/shared/messages';
import { JPEG, PNG, unsignedPdf } from '../support/documents/samples';
import { paidCustomer, upload } from '../support/api/brand-wizard';
import { createTestApp, readAnswer, type TestApp } from '../support/api/test-app';

const MB = 1024 * 1024;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const threeFiles = async () => ({
  logo: { bytes: PNG, name: 'logo.png', type: 'image/png' },
  comprovanteRes: { bytes: await unsignedPdf(), name: 'conta.pdf', type: 'application/pdf' },
  docFoto: { bytes: JPEG, name: 'rg.jpeg', type: 'image/jpeg' },
});

async function readiness(app: ReturnType<typeof createApp>) {
  return readAnswer(await app.request('/readyz'));
}

describe('uploads and /readyz with the free space measured by an injected probe', () => {
  it('answers 507 in pt-BR and /readyz 503 while space is short, and serves again once it is back', async () => {
    let free = 10 * MB;
    const diskSpace = watchDiskSpace({ folders: [t.dataDir], minFreeBytes: 200 * MB, probe: async () => free });
    const app = createApp({ ...t.deps, diskSpace });
    const { token, marcaID } = await paidCustomer(t);

    const refused = await upload({ ...t, app }, `/api/${marcaID}/documentos`, await threeFiles(), token);
    expect(refused.status).toBe(507);
    expect(refused.body).toEqual({ erro: messages.http.diskFull });
    const notReady = await readiness(app);
    expect(notReady.status).toBe(503);
    expect(notReady.body.checks).toMatchObject({
      banco: 'ok',
      disco: 'pouco espaço: DATA_DIR com 10 MB livres (mínimo 200 MB)',
    });

    free = 500 * MB;
    await expect.poll(async () => (await readiness(app)).status, { timeout: 10_000, interval: 200 }).toBe(200);
    await expect
      .poll(async () => (await upload({ ...t, app }, `/api/${marcaID}/documentos`, await threeFiles(), token)).status, {
        timeout: 10_000,
        interval: 250,
      })
      .toBe(200);
  });
});

/** A tmpfs of a few MB as DATA_DIR: only where this process may mount one (root, or a container allowed to). */
function mountSmallDisk(): { dir: string; unmount: () => void } | string {
  const dir = mkdtempSync(join(tmpdir(), 'marcas-disco-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return `não foi possível montar um tmpfs (${String((error as { stderr?: Buffer }).stderr ?? error).trim()})`;
  }
  return {
    dir,
    unmount: () => {
      execFileSync('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const mounted = mountSmallDisk();
const skipReason = typeof mounted === 'string' ? mounted : '';
if (skipReason) console.warn(`disk-full.test.ts: teste do disco cheio de verdade pulado: ${skipReason}`);
// At the top, so it runs even when the app's own start (beforeAll) failed: a mount must not outlive the file.
afterAll(() => {
  if (typeof mounted !== 'string') mounted.unmount();
});

/** Fills the disk until fewer than `leaveBytes` are free (0: until a write fails). */
function fill(dir: string, name: string, leaveBytes: number) {
  const fd = openSync(join(dir, name), 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) {
      const { bavail, bsize } = statfsSync(dir);
      if (leaveBytes > 0 && bavail * bsize <= leaveBytes) break;
      writeSync(fd, chunk, 0, Math.min(chunk.length, Math.max(bsize, bavail * bsize - leaveBytes)));
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
}

describe.skipIf(Boolean(skipReason))(`a real small disk as DATA_DIR (tmpfs of 8 MB) ${skipReason}`, () => {
  const disk = mounted as Exclude<typeof mounted, string>;

  const filesOfBrand = (marcaId: number) => {
    try {
      return readdirSync(join(disk.dir, 'uploads', `marca-${marcaId}`));
    } catch {
      return [];
    }
  };
  const appOn = (minFreeDiskMb: number) => {
    const config = { ...t.config, dataDir: disk.dir, minFreeDiskBytes: minFreeDiskMb * MB };
    return createApp({ ...t.deps, config, files: undefined });
  };

  it('refuses uploads with 507 and says not ready below the minimum, writes nothing, and recovers without a restart', async () => {
    const app = appOn(3);
    const { token, marcaID } = await paidCustomer(t);
    fill(disk.dir, 'enchimento', 2 * MB);

    const refused = await upload({ ...t, app }, `/api/${marcaID}/documentos`, await threeFiles(), token);
    expect(refused.status).toBe(507);
    expect(refused.body).toEqual({ erro: messages.http.diskFull });
    const notReady = await readiness(app);
    expect(notReady.status).toBe(503);
    expect(notReady.body.checks.disco).toMatch(/^pouco espaço: DATA_DIR com [0-2] MB livres \(mínimo 3 MB\)$/);
    expect((await app.request('/healthz')).status).toBe(200);
    expect(filesOfBrand(marcaID)).toEqual([]);

    rmSync(join(disk.dir, 'enchimento'));
    await expect.poll(async () => (await readiness(app)).status, { timeout: 10_000, interval: 200 }).toBe(200);
    await expect
      .poll(async () => (await upload({ ...t, app }, `/api/${marcaID}/documentos`, await threeFiles(), token)).status, {
        timeout: 10_000,
        interval: 250,
      })
      .toBe(200);
  });

  it('answers 507, not 500, when the disk fills during the write itself, and keeps no half-written file', async () => {
    const app = appOn(0); // no minimum: the write is what finds the disk full
    const { token, marcaID } = await paidCustomer(t);
    mkdirSync(join(disk.dir, 'uploads'), { recursive: true });
    fill(disk.dir, 'enchimento', 0);
    try {
      const refused = await upload({ ...t, app }, `/api/${marcaID}/documentos`, await threeFiles(), token);
      expect(refused.status).toBe(507);
      expect(refused.body).toEqual({ erro: messages.http.diskFull });
      expect(filesOfBrand(marcaID)).toEqual([]);
    } finally {
      rmSync(join(disk.dir, 'enchimento'));
    }
    expect(await upload({ ...t, app }, `/api/${marcaID}/documentos`, await threeFiles(), token)).toMatchObject({
      status: 200,
    });
  });

  it('keeps logging through a full disk: the lines that do not fit are lost, the process lives, and the next ones are written', async () => {
    const file = join(disk.dir, 'servidor.log');
    const fd = openSync(file, 'a');
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const logger = createLogger({ fd });
      logger.info('antes de encher');
      fill(disk.dir, 'enchimento', 0);
      for (let line = 0; line < 500; line += 1) logger.info({ line }, 'com o disco cheio');
      await new Promise<void>((resolve) => logger.flush(() => resolve()));
      rmSync(join(disk.dir, 'enchimento'));
      await expect
        .poll(
          () => {
            logger.info('espaço de volta');
            return readFileSync(file, 'utf8').includes('espaço de volta');
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBe(true);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      closeSync(fd);
    }
  });
});
