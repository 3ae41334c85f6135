import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanUploads } from '../../src/server/documents/orphan-sweep';
import { uploadsRoot } from '../../src/server/documents/storage';
import { localFileStore } from '../../src/server/storage/local-file-store';
import { unsignedPdf } from '../support/documents/samples';
import { documentRows, paidCustomer, upload, uploadedFiles } from '../support/api/brand-wizard';
import { createTestApp, type TestApp } from '../support/api/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close(), 30_000);

const HOUR = 60 * 60 * 1000;

/** A file written as an upload would write it, with no row: what a crash between the two leaves. */
function strayFile(folder: string, name: string, ageMs: number): string {
  const root = uploadsRoot(t.dataDir);
  mkdirSync(join(root, folder), { recursive: true });
  const path = `${folder}/${name}`;
  writeFileSync(join(root, path), 'conteúdo sem registro');
  const when = new Date(Date.now() - ageMs);
  utimesSync(join(root, path), when, when);
  return path;
}

describe('the sweep of upload files no row names', () => {
  it('removes files older than an hour without a row, keeps younger ones (an upload may be about to commit) and every file a row names', async () => {
    const { token, marcaID } = await paidCustomer(t);
    expect(
      (
        await upload(
          t,
          `/api/${marcaID}/procuracao`,
          { procuracao: { bytes: await unsignedPdf(), name: 'p.pdf' } },
          token,
        )
      ).status,
    ).toBe(200);
    const [kept] = await documentRows(t, marcaID);
    // The row's own file is old too: age alone never removes a file.
    const when = new Date(Date.now() - 3 * HOUR);
    utimesSync(join(uploadsRoot(t.dataDir), kept.storagePath), when, when);

    const oldOrphans = [
      strayFile(`marca-${marcaID}`, 'a0000000-0000-4000-8000-000000000001.pdf', 2 * HOUR),
      strayFile('marca-999999', 'b.png', 90 * 60 * 1000),
    ];
    const young = strayFile(`marca-${marcaID}`, 'c0000000-0000-4000-8000-000000000003.pdf', 5 * 60 * 1000);

    const removed = await sweepOrphanUploads(t.db, localFileStore(uploadsRoot(t.dataDir)));
    expect(removed.sort()).toEqual(oldOrphans.sort());
    expect(uploadedFiles(t)).toContain(kept.storagePath);
    expect(uploadedFiles(t)).toContain(young);
    for (const orphan of oldOrphans) expect(uploadedFiles(t)).not.toContain(orphan);
    // The emptied folder goes as well.
    expect(uploadedFiles(t).some((path) => path.startsWith('marca-999999/'))).toBe(false);
    expect(await documentRows(t, marcaID)).toEqual([kept]);
  });

  it('does nothing when there is no uploads folder yet', async () => {
    expect(await sweepOrphanUploads(t.db, localFileStore(join(t.dataDir, 'nao-existe')))).toEqual([]);
  });
});
