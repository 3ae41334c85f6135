import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { inpiMessages } from '../../src/shared/inpi-messages';
import { expectRefusal } from '../support/api/accounts';
import { uploadRpi } from '../support/api/inpi';
import { useRpiTestApp, type StaffSession } from '../support/api/rpi-test-app';
import { emptyRpiXml, hugeNameXml, writeBombZip, writeZip } from '../support/rpi-fixture';
import type { TestApp } from '../support/api/test-app';

/** RPI zips made to hurt: too many entries, a bomb, a text without end. Each is refused, memory flat. */
let t: TestApp;
let admin: StaffSession;
const dir = useRpiTestApp('rpi-limites-', (app, staff) => ((t = app), (admin = staff)));

const MB = 1024 * 1024;

/** Uploads the zip, sampling the process's RSS meanwhile: the answer and the RSS growth at the peak. */
async function measuredUpload(path: string) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const answer = await uploadRpi(t, path, admin.token);
    return { answer, growthMb: (peak - before) / MB };
  } finally {
    clearInterval(sampler);
  }
}

describe('RPI zip limits', () => {
  it('refuses a zip with thousands of entries without reading them all', async () => {
    const path = await writeZip(join(dir, 'muitas.zip'), (zip) => {
      for (let index = 0; index < 5000; index++) zip.addBuffer(Buffer.alloc(0), `vazio-${index}.txt`);
      zip.addBuffer(Buffer.from(emptyRpiXml), '2900.xml');
    });
    const { answer, growthMb } = await measuredUpload(path);
    expectRefusal(answer, 400, inpiMessages.notAnRpi);
    expect(growthMb).toBeLessThan(150);
  }, 60_000);

  it('refuses a bomb (200 MB of XML in a few hundred KB), RSS growing less than 150 MB', async () => {
    const path = await writeBombZip(join(dir, 'bomba.zip'), 200);
    const { answer, growthMb } = await measuredUpload(path);
    expectRefusal(answer, 400, inpiMessages.notAnRpi);
    expect(growthMb).toBeLessThan(150);
  });

  it('refuses an XML with megabytes of text in one element, which the parser would hold whole', async () => {
    const letters = () => Buffer.from(randomBytes(MB).toString('base64').slice(0, MB));
    const path = await writeZip(join(dir, 'texto.zip'), (zip) =>
      zip.addReadStream(Readable.from(hugeNameXml(8, letters)), '2900.xml'),
    );
    const { answer, growthMb } = await measuredUpload(path);
    expectRefusal(answer, 400, inpiMessages.notAnRpi);
    expect(growthMb).toBeLessThan(150);
  });
});
