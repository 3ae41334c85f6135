import { spawnSync } from 'node:child_process';

// npm run bench: every benchmark, each printing its figures against its target; fails if any misses.
const benches = ['tests/bench/landing-size.ts', 'tests/bench/admin-search.ts'];
let failed = false;
for (const bench of benches) {
  console.log(`\n== ${bench}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', bench], { stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
