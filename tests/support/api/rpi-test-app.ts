import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { adminSession } from './admin';
import { createTestApp, type TestApp } from './test-app';

export type StaffSession = Awaited<ReturnType<typeof adminSession>>;

/**
 * A test file that uploads RPI zips: its app and a staff session opened before the file's tests, handed to
 * `started`, and a folder for the zips it writes; the app is closed and the folder removed after them.
 */
export function useRpiTestApp(folderPrefix: string, started: (app: TestApp, admin: StaffSession) => unknown): string {
  const dir = mkdtempSync(join(tmpdir(), folderPrefix));
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    started(app, await adminSession(app));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);
  return dir;
}
