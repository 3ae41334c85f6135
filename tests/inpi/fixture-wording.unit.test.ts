import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { despachoCodes } from '../../src/server/inpi/despacho-codes';
import { processXml } from '../support/rpi-fixture';

const realDir = join(import.meta.dirname, '../fixtures/rpi');
const printed = (xml: string) =>
  [...xml.matchAll(/<despacho codigo="([^"]+)" nome="([^"]+)"/g)].map(([, codigo, nome]) => [codigo!, nome!] as const);

describe("the RPI fixtures speak the INPI's wording", () => {
  it('names every code of the real excerpts as the table does, or the table says how the RPI printed it then', () => {
    const real = readdirSync(realDir)
      .filter((file) => file.endsWith('.xml'))
      .flatMap((file) => printed(readFileSync(join(realDir, file), 'utf8')));
    expect(real.length).toBeGreaterThanOrEqual(8);
    for (const [codigo, nome] of real) {
      const entry = despachoCodes[codigo];
      expect(entry, codigo).toBeDefined();
      if (entry!.nomeOficial !== nome) expect(entry!.fonte, `${codigo}: "${nome}"`).toContain(`"${nome}"`);
    }
  });

  it('prints the official name of each code in the generated issues, IPAS237 and IPAS238 included', () => {
    for (const [codigo, entry] of Object.entries(despachoCodes)) {
      const xml = processXml({ numero: '900000001', despachos: [{ codigo }] });
      expect(printed(xml), codigo).toEqual([[codigo, entry.nomeOficial.replace(/"/g, '&quot;')]]);
    }
    const appeal = processXml({ numero: '900000002', despachos: [{ codigo: 'IPAS237' }, { codigo: 'IPAS238' }] });
    expect(printed(appeal)).toEqual([
      ['IPAS237', 'Recurso provido (decisão reformada para: Deferimento)'],
      ['IPAS238', 'Recurso provido (decisão reformada para: Deferimento parcial)'],
    ]);
  });
});
