import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sweepOldTempFolders } from '../../src/server/ops/temp-folders';

const HOUR = 60 * 60 * 1000;
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder as the server makes it, with one file in it; both dated `ageMs` ago, as if the process died then. */
function leftBehind(prefix: string, file: string, ageMs: number): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  writeFileSync(join(dir, file), 'metade de um arquivo');
  const when = new Date(Date.now() - ageMs);
  utimesSync(join(dir, file), when, when);
  utimesSync(dir, when, when);
  return dir;
}

describe('temporary folders a killed process left behind', () => {
  it('removes upload folders older than the limit and keeps a younger one, which may be an upload under way', async () => {
    const old = leftBehind('envio-', '0', 2 * HOUR);
    const young = leftBehind('envio-', '0', 5 * 60 * 1000);
    expect(await sweepOldTempFolders(HOUR)).toBeGreaterThanOrEqual(1);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(young)).toBe(true);
  });

  it('removes the zip of an RPI import killed mid-way, sent by staff or fetched by the weekly job or an archive run', async () => {
    const killed = [
      leftBehind('rpi-upload-', 'rpi.zip', 2 * HOUR),
      leftBehind('rpi-fetch-', 'RM2900.zip', 2 * HOUR),
      leftBehind('rpi-acervo-', 'RM2850.zip', 2 * HOUR),
    ];
    expect(await sweepOldTempFolders(HOUR)).toBeGreaterThanOrEqual(3);
    for (const dir of killed) expect(existsSync(dir), dir).toBe(false);
  });

  it('keeps a folder whose file is still being written, however old the folder, and folders that are not ours', async () => {
    const downloading = leftBehind('rpi-acervo-', 'RM2851.zip', 2 * HOUR);
    writeFileSync(join(downloading, 'RM2851.zip'), 'mais bytes chegando');
    const another = leftBehind('rpi-upload-de-outro-programa-', 'dados', 2 * HOUR);
    await sweepOldTempFolders(HOUR);
    expect(existsSync(downloading)).toBe(true);
    expect(existsSync(another)).toBe(true);
  });
});
