import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inpiDespachos, mailOutbox, nationalIssues, requestEvents, watchHits } from '../../src/server/db/schema';
import { startInpiJobs } from '../../src/server/inpi/jobs';
import type { BackgroundJob } from '../../src/server/jobs/every';
import { inpiMessages } from '../../src/shared/inpi-messages';
import type { RpiIssueRow } from '../../src/shared/schemas/inpi';
import { manualTimers } from '../support/manual-timers';
import { smallRpi } from '../support/rpi-fixture';
import { adminSession } from '../support/api/admin';
import { filedBrand } from '../support/api/inpi';
import { createTestApp, type TestApp } from '../support/api/test-app';

/**
 * The weekly fetch as the server runs it (RPI_URL set): the INPI is a local HTTP server answering what each
 * test puts in `published`, and the jobs run on a clock the test moves, so no test sleeps.
 */
const SIX_HOURS = 6 * 3_600_000;
const published = new Map<string, Buffer>();
const asked: string[] = [];
const inpi: Server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://inpi.test').pathname;
  asked.push(path);
  const zip = published.get(path);
  if (!zip) return response.writeHead(404).end('não encontrado');
  response.writeHead(200, { 'content-type': 'application/zip', 'content-length': zip.length }).end(zip);
});

let t: TestApp;
let admin: { email: string; token: string };
let jobs: BackgroundJob[] = [];
const clock = manualTimers();
const dir = mkdtempSync(join(tmpdir(), 'rpi-fetch-api-'));
const logged = vi.spyOn(console, 'log').mockImplementation(() => {});
const failures = vi.spyOn(console, 'error').mockImplementation(() => {});

beforeAll(async () => {
  await new Promise<void>((resolve) => inpi.listen(0, '127.0.0.1', resolve));
  const { port } = inpi.address() as AddressInfo;
  t = await createTestApp({ RPI_URL: `http://127.0.0.1:${port}/txt/RM{numero}.zip`, RPI_FIRST: '2850' });
  admin = await adminSession(t);
}, 60_000);
afterAll(async () => {
  await Promise.all(jobs.map((job) => job.stop()));
  await t.close();
  await new Promise((resolve) => inpi.close(resolve));
  rmSync(dir, { recursive: true, force: true });
  logged.mockRestore();
  failures.mockRestore();
}, 30_000);

const issues = async () =>
  (await t.call<{ itens: RpiIssueRow[] }>('GET', '/api/admin/inpi/rpi', { token: admin.token })).body.itens;
const lines = (spy: typeof logged) =>
  spy.mock.calls.map((call) => call.map((part) => (part instanceof Error ? part.message : String(part))).join(' '));
const counts = async () => ({
  despachos: (await t.db.select({ n: count() }).from(inpiDespachos))[0]!.n,
  eventos: (await t.db.select({ n: count() }).from(requestEvents))[0]!.n,
  emails: (await t.db.select({ n: count() }).from(mailOutbox))[0]!.n,
  alertas: (await t.db.select({ n: count() }).from(watchHits))[0]!.n,
});

describe('the scheduled RPI fetch (RPI_URL)', () => {
  it('waits out a 404, logs a broken zip and tries again, imports the issue onto the customer timeline, and a second copy changes nothing', async () => {
    const customer = await filedBrand(t, admin.token, { nome: 'Doce Sertão', classe: 30, processo: '930000001' });
    const zip = readFileSync(
      await smallRpi(dir, 2850, '03/12/2024', [
        { numero: '930000001', despachos: [{ codigo: 'IPAS009' }], marca: 'Doce Sertão', classes: [30] },
        {
          numero: '930000101',
          despachos: [{ codigo: 'IPAS009' }],
          marca: 'Dosse Certão',
          classes: [30],
          titular: 'Concorrente Doces Ltda',
        },
      ]),
    );
    jobs = startInpiJobs(t.deps, clock.timers);

    // The server starts: RPI_FIRST is not out yet.
    await clock.advance(0);
    expect(asked).toEqual(['/txt/RM2850.zip']);
    expect(lines(logged)).toContain('[rpi] RPI nº 2850 ainda não publicada (404): nova tentativa na próxima rodada.');
    expect(await issues()).toEqual([]);

    // Six hours later it is, but the download is cut short: the round fails, is logged, and the server goes on.
    published.set('/txt/RM2850.zip', zip.subarray(0, zip.length >> 1));
    await clock.advance(SIX_HOURS);
    expect(asked).toHaveLength(2);
    expect(lines(failures)).toContainEqual(
      expect.stringMatching(`^\\[rpi\\] falha numa rodada RPI 2850: ${inpiMessages.notAnRpi}`),
    );
    expect(await issues()).toEqual([]);
    expect((await t.call('GET', '/api/admin/inpi/prazos', { token: admin.token })).status).toBe(200);

    // Nothing happens before the next round; then the whole file arrives and is imported.
    published.set('/txt/RM2850.zip', zip);
    await clock.advance(SIX_HOURS - 1);
    expect(asked).toHaveLength(2);
    await clock.advance(1);
    expect(asked).toEqual(['/txt/RM2850.zip', '/txt/RM2850.zip', '/txt/RM2850.zip']);
    expect(await issues()).toMatchObject([
      { numero: 2850, data: '2024-12-03', processos: 302, despachos: 1, alertas: 1, origem: 'agendado' },
    ]);
    expect(lines(logged)).toContain(`[rpi] ${inpiMessages.imported(2850, 1, 1)}`);
    const events = (await t.call('GET', `/api/marcas/${customer.marcaID}/historico`, { token: customer.token })).body
      .eventos;
    expect(events[0]).toMatchObject({
      tipo: 'inpi',
      titulo: 'Movimentação no INPI',
      mensagem: expect.stringContaining('Seu pedido foi publicado para oposição (RPI nº 2850, de 03/12/2024).'),
    });

    // The next round asks for 2851; a server that answers with 2850 again changes nothing.
    const before = await counts();
    published.set('/txt/RM2851.zip', zip);
    await clock.advance(SIX_HOURS);
    expect(asked.at(-1)).toBe('/txt/RM2851.zip');
    expect(lines(logged)).toContain(`[rpi] ${inpiMessages.alreadyImported(2850)}`);
    expect(await counts()).toEqual(before);
    expect(await issues()).toHaveLength(1);
  });

  it('fetches again an issue imported for the customers whose national index is missing (stopped between the two), then goes on', async () => {
    // The process stopped after the customers' part of 2850 was written and before its national index.
    await t.db.delete(nationalIssues).where(eq(nationalIssues.numero, 2850));
    published.delete('/txt/RM2851.zip');
    const before = await counts();
    const seen = asked.length;
    await clock.advance(SIX_HOURS);
    expect(asked.slice(seen)).toEqual(['/txt/RM2850.zip']);
    expect(lines(logged)).toContain(`[rpi] ${inpiMessages.indexCompleted(2850)}`);
    expect(await t.db.select().from(nationalIssues).where(eq(nationalIssues.numero, 2850))).toHaveLength(1);
    expect(await counts()).toEqual(before);

    // Indexed: the next round asks for the next issue again.
    await clock.advance(SIX_HOURS);
    expect(asked.at(-1)).toBe('/txt/RM2851.zip');
  });
});
