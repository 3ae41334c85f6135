import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchNextRpi } from '../../src/server/inpi/rpi-fetch';
import { archiveRunnerFor } from '../../src/server/search/archive';
import type { ArchiveProgress } from '../../src/shared/archive-progress';
import { searchMessages } from '../../src/shared/search-messages';
import { smallRpi, type FixtureProcess } from '../support/rpi-fixture';
import { adminSession } from '../support/api/admin';
import { createTestApp, type TestApp } from '../support/api/test-app';

/**
 * The archive read from RPI_URL (a local HTTP server standing for the INPI), then searched through the public API
 * as a visitor would, without an account.
 */
const published = new Map<string, Buffer>();
const asked: string[] = [];
let failOnce = new Set<string>();
const inpi: Server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://inpi.test').pathname;
  asked.push(path);
  if (failOnce.delete(path)) return response.writeHead(503).end('fora do ar');
  const zip = published.get(path);
  if (!zip) return response.writeHead(404).end('não encontrado');
  response.writeHead(200, { 'content-type': 'application/zip', 'content-length': zip.length }).end(zip);
});

const mark = (numero: string, marca: string, classes: number[], codigo: string, titular?: string): FixtureProcess => ({
  numero,
  marca,
  classes,
  despachos: [{ codigo }],
  titular: titular ?? `Titular de ${marca} Ltda`,
});

const issues: Record<number, FixtureProcess[]> = {
  2700: [
    mark('910000001', 'Doce Sertão', [30], 'IPAS009', 'Doces do Sertão Ltda'),
    mark('910000002', 'Dosse Certão', [30], 'IPAS009'),
    mark('910000003', 'Doce Sertão', [43], 'IPAS009'),
    mark('910000004', 'Doce Sertão', [12], 'IPAS009'),
    mark('910000005', 'Doce Sertão', [30], 'IPAS009'),
    mark('910000006', 'Café Sertão Doce', [30], 'IPAS009'),
  ],
  2701: [
    { numero: '910000001', despachos: [{ codigo: 'IPAS029' }], titular: 'Doces do Sertão Ltda' },
    mark('910000005', 'Doce Sertão', [30], 'IPAS139'),
  ],
  2702: [{ numero: '910000001', despachos: [{ codigo: 'IPAS158' }], titular: 'Doces do Sertão Ltda' }],
};

let t: TestApp;
let admin: { token: string };
const dir = mkdtempSync(join(tmpdir(), 'busca-api-'));
const quiet = [
  vi.spyOn(console, 'log').mockImplementation(() => {}),
  vi.spyOn(console, 'error').mockImplementation(() => {}),
];

beforeAll(async () => {
  await new Promise<void>((resolve) => inpi.listen(0, '127.0.0.1', resolve));
  const { port } = inpi.address() as AddressInfo;
  for (const [numero, processes] of Object.entries(issues))
    published.set(
      `/rpi/RM${numero}.zip`,
      readFileSync(await smallRpi(dir, Number(numero), `0${Number(numero) - 2699}/12/2024`, processes)),
    );
  t = await createTestApp({ RPI_URL: `http://127.0.0.1:${port}/rpi/RM{numero}.zip`, TRUST_PROXY: '1' });
  admin = await adminSession(t);
}, 60_000);
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => inpi.close(resolve));
  rmSync(dir, { recursive: true, force: true });
  for (const spy of quiet) spy.mockRestore();
}, 30_000);

async function archiveRun(de: number, ate: number): Promise<ArchiveProgress> {
  const started = await t.call('POST', '/api/admin/inpi/acervo', { token: admin.token, body: { de, ate } });
  expect(started.status).toBe(202);
  expect(started.body.mensagem).toBe(`Leitura do acervo iniciada: RPI nº ${de} a ${ate}.`);
  // The run goes on in the background; the test waits for it, then reads what the staff page reads.
  await archiveRunnerFor(t.deps).done();
  const { body } = await t.call<{ execucao: ArchiveProgress }>('GET', '/api/admin/inpi/acervo', { token: admin.token });
  return body.execucao;
}

const search = (query: string, address = '198.51.100.1') =>
  t.call('GET', `/api/busca?${query}`, { headers: { 'x-forwarded-for': address } });

describe('the RPI archive and the public viability search', () => {
  it('reads issues one after another from RPI_URL, retries a failed download, skips a missing one, then skips what it already read', async () => {
    failOnce = new Set(['/rpi/RM2701.zip']);
    const run = await archiveRun(2700, 2703);
    expect(run).toMatchObject({ status: 'concluida', feitas: 3, puladas: 1, total: 4, atual: 2703, erro: null });
    expect(run.processos).toBe(300 * 3 + 6 + 2 + 1);
    expect(asked.filter((path) => path === '/rpi/RM2701.zip')).toHaveLength(2);
    asked.length = 0;
    const again = await archiveRun(2700, 2703);
    expect(again).toMatchObject({ status: 'concluida', feitas: 0, puladas: 4 });
    expect(asked).toEqual(['/rpi/RM2703.zip']);
  });

  it('the weekly fetch carries on after the last issue the archive read', async () => {
    asked.length = 0;
    expect(await fetchNextRpi(t.deps)).toBeNull();
    expect(asked).toEqual(['/rpi/RM2703.zip']);
  });

  it('answers without an account: the same name in the same class first, the sound-alike, related classes, dead marks last', async () => {
    const { status, body } = await search('marca=Doce%20Sert%C3%A3o&classe=30');
    expect(status).toBe(200);
    // Three issues are not the years in which a mark in force was published: the answer says what it covered.
    expect(body.cobertura).toMatchObject({ de: 2700, ate: 2702, revistas: 3, estado: 'parcial' });
    expect(body.cobertura.texto).toContain('Busca automática cobrindo só 3 revistas, da RPI nº 2700 a 2702');
    const order = body.resultados.map((row: { processo: string }) => row.processo);
    expect(order.slice(0, 3)).toEqual(['910000001', '910000002', '910000006']);
    expect(body.resultados[0]).toEqual({
      processo: '910000001',
      nome: 'Doce Sertão',
      classes: [30],
      situacao: 'registrado',
      titular: 'Doces do Sertão Ltda',
      risco: 'alto',
      viva: true,
      motivo: 'Mesmo nome na mesma classe (30); processo registrado: pode impedir o registro.',
    });
    expect(body.resultados[1]).toMatchObject({
      nome: 'Dosse Certão',
      risco: 'alto',
      situacao: 'publicado para oposição',
    });
    expect(body.resultados[1].motivo).toMatch(/^Nome que soa igual na mesma classe \(30\)/);
    const related = body.resultados.find((row: { processo: string }) => row.processo === '910000003');
    expect(related).toMatchObject({ risco: 'medio' });
    expect(related.motivo).toContain('em classe afim (43)');
    const other = body.resultados.find((row: { processo: string }) => row.processo === '910000004');
    expect(other).toMatchObject({ risco: 'baixo' });
    const dead = body.resultados.find((row: { processo: string }) => row.processo === '910000005');
    expect(dead).toMatchObject({ situacao: 'arquivado', risco: 'baixo', viva: false });
    expect(dead.motivo).toContain('em regra não impede um novo registro');
    expect(order.indexOf('910000005')).toBeGreaterThan(order.indexOf('910000003'));
    expect(body.total).toBe(body.resultados.length);
  });

  it('refuses bad input in pt-BR with a 400', async () => {
    expect(await search('marca=')).toMatchObject({ status: 400, body: { erro: searchMessages.nameMissing } });
    expect(await search('marca=%21%21%21')).toMatchObject({
      status: 400,
      body: { erro: searchMessages.nameWithoutLetters },
    });
    expect(await search('marca=Doce&classe=46')).toMatchObject({
      status: 400,
      body: { erro: searchMessages.classInvalid },
    });
    expect(await search(`marca=${'a'.repeat(101)}`)).toMatchObject({
      status: 400,
      body: { erro: searchMessages.nameTooLong },
    });
  });

  it('limits each address: past the limit, 429 with Retry-After; another address still searches', async () => {
    for (let n = 0; n < 30; n += 1) expect((await search('marca=Sertao', '203.0.113.9')).status).toBe(200);
    const refused = await search('marca=Sertao', '203.0.113.9');
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(refused.body.erro).toBe(searchMessages.tooMany(wait));
    expect((await search('marca=Sertao', '203.0.113.10')).status).toBe(200);
  });

  it('staff only: the archive refuses a visitor and a bad range', async () => {
    expect((await t.call('POST', '/api/admin/inpi/acervo', { body: { de: 1, ate: 2 } })).status).toBe(401);
    const bad = await t.call('POST', '/api/admin/inpi/acervo', { token: admin.token, body: { de: 10, ate: 2 } });
    expect(bad.status).toBe(400);
    expect(bad.body.erro).toContain('Informe "de" e "ate"');
  });
});
