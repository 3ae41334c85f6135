import { closeSync, openSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDiskSpace, isDiskFull, watchDiskSpace } from '../../src/server/ops/disk-space';
import { createLogger } from '../../src/server/ops/logger';

const MB = 1024 * 1024;

describe('free space where the server writes', () => {
  it('is low when either folder is under the minimum, and names which one for /readyz', async () => {
    const free: Record<string, number> = { '/dados': 500 * MB, '/tmp': 500 * MB };
    const disk = watchDiskSpace({
      folders: ['/dados', '/tmp'],
      minFreeBytes: 200 * MB,
      probe: async (path) => free[path],
    });
    expect(await disk.low()).toBe(false);
    await expect(checkDiskSpace(disk, '/dados')).resolves.toBeUndefined();
    free['/tmp'] = 50 * MB;
    expect((await disk.measure()).low).toBe(true);
    await expect(checkDiskSpace(disk, '/dados')).rejects.toThrow(
      'pouco espaço: pasta temporária com 50 MB livres (mínimo 200 MB)',
    );
    free['/dados'] = 10 * MB;
    await expect(checkDiskSpace(disk, '/dados')).rejects.toThrow(/DATA_DIR com 10 MB livres/);
  });

  it('judges a data folder not made yet by its nearest parent', async () => {
    const asked: string[] = [];
    const disk = watchDiskSpace({
      folders: ['/srv/marcas/dados'],
      minFreeBytes: MB,
      probe: async (path) => {
        asked.push(path);
        if (path !== '/srv') throw Object.assign(new Error('no such folder'), { code: 'ENOENT' });
        return 2 * MB;
      },
    });
    expect(await disk.low()).toBe(false);
    expect(asked).toEqual(['/srv/marcas/dados', '/srv/marcas', '/srv']);
  });

  it('does not call a disk full when its free space cannot be read', async () => {
    const disk = watchDiskSpace({
      folders: ['/x'],
      minFreeBytes: MB,
      probe: async () => {
        throw Object.assign(new Error('not supported'), { code: 'ENOSYS' });
      },
    });
    expect(await disk.low()).toBe(false);
  });

  it('recognises a full disk however the write error was wrapped', () => {
    expect(isDiskFull(Object.assign(new Error('no space'), { code: 'ENOSPC' }))).toBe(true);
    expect(isDiskFull(new Error('upload failed', { cause: Object.assign(new Error(), { code: 'EDQUOT' }) }))).toBe(
      true,
    );
    expect(isDiskFull(Object.assign(new Error('gone'), { code: 'ENOENT' }))).toBe(false);
  });
});

describe('the logger on a full disk', () => {
  it('loses the lines it cannot write instead of ending the process (/dev/full answers every write with ENOSPC)', async () => {
    const fd = openSync('/dev/full', 'w');
    const errors: unknown[] = [];
    const onUncaught = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const logger = createLogger({ fd });
      for (let line = 0; line < 200; line += 1) logger.info({ line }, 'uma linha que não cabe no disco');
      // Every write has been tried and failed once the logger's buffer is empty again.
      await expect
        .poll(() => new Promise<void>((resolve) => logger.flush(() => resolve())).then(() => 'tentado'), {
          timeout: 10_000,
        })
        .toBe('tentado');
      logger.info('ainda vivo');
      expect(errors).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      closeSync(fd);
    }
  });
});
