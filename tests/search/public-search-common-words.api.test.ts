import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nationalIssues, nationalMarks } from '../../src/server/db/schema';
import { markKeys } from '../../src/server/search/mark-keys';
import { createTestApp, type TestApp } from '../support/api/test-app';

/**
 * A word in nearly every name of the archive, once the table's statistics know it: the search reads such a word's
 * matches in the table's order instead of gathering them from the index, and still answers as before.
 */
let t: TestApp;
const COMMON = 600;
const row = (processo: string, nome: string, classes: number[]) => {
  const keys = markKeys(nome);
  return {
    processo,
    nome,
    classes,
    titulares: `Titular de ${nome}`,
    situacao: 'registrado',
    primeiraRpi: 2700,
    ultimaRpi: 2700,
    ultimaData: '2024-12-01',
    nomeNormalizado: keys.nomeNormalizado,
    chaveFonetica: keys.chaveFonetica,
    elementos: keys.elementos,
  };
};

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  await t.db
    .insert(nationalMarks)
    .values([
      row('920000000', 'Sertão', [30]),
      ...Array.from({ length: COMMON }, (_, i) => row(String(920_000_001 + i), `Sertão Comércio ${i + 1}`, [35])),
    ]);
  await t.db
    .insert(nationalIssues)
    .values({ numero: 2700, data: '2024-12-01', processos: COMMON + 1, origem: 'acervo' });
  // What the weekly import leaves behind: statistics that name the archive's most common words.
  await t.db.execute(sql`ANALYZE national_marks`);
}, 60_000);
afterAll(() => t.close(), 30_000);

describe('a word in nearly every name', () => {
  it('answers the same name first and the marks sharing the word after it', async () => {
    const { status, body } = await t.call('GET', '/api/busca?marca=Sert%C3%A3o&classe=30', {
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.resultados[0]).toMatchObject({ processo: '920000000', nome: 'Sertão', risco: 'alto' });
    const sharing = body.resultados.filter((result: { nome: string }) => result.nome.startsWith('Sertão Comércio'));
    expect(sharing.length).toBeGreaterThan(10);
  }, 60_000);
});
