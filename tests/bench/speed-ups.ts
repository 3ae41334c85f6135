import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newHolder } from '../support/api/people';
import { launchChromium } from '../support/e2e/browser';
import { freePort } from '../support/e2e/server-process';
import { formatCents } from '../../src/shared/money';
import { SPEED_UPS, type SpeedUp } from '../../src/server/speed-ups';
import { benchPostgresDatabase, productionEnv, startBuiltApp } from './support/production-app';
import type { BenchRow } from './support/report';
import { requestsPerSecond } from './support/throughput';

// Each hand-made speed-up against the plain code it replaces, on the same build in the same run: the server started
// with one of them off (SPEED_UPS_OFF, src/server/speed-ups.ts) and the same authenticated call measured, in rounds
// that alternate the variants so a neighbour's load falls on all of them alike. Only ratios within this run count.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Below this gain a speed-up does not clearly earn its place: the rounds of a loaded machine vary that much. */
const CLEAR_GAIN = 1.05;
/** Within the rounds' spread of no change at all. */
const NO_COST = 0.95;

type Variant = SpeedUp | 'nenhum';

const describe: Record<SpeedUp, string> = {
  'leituras-quentes': 'leituras quentes guardadas até a próxima escrita (hot-queries.ts, write-count.ts)',
  tokens: 'tokens já verificados guardados (tokens.ts)',
  'cabecalhos-node': 'cabeçalhos escritos na resposta do Node (answer-headers.ts)',
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each speed-up's gain on one database: the median of the rounds' "with all / without it" ratios. */
interface Gains {
  label: string;
  /** Requests per second with every speed-up on (median of the rounds). */
  all: number;
  bySpeedUp: Map<SpeedUp, { gain: number; ratios: number[] }>;
}

async function serverThroughput(distDir: string, kind: 'pglite' | 'postgres'): Promise<Gains | undefined> {
  const database = kind === 'postgres' ? await benchPostgresDatabase() : undefined;
  if (kind === 'postgres' && !database) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'marcas-bench-speedups-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = productionEnv(dataDir, database?.url);
  const start = (off: Variant) => startBuiltApp(distDir, { ...env, SPEED_UPS_OFF: off === 'nenhum' ? '' : off }, port);
  const variants: Variant[] = ['nenhum', ...SPEED_UPS];
  const rates = new Map<Variant, number[]>(variants.map((variant) => [variant, []]));
  let token = '';
  try {
    for (let round = 0; round < ROUNDS; round++) {
      // Every other round in the opposite order, so a load that grows or fades during a round favours no variant.
      for (const variant of round % 2 ? [...variants].reverse() : variants) {
        const app = await start(variant);
        try {
          if (!token) {
            const answer = await fetch(`${baseUrl}/api/register`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(newHolder()),
            });
            token = ((await answer.json()) as { token: string }).token;
          }
          const rps = await requestsPerSecond(`${baseUrl}/api/marcas/`, { authorization: `Bearer ${token}` });
          rates.get(variant)!.push(rps);
        } finally {
          await app.stop();
        }
      }
    }
  } finally {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const bySpeedUp = new Map<SpeedUp, { gain: number; ratios: number[] }>();
  for (const speedUp of SPEED_UPS) {
    // Each round's own ratio, then their median: a round's load falls on both sides of its ratio.
    const ratios = rates.get('nenhum')!.map((rps, round) => rps / rates.get(speedUp)![round]);
    bySpeedUp.set(speedUp, { gain: median(ratios), ratios });
  }
  return { label: kind === 'pglite' ? 'PGlite' : 'PostgreSQL', all: median(rates.get('nenhum')!), bySpeedUp };
}

/**
 * A speed-up earns its place when it clearly gains on one database and costs nothing on the other: the same code
 * serves both, and which step is the bottleneck differs between them.
 */
function speedUpRows(measured: Gains[]): BenchRow[] {
  return SPEED_UPS.map((speedUp) => {
    const gains = measured.map((database) => database.bySpeedUp.get(speedUp)!.gain);
    return {
      figure: `GET /api/marcas/ com e sem ${describe[speedUp]}`,
      measured: measured
        .map(({ label, bySpeedUp }) => {
          const { gain, ratios } = bySpeedUp.get(speedUp)!;
          return `${label} ${gain.toFixed(2)}× (${ratios.map((ratio) => ratio.toFixed(2)).join(', ')})`;
        })
        .join('; '),
      target: `≥ ${CLEAR_GAIN}× num banco, ≥ ${NO_COST}× no outro`,
      anchor: `com todos: ${measured.map(({ label, all }) => `${label} ${all.toFixed(0)} req/s`).join(', ')}`,
      ok: Math.max(...gains) >= CLEAR_GAIN && Math.min(...gains) >= NO_COST,
    };
  });
}

/**
 * The first price a fresh page writes: `Intl.NumberFormat` loads the locale's data on first use, the hand-written
 * `formatCents` does not. Each sample is a new browser, as a phone opening `/` has nothing loaded yet.
 */
async function firstPriceInAPage(rows: BenchRow[]) {
  const handWritten = `const formatCents = ${formatCents.toString()}; formatCents(99900);`;
  const byIntl = `new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(999);`;
  const timeOf = async (code: string) => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      return await page.evaluate((source) => {
        const started = performance.now();
        (0, eval)(source);
        return performance.now() - started;
      }, `${code}`);
    } finally {
      await browser.close();
    }
  };
  const intl: number[] = [];
  const written: number[] = [];
  for (let round = 0; round < Math.max(5, ROUNDS); round++) {
    intl.push(await timeOf(byIntl));
    written.push(await timeOf(handWritten));
  }
  const ratio = median(intl) / Math.max(median(written), 0.01);
  rows.push({
    figure: 'primeiro preço escrito numa página nova: Intl.NumberFormat / formatCents (money.ts)',
    measured: `${ratio.toFixed(0)}× (${median(intl).toFixed(2)} ms / ${median(written).toFixed(2)} ms)`,
    target: `≥ ${CLEAR_GAIN}×`,
    ok: ratio >= CLEAR_GAIN,
  });
}

export async function benchSpeedUps(distDir: string): Promise<BenchRow[]> {
  const measured = [await serverThroughput(distDir, 'pglite'), await serverThroughput(distDir, 'postgres')];
  const rows = speedUpRows(measured.filter((gains) => gains !== undefined));
  await firstPriceInAPage(rows);
  return rows;
}
