import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexRpiIssue } from '../../src/server/search/index-issue';
import { RpiFormatError } from '../../src/server/inpi/rpi-format-error';
import { fillerProcesses, processXml, writeRpiZip, writeZip, type FixtureProcess } from '../support/rpi-fixture';
import { createTestApp, type TestApp } from '../support/api/test-app';

/**
 * How the national index merges issues (one COPY and one merge statement per issue): a newer issue takes what it
 * publishes and keeps the rest, an older one read later only fills gaps, a process printed twice in one issue keeps
 * both, reading an issue again changes nothing, and an issue that breaks halfway leaves nothing behind.
 */
let t: TestApp;
const dir = mkdtempSync(join(tmpdir(), 'indice-nacional-'));

interface Row {
  nome: string | null;
  classes: number[];
  titulares: string;
  situacao: string;
  ultimo_despacho: string | null;
  primeira_rpi: number;
  ultima_rpi: number;
  nome_normalizado: string;
  elementos: string[];
}

async function row(processo: string): Promise<Row> {
  const result = (await t.db.execute(
    sql`SELECT nome, classes, titulares, situacao, ultimo_despacho, primeira_rpi, ultima_rpi, nome_normalizado, elementos
        FROM national_marks WHERE processo = ${processo}`,
  )) as unknown as { rows?: Row[] } | Row[];
  return (Array.isArray(result) ? result : result.rows!)[0]!;
}

const issue = (numero: number, data: string, processes: FixtureProcess[]) =>
  writeRpiZip(dir, numero, data, processes).then((zip) => indexRpiIssue(t.db, zip, 'acervo'));

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the national index', () => {
  it('a newer issue moves the situation and keeps the name it does not print; an older one read later only fills gaps', async () => {
    await issue(2800, '01/10/2024', [
      {
        numero: '920000001',
        marca: 'Pé de Moleque Ltda',
        classes: [30],
        titular: 'Doces Ltda',
        despachos: [{ codigo: 'IPAS009' }],
      },
    ]);
    expect(await row('920000001')).toMatchObject({
      nome: 'Pé de Moleque Ltda',
      situacao: 'publicado para oposição',
      nome_normalizado: 'PE DE MOLEQUE LTDA',
      elementos: ['PE', 'MOLEQUE'],
    });

    // A concession prints no brand: the name, classes and holder stay.
    await issue(2810, '10/12/2024', [
      { numero: '920000001', titular: 'Doces Ltda', despachos: [{ codigo: 'IPAS158' }] },
    ]);
    expect(await row('920000001')).toMatchObject({
      nome: 'Pé de Moleque Ltda',
      classes: [30],
      situacao: 'registrado',
      ultimo_despacho: 'IPAS158',
      primeira_rpi: 2800,
      ultima_rpi: 2810,
    });

    // An older issue read from the archive afterwards: it does not move the situation back, but it is the first.
    await issue(2790, '01/08/2024', [
      { numero: '920000001', marca: 'Outro Nome', classes: [29], despachos: [{ codigo: 'IPAS024' }] },
    ]);
    expect(await row('920000001')).toMatchObject({
      nome: 'Pé de Moleque Ltda',
      classes: [30],
      situacao: 'registrado',
      ultimo_despacho: 'IPAS158',
      primeira_rpi: 2790,
      ultima_rpi: 2810,
    });
  });

  it('an older issue fills in a name the index did not have yet', async () => {
    await issue(2820, '20/12/2024', [{ numero: '920000002', titular: 'Fulano', despachos: [{ codigo: 'IPAS158' }] }]);
    expect(await row('920000002')).toMatchObject({ nome: null, situacao: 'registrado' });
    await issue(2815, '15/12/2024', [
      { numero: '920000002', marca: 'Sabor da Serra', classes: [43], despachos: [{ codigo: 'IPAS009' }] },
    ]);
    expect(await row('920000002')).toMatchObject({
      nome: 'Sabor da Serra',
      classes: [43],
      situacao: 'registrado',
      elementos: ['SABOR', 'SERRA'],
    });
  });

  it('a process printed twice in one issue keeps what both print; reading the issue again changes nothing', async () => {
    const twice: FixtureProcess[] = [
      {
        numero: '920000003',
        marca: 'Vento Sul',
        classes: [25],
        titular: 'Ventos Ltda',
        despachos: [{ codigo: 'IPAS009' }],
      },
      { numero: '920000003', titular: 'Ventos Ltda', despachos: [{ codigo: 'IPAS270' }] },
    ];
    await issue(2830, '07/01/2025', twice);
    const first = await row('920000003');
    expect(first).toMatchObject({
      nome: 'Vento Sul',
      classes: [25],
      situacao: 'publicado para oposição',
      ultimo_despacho: 'IPAS270',
    });
    await issue(2830, '07/01/2025', twice);
    expect(await row('920000003')).toEqual(first);
    const counted = (await t.db.execute(sql`SELECT processos FROM national_issues WHERE numero = 2830`)) as unknown as
      { rows?: { processos: number }[] } | { processos: number }[];
    expect((Array.isArray(counted) ? counted : counted.rows!)[0]!.processos).toBe(2);
  });

  it('an issue whose XML breaks after thousands of processes leaves the index as it was', async () => {
    // On PostgreSQL the rows go to the database while the XML is read: the ones sent before the break must go too.
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?><revista numero="2840" data="14/01/2025">' +
      [...fillerProcesses(3000, 920_100_000)].map(processXml).join('') +
      '<processo numero="920200000"><marca>';
    const zip = await writeZip(join(dir, 'RM2840.zip'), (file) => file.addBuffer(Buffer.from(xml), '2840.xml'));
    await expect(indexRpiIssue(t.db, zip, 'acervo')).rejects.toBeInstanceOf(RpiFormatError);
    const found = (await t.db.execute(
      sql`SELECT (SELECT count(*) FROM national_marks WHERE processo LIKE '9201%')::int AS marcas,
        (SELECT count(*) FROM national_issues WHERE numero = 2840)::int AS revistas`,
    )) as unknown as { rows?: { marcas: number; revistas: number }[] } | { marcas: number; revistas: number }[];
    expect((Array.isArray(found) ? found : found.rows!)[0]).toEqual({ marcas: 0, revistas: 0 });
  });
});
