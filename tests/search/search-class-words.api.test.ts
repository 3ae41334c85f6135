import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CLASS_WORD_MIN_HOLDERS } from '../../src/server/marks/class-words';
import type { SearchAnswer } from '../../src/shared/schemas/search';
import { adminSession } from '../support/api/admin';
import { uploadRpi } from '../support/api/inpi';
import { createTestApp } from '../support/api/test-app';
import { smallRpi, type FixtureProcess } from '../support/rpi-fixture';

/**
 * Descriptive words learned from the archive: once the marks of many different holders of a class use a word, it
 * no longer tells one mark of that class from another, and two marks sharing the rest are alike.
 */
const dir = mkdtempSync(join(tmpdir(), 'busca-palavras-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const first = (answer: SearchAnswer) => answer.resultados.find((row) => row.processo === '951000000');
const inClass30 = (marca: string, numero: number, titular: string): FixtureProcess => ({
  numero: String(numero),
  marca,
  classes: [30],
  despachos: [{ codigo: 'IPAS009' }],
  titular,
});

describe('descriptive words learned from the archive', () => {
  it('"Zundavel Mipso" and ZUNDAVEL KERBAL share only ZUNDAVEL until many holders of class 30 use KERBAL and MIPSO', async () => {
    // Each search from its own address: the public search's limit per visitor is not what this test is about.
    const t = await createTestApp({ TRUST_PROXY: '1' });
    let visitor = 0;
    const quiet = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const { token } = await adminSession(t);
      const search = async () =>
        (
          await t.call('GET', `/api/busca?marca=${encodeURIComponent('Zundavel Mipso')}&classe=30`, {
            headers: { 'x-forwarded-for': `198.51.100.${++visitor}` },
          })
        ).body as SearchAnswer;

      expect(
        (
          await uploadRpi(
            t,
            await smallRpi(dir, 2810, '01/10/2024', [
              inClass30('Zundavel Kerbal', 951_000_000, 'Zundavel Alimentos Ltda'),
            ]),
            token,
          )
        ).status,
      ).toBe(201);
      const before = first(await search());
      expect(before?.risco).toBe('baixo');
      expect(before?.motivo).toContain('Só "ZUNDAVEL" em comum');

      // Competitors' marks: each word in the names of more holders than the rule asks.
      const holders = CLASS_WORD_MIN_HOLDERS + 5;
      const competitors = Array.from({ length: holders }, (_, i) => [
        inClass30(`Kerbal Nome${String.fromCharCode(97 + (i % 26))}${i}`, 951_000_100 + i, `Empresa K${i} Ltda`),
        inClass30(`Mipso Outro${String.fromCharCode(97 + (i % 26))}${i}`, 951_000_200 + i, `Empresa M${i} Ltda`),
      ]).flat();
      expect((await uploadRpi(t, await smallRpi(dir, 2811, '08/10/2024', competitors), token)).status).toBe(201);

      // The words are counted again in the background after the upload's answer.
      await vi.waitFor(async () => expect(first(await search())?.risco).toBe('alto'), {
        timeout: 30_000,
        interval: 250,
      });
      expect(first(await search())?.motivo).toContain('Mesmo elemento distintivo, "ZUNDAVEL"');
    } finally {
      quiet.mockRestore();
      await t.close();
    }
  }, 60_000);
});
