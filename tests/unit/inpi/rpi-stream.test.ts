import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yazl from 'yazl';
import { afterAll, describe, expect, it } from 'vitest';
import { RpiFormatError } from '../../../src/server/inpi/rpi-format-error';
import { readRpiZip, type RpiProcess } from '../../../src/server/inpi/rpi-stream';
import { smallRpi } from '../../support/rpi-fixture';

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
      },
      { codigo: 'IPAS1054', nome: 'Outro despacho', textoComplementar: 'Texto & mais' },
    ]);
    expect(seen.find((process) => process.numero === '912345679')).toMatchObject({
      classes: [30],
      marca: 'Café Antigo',
    });
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
