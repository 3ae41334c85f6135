import { benchApi } from './api-throughput';
import { benchLandingTransfer } from './landing-transfer';
import { benchLighthouse } from './lighthouse';
import { buildOnce, startBuiltServer } from './support/built-app';
import { printRows, type BenchRow } from './support/report';

// `npm run bench`: every figure the issues name, against its target, with the anchors measured in the same run.
const build = buildOnce();
const rows: BenchRow[] = [];
try {
  const app = await startBuiltServer(build.distDir);
  try {
    rows.push(...(await benchLandingTransfer(app.baseUrl)));
    rows.push(...(await benchLighthouse(app.baseUrl)));
  } finally {
    await app.stop();
  }
  rows.push(...(await benchApi(build.distDir)));
} finally {
  build.remove();
}
printRows('npm run bench', rows);
const missed = rows.filter((row) => !row.ok).length;
console.log(`\n${rows.length - missed} de ${rows.length} figuras dentro da meta.`);
