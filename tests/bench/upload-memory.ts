import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { marcas } from '../../src/server/db/schema';
import { newHolder } from '../support/api/people';
import { freePort } from '../support/e2e/server-process';
import { JPEG, PNG, pdfOfSize } from '../support/documents/samples';
import { npmStartCommand, startNode, type Running } from './support/processes';
import type { BenchRow } from './support/report';

const UPLOADS = 20;
const MB = 1024 * 1024;
/** The largest file a customer may send (MAX_UPLOAD_BYTES), less room for the form around it. */
const FILE_BYTES = 10 * MB - 64 * 1024;
/** After the burst: how long the idle server is watched while it gives memory back. */
const SETTLE_MS = 15_000;

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm start`'s variables on the compiled server itself (start.mjs would first build the web app when it is absent). */
async function startServer(distDir: string, env: NodeJS.ProcessEnv, port: number) {
  const npmStart = npmStartCommand();
  return startNode(
    [join(distDir, 'server', 'main.js')],
    { ...env, ...npmStart.env, DIST_DIR: distDir, PORT: String(port), HOST: '127.0.0.1', PAYMENT_PROVIDER: 'sandbox' },
    `http://127.0.0.1:${port}/api/config`,
  );
}

/** The lowest RSS seen over `ms`: what the idle process holds once the allocator has had its moment. */
async function idleRss(app: Running, ms: number) {
  let lowest = app.rssMb();
  for (const end = Date.now() + ms; Date.now() < end;) {
    await settle(500);
    lowest = Math.min(lowest, app.rssMb());
  }
  return lowest;
}

/**
 * Memory during and after a burst of uploads: 20 document uploads of a 10 MB PDF each (with a small logo and photo),
 * all at once, to one paid brand request on the built server (`npm start`'s variables, embedded database); the idle
 * RSS before and after, and the peak between. Targets: back within 100 MB of the idle baseline (before: ~700 MB above
 * it, ops/collect-after-uploads.ts), and a peak at most 200 MB above it (before: ~650 MB, every upload's body,
 * parsed form and checks alive at once; now the bodies wait on disk for a turn, ops/upload-turns.ts).
 */
export async function benchUploadMemory(distDir: string): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marcas-bench-upload-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, UPLOAD_QUOTA_MB: '1000' };
  delete env.DATABASE_URL;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let app: Running | undefined;
  try {
    // First run: a customer and their brand request, then the request is marked paid while the server is stopped.
    app = await startServer(distDir, env, port);
    const registered = await fetch(`${baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newHolder()),
    });
    const { token, marcaID } = (await registered.json()) as { token: string; marcaID: number };
    await app.stop();
    const handle = await openDatabase({ dataDir });
    await handle.db.update(marcas).set({ statusPagamento: 'Pago' }).where(eq(marcas.id, marcaID));
    await handle.close();

    app = await startServer(distDir, env, port);
    const pdf = await pdfOfSize(FILE_BYTES);
    const form = () => {
      const body = new FormData();
      body.append('logo', new File([PNG as Uint8Array<ArrayBuffer>], 'logo.png', { type: 'image/png' }));
      body.append(
        'comprovanteRes',
        new File([pdf as Uint8Array<ArrayBuffer>], 'conta.pdf', { type: 'application/pdf' }),
      );
      body.append('docFoto', new File([JPEG as Uint8Array<ArrayBuffer>], 'rg.jpeg', { type: 'image/jpeg' }));
      return body;
    };
    // The first upload loads pdf-lib and the checks: part of the baseline, as on any server that served one.
    const upload = async () => {
      const answer = await fetch(`${baseUrl}/api/${marcaID}/documentos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form(),
      });
      if (answer.status !== 200) throw new Error(`envio respondeu ${answer.status}: ${await answer.text()}`);
    };
    await upload();
    const before = await idleRss(app, 5000);

    // All at once, as a burst: every body arrives together, and waits on disk for its turn to be checked.
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, app!.rssMb())), 100);
    try {
      await Promise.all(Array.from({ length: UPLOADS }, upload));
    } finally {
      clearInterval(sampler);
    }
    const after = await idleRss(app, SETTLE_MS);

    const growth = after - before;
    const burst = peak - before;
    console.log(
      `envios: RSS parado ${before.toFixed(0)} MB antes, pico ${peak.toFixed(0)} MB, ${after.toFixed(0)} MB depois`,
    );
    return [
      {
        figure: `RSS parado depois de ${UPLOADS} envios de 10 MB, acima do de antes (PGlite)`,
        measured: `${growth.toFixed(0)} MB (${before.toFixed(0)} → ${after.toFixed(0)} MB; pico ${peak.toFixed(0)} MB)`,
        target: '≤ 100 MB',
        ok: growth <= 100,
      },
      {
        figure: `Pico de RSS durante ${UPLOADS} envios simultâneos de 10 MB, acima do parado (PGlite)`,
        measured: `${burst.toFixed(0)} MB (pico ${peak.toFixed(0)} MB)`,
        target: '≤ 200 MB',
        ok: burst <= 200,
      },
    ];
  } finally {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
