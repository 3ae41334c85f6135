import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nationalIssues } from '../../src/server/db/schema';
import { latestIssueBy } from '../../src/server/inpi/rpi-calendar';
import { archiveRunnerFor } from '../../src/server/search/archive';
import { coverage, FULL_ARCHIVE_ISSUES } from '../../src/server/search/viability-search';
import { searchMessages } from '../../src/shared/search-messages';
import { smallRpi } from '../support/rpi-fixture';
import { createTestApp, type TestApp } from '../support/api/test-app';

/**
 * What the free search says of what it knows: nothing with no archive (never "bom sinal"), the issues it covered
 * when they are not all, and the archive read by itself on a server with RPI_URL and an empty index.
 */
const dir = mkdtempSync(join(tmpdir(), 'busca-cobertura-'));
const published = new Map<string, Buffer>();
const asked: string[] = [];
const inpi: Server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://inpi.test').pathname;
  asked.push(path);
  const zip = published.get(path);
  if (!zip) return response.writeHead(404).end('não encontrado');
  response.writeHead(200, { 'content-type': 'application/zip', 'content-length': zip.length }).end(zip);
});
const quiet = vi.spyOn(console, 'log').mockImplementation(() => {});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => inpi.listen(0, '127.0.0.1', resolve));
  const { port } = inpi.address() as AddressInfo;
  for (const numero of [2800, 2801, 2802])
    published.set(
      `/rpi/RM${numero}.zip`,
      readFileSync(
        await smallRpi(dir, numero, `0${numero - 2799}/10/2024`, [
          {
            numero: String(940_000_000 + numero),
            marca: `Girafa ${numero}`,
            classes: [30],
            despachos: [{ codigo: 'IPAS009' }],
          },
        ]),
      ),
    );
  t = await createTestApp({ RPI_URL: `http://127.0.0.1:${port}/rpi/RM{numero}.zip`, RPI_FIRST: '2800' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => inpi.close(resolve));
  rmSync(dir, { recursive: true, force: true });
  quiet.mockRestore();
}, 30_000);

const search = (query: string) =>
  t.call('GET', `/api/busca?${query}`, { headers: { 'x-forwarded-for': '198.51.100.20' } });

describe('what the free search knows', () => {
  it('with no archive: says the search is not available yet, lists nothing and never calls it a good sign', async () => {
    const { status, body } = await search('marca=Natura&classe=3');
    expect(status).toBe(200);
    expect(body).toEqual({
      resultados: [],
      total: 0,
      cobertura: { de: null, ate: null, revistas: 0, estado: 'vazia', texto: searchMessages.noCoverage },
    });
    expect(body.cobertura.texto).toContain('ainda não está disponível');
    expect(JSON.stringify(body)).not.toContain('bom sinal');
  });

  it('reads the archive by itself from RPI_FIRST when the index is empty, resumes a stopped run, and only once', async () => {
    const runner = archiveRunnerFor(t.deps);
    const started = await runner.fillEmptyIndex(2800, 2803);
    expect(started).toMatchObject({ de: 2800, ate: 2803, status: 'executando' });
    // A restart: the run stops after the issue under way, and the next start carries it on.
    await runner.stop();
    await runner.resume();
    await runner.done();
    expect(await runner.latest()).toMatchObject({ status: 'concluida', feitas: 3, puladas: 1, total: 4 });
    expect(asked.filter((path) => path === '/rpi/RM2800.zip')).toHaveLength(1);
    // Read once: a finished run (or one staff stopped) is not started again at the next start.
    expect(await runner.fillEmptyIndex(2800, 2803)).toBeNull();
  });

  it('with part of the archive: says which issues it covered and that a mark outside them does not show', async () => {
    const { body } = await search('marca=Zebu%20Dourado&classe=30');
    expect(body.cobertura).toMatchObject({ de: 2800, ate: 2802, revistas: 3, estado: 'parcial' });
    expect(body.cobertura.texto).toBe(searchMessages.partialCoverage(2800, 2802, 3));
    expect(body.cobertura.texto).toContain('uma marca publicada fora delas não aparece');
    expect(body.total).toBe(0);
    const found = await search('marca=Girafa%202801&classe=30');
    expect(found.body.resultados[0]).toMatchObject({ processo: '940002801', risco: 'alto', viva: true });
  });

  it('is complete only with every issue of the last 11 years up to the latest', async () => {
    const today = new Date(Date.UTC(2026, 10, 24, 15));
    const latest = latestIssueBy(today);
    expect(latest).toBe(2916);
    const from = latest - FULL_ARCHIVE_ISSUES;
    await t.db.insert(nationalIssues).values(
      Array.from({ length: 2799 - from + 1 }, (_, i) => ({
        numero: from + i,
        data: '2015-01-06',
        processos: 0,
        origem: 'acervo',
      })),
    );
    expect(await coverage(t.db, today)).toMatchObject({ estado: 'parcial' });
    await t.db.insert(nationalIssues).values(
      Array.from({ length: latest - 2803 + 1 }, (_, i) => ({
        numero: 2803 + i,
        data: '2026-11-24',
        processos: 0,
        origem: 'semanal',
      })),
    );
    expect(await coverage(t.db, today)).toMatchObject({ de: from, ate: latest, estado: 'completa' });
    // Two weeks without the weekly fetch still count; more do not.
    expect(await coverage(t.db, new Date(Date.UTC(2026, 11, 8, 15)))).toMatchObject({ estado: 'completa' });
    expect(await coverage(t.db, new Date(Date.UTC(2026, 11, 15, 15)))).toMatchObject({ estado: 'parcial' });
  });
});
