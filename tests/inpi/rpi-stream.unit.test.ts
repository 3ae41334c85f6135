import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yazl from 'yazl';
import { afterAll, describe, expect, it } from 'vitest';
import { RpiFormatError } from '../../src/server/inpi/rpi-format-error';
import { readRpiZip, type RpiProcess } from '../../src/server/inpi/rpi-stream';
import { smallRpi } from '../support/rpi-fixture';

const fixture = (name: string) => join(import.meta.dirname, '../fixtures/rpi', name);

async function readAll(path: string) {
  const seen: RpiProcess[] = [];
  const result = await readRpiZip(
    path,
    () => {},
    (process) => seen.push(process),
  );
  return { ...result, seen, byNumber: (numero: string) => seen.find((process) => process.numero === numero)! };
}

const dir = mkdtempSync(join(tmpdir(), 'rpi-unit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('RPI stream', () => {
  it('reads the revista, both class shapes, 3- and 4-digit codes and the complement', async () => {
    const path = await smallRpi(dir, 2810, '05/11/2024', [
      {
        numero: '912345678',
        despachos: [{ codigo: 'IPAS009' }, { codigo: 'IPAS1054', nome: 'Outro despacho', complemento: 'Texto & mais' }],
        marca: 'Doce Sertão',
        classes: [30, 43],
      },
      { numero: '912345679', despachos: [{ codigo: 'IPAS136' }], marca: 'Café Antigo', classes: [30], oldShape: true },
    ]);
    const seen: RpiProcess[] = [];
    let header: unknown;
    const result = await readRpiZip(
      path,
      (value) => (header = value),
      (process) => seen.push(process),
    );
    expect(header).toEqual({ numero: 2810, data: '2024-11-05' });
    expect(result.processes).toBe(302);
    const ours = seen.find((process) => process.numero === '912345678')!;
    expect(ours).toMatchObject({
      marca: 'Doce Sertão',
      classes: [30, 43],
      dataDeposito: '2024-03-12',
      titulares: ['Empresa Exemplo Ltda'],
    });
    expect(ours.despachos).toEqual([
      {
        codigo: 'IPAS009',
        nome: 'Publicação de pedido de registro para oposição (exame formal concluído)',
        textoComplementar: null,
        elementos: {},
      },
      { codigo: 'IPAS1054', nome: 'Outro despacho', textoComplementar: 'Texto & mais', elementos: {} },
    ]);
    expect(seen.find((process) => process.numero === '912345679')).toMatchObject({
      classes: [30],
      marca: 'Café Antigo',
    });
  });

  it('reads a real issue, RPI nº 2240 of 10/12/2013, as the INPI published it', async () => {
    const { header, processes, byNumber } = await readAll(fixture('RM2240.zip'));
    expect(header).toEqual({ numero: 2240, data: '2013-12-10' });
    expect(processes).toBe(3);
    expect(byNumber('905687116')).toMatchObject({
      marca: 'Cupcakes for fun',
      classes: [30],
      despachos: [{ codigo: 'IPAS009', nome: 'Publicação de pedido de registro para oposição' }],
    });
    expect(byNumber('840233841').despachos[0]!.textoComplementar).toBe('Imagem da Marca alterada.');
    expect(byNumber('840233841').titulares).toEqual(['GRAVIA ESQUALITY INDÚSTRIA METALÚRICA LTDA']);
  });

  it('keeps every element of real processes: protocolo and cedente, sobrestadores, prioridade, apostila, the 2020 shape', async () => {
    const { processes, byNumber } = await readAll(fixture('RM2240-combined.zip'));
    expect(processes).toBe(10);
    expect(byNumber('829142282').despachos[0]).toMatchObject({
      codigo: 'IPAS270',
      nome: 'Deferimento de petição',
      elementos: {
        protocolo: {
          numero: '810110405339',
          data: '12/11/2009',
          codigoServico: '3371',
          requerente: { nome: 'G.A.R. GESTÃO E ADMINISTRAÇÃO E RODOVIAS LTDA', pais: 'BR', uf: 'SP' },
          cedente: { nome: 'K.V.M. COMÉRCIO E CONFECÇÕES LTDA-EPP', pais: 'BR', uf: 'SP' },
          cessionario: { nome: 'K.V.M. COMÉRCIO E CONFECÇÕES LTDA-EPP' },
          procurador: 'PICOSSE E CALABRESE ADVOGADOS ASSOCIADOS',
        },
      },
    });
    expect(byNumber('828247935').elementos.sobrestadores).toEqual([
      { processo: '823129900', marca: 'MÓDULO E-SECURITY' },
    ]);
    expect(byNumber('829825584')).toMatchObject({
      marca: 'MC FARLANE TOYS',
      classes: [35],
      despachos: [{ codigo: 'IPAS421', textoComplementar: 'por alteração na especificação' }],
      elementos: {
        prioridades: [{ numero: 'CTM 010645091', data: '15/02/2012', pais: 'IT' }],
        apostila: 'SEM DIREITO AO USO EXCLUSIVO DA EXPRESSÃO "TOYS".',
      },
    });
    expect(byNumber('920493416')).toMatchObject({
      marca: 'ESTUDIO CAR DETALHAMENTO',
      classes: [37],
      despachos: [{ codigo: 'IPAS421', nome: 'Republicação de pedido' }],
    });
  });

  it('keeps texto-sobrestamento with the blocking process, and two despachos with the same code', async () => {
    const path = await smallRpi(dir, 2811, '12/11/2024', [
      {
        numero: '912345680',
        despachos: [
          {
            codigo: 'IPAS142',
            xml: '<texto-sobrestamento>Processo: 823129900 (MÓDULO E-SECURITY)</texto-sobrestamento>',
          },
          { codigo: 'IPAS136', complemento: 'Primeira exigência.' },
          { codigo: 'IPAS136', complemento: 'Segunda exigência.' },
        ],
      },
    ]);
    const { byNumber } = await readAll(path);
    const ours = byNumber('912345680');
    expect(ours.despachos[0]!.elementos).toEqual({
      textoSobrestamento: 'Processo: 823129900 (MÓDULO E-SECURITY)',
      processosBloqueantes: ['823129900'],
    });
    expect(ours.despachos.map((item) => [item.codigo, item.textoComplementar])).toEqual([
      ['IPAS142', null],
      ['IPAS136', 'Primeira exigência.'],
      ['IPAS136', 'Segunda exigência.'],
    ]);
  });

  it('refuses a zip without the XML and broken XML', async () => {
    const empty = join(dir, 'vazio.zip');
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from('nada'), 'leia.txt');
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    writeFileSync(empty, Buffer.concat(chunks));
    await expect(
      readRpiZip(
        empty,
        () => {},
        () => {},
      ),
    ).rejects.toBeInstanceOf(RpiFormatError);
    const notZip = join(dir, 'texto.zip');
    writeFileSync(notZip, 'isto não é um zip');
    await expect(
      readRpiZip(
        notZip,
        () => {},
        () => {},
      ),
    ).rejects.toBeInstanceOf(RpiFormatError);
  });
});
