import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sweepOldSpools } from '../../../src/server/documents/multipart';

const HOUR = 60 * 60 * 1000;

describe('upload folders a killed process left in the temporary folder', () => {
  it('removes those older than the limit and keeps a younger one, which may be an upload under way', async () => {
    const old = mkdtempSync(join(tmpdir(), 'envio-'));
    const young = mkdtempSync(join(tmpdir(), 'envio-'));
    try {
      writeFileSync(join(old, '0'), 'metade de um PDF');
      const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
      utimesSync(old, twoHoursAgo, twoHoursAgo);
      expect(await sweepOldSpools(HOUR)).toBeGreaterThanOrEqual(1);
      expect(existsSync(old)).toBe(false);
      expect(existsSync(young)).toBe(true);
    } finally {
      rmSync(old, { recursive: true, force: true });
      rmSync(young, { recursive: true, force: true });
    }
  });
});
