import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/shared/messages';
import { UPLOAD_TURNS } from '../../src/server/ops/upload-turns';
import type { LocalServer } from '../support/local-server';
import { unsignedPdf } from '../support/documents/samples';
import { documentRows, paidCustomer } from '../support/api/brand-wizard';
import { listen } from '../support/api/listening';
import { createTestApp, readAnswer, type TestApp } from '../support/api/test-app';

/**
 * Uploads under way past the limit (UPLOADS_WAITING_MAX, set low here) are turned away at once with 503 and
 * Retry-After, over real connections: uploads whose bodies the test holds open count as under way, so the refusals
 * come from the limit, not from how fast this machine is. What was saved before, and the held uploads once their
 * bodies end, are all kept.
 */
const WAITING_MAX = 1;
const UNDER_WAY = UPLOAD_TURNS + WAITING_MAX;

let t: TestApp;
let server: LocalServer;
let pdf: Uint8Array;
beforeAll(async () => {
  t = await createTestApp({ UPLOADS_WAITING_MAX: String(WAITING_MAX) });
  server = await listen(t.app.fetch);
  pdf = await unsignedPdf();
}, 60_000);
afterAll(async () => {
  await server.close();
  await t.close();
}, 30_000);

const BOUNDARY = 'limite-de-envios';
const encoder = new TextEncoder();
const formHead = encoder.encode(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="procuracao"; filename="procuracao.pdf"\r\n` +
    'Content-Type: application/pdf\r\n\r\n',
);
const formTail = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The procuração sent over HTTP as the browser sends it, its body in two halves: the second only once `release` is
 * called (at once when none is given).
 */
function sendProcuracao(customer: { token: string; marcaID: number }, release?: Promise<void>) {
  const half = Math.floor(pdf.byteLength / 2);
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(formHead);
      controller.enqueue(pdf.subarray(0, half));
      await release;
      controller.enqueue(pdf.subarray(half));
      controller.enqueue(formTail);
      controller.close();
    },
  });
  return fetch(`${server.origin}/api/${customer.marcaID}/procuracao`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${customer.token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    body,
    duplex: 'half',
  } as RequestInit).then(readAnswer);
}

const savedSha = async (marcaID: number) => (await documentRows(t, marcaID)).map((row) => row.sha256);

describe(`uploads past the waiting limit (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answer 503 with Retry-After and a pt-BR message at once; every upload let in, and every saved one, is kept', async () => {
    const earlier = await paidCustomer(t);
    expect((await sendProcuracao(earlier)).status).toBe(200);
    const earlierFile = (await documentRows(t, earlier.marcaID))[0]!;

    // As many uploads as the limit lets be under way, each stopped halfway through its body.
    let releaseHeld!: () => void;
    const released = new Promise<void>((resolve) => (releaseHeld = resolve));
    const heldCustomers = await Promise.all(Array.from({ length: UNDER_WAY }, () => paidCustomer(t)));
    const held = heldCustomers.map((customer) => sendProcuracao(customer, released));

    // Once the server has them all, the next upload is refused. One that came in before them is let through (and
    // saved): the probes only wait for the held ones to arrive.
    const probe = await paidCustomer(t);
    let refused: Awaited<ReturnType<typeof sendProcuracao>> | undefined;
    await vi.waitFor(
      async () => {
        refused = await sendProcuracao(probe);
        expect(refused.status).toBe(503);
      },
      { timeout: 60_000, interval: 50 },
    );
    expect(refused!.body).toEqual({ erro: messages.http.uploadsBusy });
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);

    // While the held ones are under way, a burst is refused whole, and none of it is saved.
    const burstCustomers = await Promise.all(Array.from({ length: 4 }, () => paidCustomer(t)));
    const burst = await Promise.all(burstCustomers.map((customer) => sendProcuracao(customer)));
    for (const answer of burst) {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ erro: messages.http.uploadsBusy });
      expect(answer.headers.get('retry-after')).toBeTruthy();
    }
    for (const customer of burstCustomers) expect(await savedSha(customer.marcaID)).toEqual([]);

    // The held uploads finish and are kept, each with its bytes.
    releaseHeld();
    const answers = await Promise.all(held);
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    for (const customer of heldCustomers) expect(await savedSha(customer.marcaID)).toEqual([sha256(pdf)]);

    // What was saved before is untouched, on disk and in its row.
    expect(await documentRows(t, earlier.marcaID)).toEqual([earlierFile]);
    expect(sha256(readFileSync(join(t.dataDir, 'uploads', earlierFile.storagePath)))).toBe(earlierFile.sha256);

    // With the line empty again, the refused customers get in.
    for (const customer of [probe, ...burstCustomers]) expect((await sendProcuracao(customer)).status).toBe(200);
    for (const customer of burstCustomers) expect(await savedSha(customer.marcaID)).toEqual([sha256(pdf)]);
  }, 180_000);
});
