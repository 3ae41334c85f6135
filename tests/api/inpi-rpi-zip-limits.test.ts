import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { inpiMessages } from '../../src/shared/inpi-messages';
import { expectRefusal } from './support/accounts';
import { uploadRpi } from './support/inpi';
import { useRpiTestApp, type StaffSession } from './support/rpi-test-app';
import type { TestApp } from './support/test-app';

/** RPI zips made to hurt: too many entries, a bomb, a text without end. Each is refused, memory flat. */
let t: TestApp;
let admin: StaffSession;
const dir = useRpiTestApp('rpi-limites-', (app, staff) => ((t = app), (admin = staff)));

const MB = 1024 * 1024;
const head = '<?xml version="1.0" encoding="UTF-8"?><revista numero="2900" data="05/11/2024">';
const tail = '</revista>';

async function writeZip(name: string, fill: (zip: yazl.ZipFile) => void): Promise<string> {
  const path = join(dir, name);
  const zip = new yazl.ZipFile();
  fill(zip);
  zip.end();
  const out = createWriteStream(path);
  zip.outputStream.pipe(out);
  await finished(out);
  return path;
}

/** An XML whose one brand name is `size` bytes of `chunk` repeated, streamed. */
function* hugeName(size: number, chunk: () => Buffer) {
  yield Buffer.from(`${head}<processo numero="900000001"><marca><nome>`);
  for (let written = 0; written < size; written += MB) yield chunk();
  yield Buffer.from(`</nome></marca></processo>${tail}`);
}

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
    const path = await writeZip('muitas.zip', (zip) => {
      for (let index = 0; index < 5000; index++) zip.addBuffer(Buffer.alloc(0), `vazio-${index}.txt`);
      zip.addBuffer(Buffer.from(`${head}${tail}`), '2900.xml');
    });
    const { answer, growthMb } = await measuredUpload(path);
    expectRefusal(answer, 400, inpiMessages.notAnRpi);
    expect(growthMb).toBeLessThan(150);
  }, 60_000);

  it('refuses a bomb (200 MB of XML in a few hundred KB), RSS growing less than 150 MB', async () => {
    const a = Buffer.alloc(MB, 'a');
    const path = await writeZip('bomba.zip', (zip) =>
      zip.addReadStream(Readable.from(hugeName(200 * MB, () => a)), '2900.xml'),
    );
    const { answer, growthMb } = await measuredUpload(path);
    expectRefusal(answer, 400, inpiMessages.notAnRpi);
    expect(growthMb).toBeLessThan(150);
  }, 120_000);

  it('refuses an XML with megabytes of text in one element, which the parser would hold whole', async () => {
    const letters = () => Buffer.from(randomBytes(MB).toString('base64').slice(0, MB));
    const path = await writeZip('texto.zip', (zip) =>
      zip.addReadStream(Readable.from(hugeName(8 * MB, letters)), '2900.xml'),
    );
    const { answer, growthMb } = await measuredUpload(path);
    expectRefusal(answer, 400, inpiMessages.notAnRpi);
    expect(growthMb).toBeLessThan(150);
  }, 120_000);
});
