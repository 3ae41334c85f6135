import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexRpiIssue } from '../../src/server/search/index-issue';
import { coverage, searchMarks } from '../../src/server/search/viability-search';
import { relatedClasses } from '../../src/server/marks/related-classes';
import { fillerProcesses, writeRpiZip, type FixtureProcess } from '../support/rpi-fixture';
import { labelledPairs } from '../support/inpi/watch-pairs';
import { labelledSearches } from '../support/search/labelled-searches';
import { createTestApp, type TestApp } from '../support/api/test-app';

/**
 * The search's quality, measured on a labelled list: each query names a process and whether a person reviewing a
 * filing would want it flagged (risk alto or médio). Sound-alikes, accents, containment, numbers, other classes
 * and dead marks; plurals, descriptive words, joined words, endings, invented names
 * (tests/support/search/labelled-searches.ts); and the watch's pairs (tests/support/inpi/watch-pairs.ts), the
 * brand searched against the filing, since both are the same judgement. Precision and recall are printed and held
 * above a floor.
 */
interface Entry {
  nome: string;
  classe: number;
  /** Spellings that must still find it in the same class. */
  variants: string[];
}

const corpus: Entry[] = [
  { nome: 'Doce Sertão', classe: 30, variants: ['Dosse Certão', 'Doce Sertao', 'DOCE SERTÃO LTDA'] },
  { nome: 'Kasa Bela', classe: 35, variants: ['Casa Bela', 'Kaza Bela'] },
  { nome: 'Xique Xique', classe: 25, variants: ['Chique Chique', 'Shique Shique'] },
  { nome: 'Fênix Digital', classe: 9, variants: ['Phenix Digital', 'Fenix Digital'] },
  { nome: 'Hotel Solar', classe: 43, variants: ['Otel Solar', 'Hotel Sollar'] },
  { nome: 'Zetta', classe: 5, variants: ['Zeta', 'Seta'] },
  { nome: 'Gelato Mio', classe: 30, variants: ['Jelato Mio', 'Gelatto Mio'] },
  { nome: 'Sabor Mineiro', classe: 43, variants: ['Sabor Minero', 'Sabôr Mineiro'] },
  { nome: 'Wave Surf', classe: 25, variants: ['Vave Surf', 'Wave Surfe'] },
  { nome: 'Yara Cosméticos', classe: 3, variants: ['Iara Cosmeticos', 'Yara'] },
  { nome: 'Pão Quente', classe: 30, variants: ['Padaria Pão Quente', 'Pao Quente'] },
  { nome: 'Trator Forte', classe: 12, variants: ['Trator Forte Comércio Ltda', 'Tratores Forte'] },
  { nome: 'Luna', classe: 25, variants: ['Luna Moda', 'Lunna'] },
  { nome: '7 Belo', classe: 30, variants: ['7 Bello', 'Sete Belo 7'] },
  { nome: 'Studio 54', classe: 41, variants: ['Estúdio 54', '54'] },
  { nome: 'Açaí da Praça', classe: 30, variants: ['Acai da Praca', 'Assaí da Praça'] },
  { nome: 'Pão de Açúcar', classe: 35, variants: ['Pao de Acucar', 'Pão de Assucar'] },
  { nome: 'Coração Valente', classe: 41, variants: ['Coracao Valente', 'Korasão Valente'] },
  { nome: 'Bravo Motors', classe: 12, variants: ['Bravo Motor', 'Brávo Motors'] },
  { nome: 'Quero Mais', classe: 29, variants: ['Kero Mais', 'Quero Mays'] },
  { nome: 'Chama Viva', classe: 11, variants: ['Xama Viva', 'Chamma Viva'] },
  { nome: 'Lótus Spa', classe: 44, variants: ['Lotus Spa', 'Lottus Spa'] },
  { nome: 'Ginga Brasil', classe: 41, variants: ['Jinga', 'Ginga'] },
  { nome: 'Tech4You', classe: 42, variants: ['Tech 4 You', 'Tek4You'] },
  { nome: 'Rei do Gado', classe: 29, variants: ['Rey do Gado', 'Rei do Gadu'] },
  { nome: 'Bella Vista', classe: 36, variants: ['Bela Vista', 'Bella Vista Imóveis'] },
  { nome: 'Cantinho da Vovó', classe: 43, variants: ['Cantinho da Vovo', 'Kantinho da Vovó'] },
  { nome: 'Nova Era Software', classe: 9, variants: ['Nova Hera Software', 'Nova Era'] },
  { nome: 'Ouro Fino', classe: 14, variants: ['Ouro Finno', 'Ouro Fino Joias'] },
  { nome: 'Pé de Moleque', classe: 30, variants: ['Pe de Moleque', 'Pé de Molek'] },
];

/** A class with no affinity to `classe` (phonetic.ts's groups), for the "other class" pairs. */
const unrelatedTo = (classe: number) =>
  [1, 2, 4, 13, 15, 17, 22, 23, 27, 28, 34].find((c) => !relatedClasses(c, classe))!;
/** Names with nothing in common with any of the corpus, asked in each mark's own class. */
const strangers = ['Montanha Azul', 'Girassol Verde', 'Raio Laser', 'Pedra Lisa', 'Vento Norte'];

const processOf = (i: number, kind: 'vivo' | 'outra' | 'morto') =>
  String(700_000_000 + i * 10 + { vivo: 0, outra: 1, morto: 2 }[kind]);

const processes: FixtureProcess[] = corpus.flatMap((entry, i) => [
  { numero: processOf(i, 'vivo'), marca: entry.nome, classes: [entry.classe], despachos: [{ codigo: 'IPAS158' }] },
  {
    numero: processOf(i, 'outra'),
    marca: entry.nome,
    classes: [unrelatedTo(entry.classe)],
    despachos: [{ codigo: 'IPAS009' }],
  },
  // An earlier filing of the same name, archived: it no longer stands in the way.
  { numero: processOf(i, 'morto'), marca: entry.nome, classes: [entry.classe], despachos: [{ codigo: 'IPAS139' }] },
]);

const searchProcess = (i: number) => String(710_000_000 + i);
const watchProcess = (i: number) => String(720_000_000 + i);
processes.push(
  ...labelledSearches.map((entry, i) => ({
    numero: searchProcess(i),
    marca: entry.marca,
    classes: entry.classes,
    despachos: [{ codigo: entry.viva ? 'IPAS158' : 'IPAS139' }],
  })),
  ...labelledPairs.map(([, , filing, classes], i) => ({
    numero: watchProcess(i),
    marca: filing,
    classes,
    despachos: [{ codigo: 'IPAS009' }],
  })),
);

interface Pair {
  query: string;
  classe: number;
  processo: string;
  relevant: boolean;
  kind: string;
}

const pairs: Pair[] = corpus.flatMap((entry, i) => [
  { query: entry.nome, classe: entry.classe, processo: processOf(i, 'vivo'), relevant: true, kind: 'mesmo nome' },
  ...entry.variants.map((query) => ({
    query,
    classe: entry.classe,
    processo: processOf(i, 'vivo'),
    relevant: true,
    kind: 'variação',
  })),
  { query: entry.nome, classe: entry.classe, processo: processOf(i, 'outra'), relevant: false, kind: 'outra classe' },
  { query: entry.nome, classe: entry.classe, processo: processOf(i, 'morto'), relevant: false, kind: 'arquivada' },
  {
    query: strangers[i % strangers.length]!,
    classe: entry.classe,
    processo: processOf(i, 'vivo'),
    relevant: false,
    kind: 'sem relação',
  },
]);

/** Near spellings that mean something else: a reviewer would not flag them. */
const lookalikes: [query: string, nome: string][] = [
  ['Luta', 'Luna'],
  ['Zebra', 'Zetta'],
  ['Ouro Preto', 'Ouro Fino'],
  ['Rei do Bolo', 'Rei do Gado'],
  ['Nova Escola', 'Nova Era Software'],
  ['Bela Flor', 'Kasa Bela'],
];
for (const [query, nome] of lookalikes) {
  const i = corpus.findIndex((entry) => entry.nome === nome);
  pairs.push({ query, classe: corpus[i]!.classe, processo: processOf(i, 'vivo'), relevant: false, kind: 'parecida' });
}

pairs.push(
  ...labelledSearches.map(({ query, classe, relevant, kind }, i) => ({
    query,
    classe,
    processo: searchProcess(i),
    relevant,
    kind,
  })),
  ...labelledPairs.map(([query, classe, , , relevant], i) => ({
    query,
    classe,
    processo: watchProcess(i),
    relevant,
    kind: 'vigilância',
  })),
);

let t: TestApp;
const dir = mkdtempSync(join(tmpdir(), 'busca-qualidade-'));

beforeAll(async () => {
  t = await createTestApp();
  const zip = await writeRpiZip(dir, 2800, '01/10/2024', [...fillerProcesses(3000), ...processes]);
  await indexRpiIssue(t.db, zip, 'acervo');
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the viability search on a labelled list', () => {
  it('finds what matters and leaves out what does not (precision and recall)', async () => {
    expect(pairs.length).toBeGreaterThanOrEqual(200);
    const covered = await coverage(t.db);
    let truePositives = 0;
    let falsePositives = 0;
    let falseNegatives = 0;
    const misses: string[] = [];
    for (const pair of pairs) {
      const answer = await searchMarks(t.db, pair.query, pair.classe, covered);
      const found = answer.resultados.find((row) => row.processo === pair.processo);
      const flagged = found !== undefined && found.risco !== 'baixo';
      if (flagged && pair.relevant) truePositives += 1;
      else if (flagged) falsePositives += 1;
      else if (pair.relevant) falseNegatives += 1;
      if (flagged !== pair.relevant)
        misses.push(
          `${pair.kind}: "${pair.query}" (classe ${pair.classe}) → ${pair.processo} ${found?.risco ?? 'ausente'}`,
        );
    }
    const precision = truePositives / (truePositives + falsePositives);
    const recall = truePositives / (truePositives + falseNegatives);
    console.log(
      `busca: ${pairs.length} pares; precisão ${(precision * 100).toFixed(1)}%, revocação ${(recall * 100).toFixed(1)}%` +
        (misses.length ? `\n  ${misses.join('\n  ')}` : ''),
    );
    expect(precision).toBeGreaterThanOrEqual(0.97);
    expect(recall).toBeGreaterThanOrEqual(0.97);
  });
});
