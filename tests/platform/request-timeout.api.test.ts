import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNodeServer } from '../../src/server/http/node-server';
import { messages } from '../../src/shared/messages';
import { smallRpi } from '../support/rpi-fixture';
import { adminSession } from '../support/api/admin';
import { createTestApp, type TestApp } from '../support/api/test-app';

/**
 * The HTTP server as production runs it, with a short REQUEST_TIMEOUT_MS: a client that stops sending its body gets a
 * 408 with a pt-BR message, and what it had sent is not kept.
 */
const TIME_LIMIT_MS = 1500;
let t: TestApp;
let server: Server;
let port: number;
let admin: { token: string };
let scratch: string;
const previousTmp = process.env.TMPDIR;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
  // The upload's temporary folder is made here, where the test can see whether it is gone.
  scratch = mkdtempSync(join(tmpdir(), 'corpo-lento-'));
  process.env.TMPDIR = scratch;
  server = startNodeServer(t.app.fetch, { port: 0, hostname: '127.0.0.1', requestTimeoutMs: TIME_LIMIT_MS });
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  port = (server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  process.env.TMPDIR = previousTmp;
  if (previousTmp === undefined) delete process.env.TMPDIR;
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
}, 30_000);

/** Sends the head and the first bytes of a body, then nothing more; answers what the server says and when. */
function stalledRequest(head: string, firstBytes: Buffer): Promise<{ raw: string; afterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      socket.write(firstBytes);
    });
    let raw = '';
    socket.on('data', (chunk) => (raw += chunk.toString('utf8')));
    socket.on('end', () => resolve({ raw, afterMs: Date.now() - started }));
    socket.on('error', reject);
    socket.setTimeout(60_000, () => reject(new Error('o servidor não respondeu')));
  });
}

/** Polls (bounded) until the check holds. */
async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`não aconteceu: ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('a request body that stops arriving', () => {
  it('gets a 408 in Portuguese, and the partial RPI upload is discarded', async () => {
    const zip = readFileSync(await smallRpi(scratch, 2901, '03/12/2024', []));
    const head = [
      'POST /api/admin/inpi/rpi HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: Bearer ${admin.token}`,
      'Content-Type: application/zip',
      `Content-Length: ${zip.length}`,
      '',
      '',
    ].join('\r\n');
    const { raw, afterMs } = await stalledRequest(head, zip.subarray(0, zip.length >> 1));
    expect(raw).toMatch(/^HTTP\/1\.1 408 /);
    expect(raw).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ erro: messages.http.requestTimeout });
    expect(afterMs).toBeGreaterThanOrEqual(TIME_LIMIT_MS);

    await until(() => !readdirSync(scratch).some((name) => name.startsWith('rpi-upload-')), 'a pasta do envio some');
    const issues = await t.call('GET', '/api/admin/inpi/rpi', { token: admin.token });
    expect(issues.body.itens).toEqual([]);
  });

  it('a whole request sent in time is answered as usual on the same server', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/admin/inpi/rpi`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(answer.status).toBe(200);
  });

  it('a malformed request gets a 400 in the API form, not a bare line', async () => {
    const { raw } = await stalledRequest('GARBAGE\r\n\r\n', Buffer.alloc(0));
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ erro: messages.http.badRequest });
  });
});
