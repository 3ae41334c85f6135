// `npm test`: the browser suite in two lanes and the other suites, three Vitest runs side by side. Vitest runs a
// project whose files must not overlap (e2e: one server, one browser at a time) only after every other project,
// and one browser lane leaves much of two cores idle while it waits on pages. Each browser lane has its own
// server and data folder (its own global setup), on one build made here first.
// Arguments (a file, a -t filter, --project ...) go to one ordinary Vitest run instead.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keepBuild, keptBuild } from './support/e2e/kept-build.mjs';
import { DIST_DIR_VARIABLE, writeBuildStatus } from './support/processes/server-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitest = [fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url)), 'run'];
const SUMMARY = /^tests: (\d+) passed, (\d+) failed, (\d+) skipped$/;

function run(args, { live, env: extraEnv = {} }) {
  // Colours as Vitest would show them on this terminal; none in a CI log.
  const env = { ...process.env, ...(process.stdout.isTTY && { FORCE_COLOR: '1' }), ...extraEnv };
  const child = spawn(process.execPath, [...vitest, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env });
  const held = [];
  const counts = [];
  let partial = '';
  const take = (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop();
    for (const line of lines) {
      // Each run's own summary line is added up into the one this script prints last.
      const summary = SUMMARY.exec(line.trim());
      if (summary) counts.push(summary.slice(1).map(Number));
      else if (live) process.stdout.write(`${line}\n`);
      else held.push(line);
    }
  };
  child.stdout.setEncoding('utf8').on('data', take);
  child.stderr.setEncoding('utf8').on('data', take);
  const done = new Promise((resolve) =>
    child.on('close', (code, signal) => {
      take('\n');
      // The second run's report is printed in one piece when it ends, not mixed into the first one's lines.
      if (held.length) process.stdout.write(`${held.join('\n')}\n`);
      resolve({ code: code ?? (signal ? 1 : 0), counts });
    }),
  );
  return { child, done };
}

const extra = process.argv.slice(2);
if (extra.length > 0) {
  const { done } = run(extra, { live: true });
  const { code, counts } = await done;
  for (const [passed, failed, skipped] of counts)
    console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(code);
}

/** The app built once for both browser lanes and the processes suites; its output is shown only if it fails. */
function build(distDir) {
  const child = spawn('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DIST_DIR: distDir },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, done: new Promise((resolve) => child.on('close', (code) => resolve({ code, output }))) };
}

// The browser files dealt into lanes of about equal time, longest first. A browser lane alone keeps about 1.2 cores
// busy (Chromium about half of it): two lanes beside the other suites fill two cores, and a third made the run slower
// (23 min against 21 on the same machine). The seconds are what each file took on its own on two cores; a file not
// listed counts as a short one.
const BROWSER_LANES = 2;
const secondsAlone = {
  'service-request/service-request-machines': 81,
  'accessibility/axe-touch-and-reflow': 72,
  'checkout/checkout-machines': 65,
  'accessibility/accessibility-routes': 60,
  'brand-wizard/brand-wizard-machines': 52,
  'back-office/admin-filing-desk': 51,
  'back-office/admin-back-office': 47,
  'checkout/checkout': 38,
  'service-request/service-journeys': 34,
  'inpi/mark-life': 34,
  'public-site/public-site': 29,
  'accessibility/phone-layout': 29,
  'checkout/lifecycle-boleto': 28,
  'brand-wizard/brand-wizard': 27,
  'customer/rejection-refund': 26,
  'account/account': 23,
  'accessibility/accessibility-promises': 23,
  'inpi/inpi-watch': 20,
};
const SHORT_FILE_SECONDS = 8;
const browserFiles = readdirSync(join(root, 'tests'), { recursive: true })
  .filter((name) => name.endsWith('.e2e.test.ts'))
  .map((name) => ({
    file: `tests/${name}`,
    seconds: secondsAlone[name.replace(/\.e2e\.test\.ts$/, '')] ?? SHORT_FILE_SECONDS,
  }))
  .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
const lanes = Array.from({ length: BROWSER_LANES }, () => ({ files: [], seconds: 0 }));
for (const { file, seconds } of browserFiles) {
  const lane = lanes.reduce((least, candidate) => (candidate.seconds < least.seconds ? candidate : least));
  lane.files.push(file);
  lane.seconds += seconds;
}

// E2E_SKIP_BUILD=1: the build the last browser run kept (tests/support/e2e/kept-build.mjs), not built again.
const skipBuild = process.env.E2E_SKIP_BUILD === '1';
const distDir = skipBuild ? keptBuild() : mkdtempSync(join(tmpdir(), 'marcas-e2e-dist-'));
const children = [];
// The processes suites start the server from this build: they run after the others in that run and wait for the
// status file written here when the build ends, passed or failed (tests/support/processes/server-build.mjs).
const runs = [
  run(['--project', 'unit', '--project', 'machines', '--project', 'api*', '--project', 'processes*'], {
    live: false,
    env: { [DIST_DIR_VARIABLE]: distDir },
  }),
];
children.push(runs[0].child);
const building = skipBuild ? { done: Promise.resolve({ code: 0, output: '' }) } : build(distDir);
if (building.child) children.push(building.child);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((child) => child.kill(signal)));

const built = await building.done;
writeBuildStatus(distDir, { ok: built.code === 0, output: built.output });
if (built.code !== 0) {
  process.stdout.write(`npm run build failed:\n${built.output}\n`);
  runs.push({ done: Promise.resolve({ code: 1, counts: [] }) });
} else {
  for (const [index, { files }] of lanes.entries()) {
    const lane = run(['--project', 'e2e', ...files], { live: index === 0, env: { E2E_DIST_DIR: distDir } });
    children.push(lane.child);
    runs.push(lane);
  }
}
const results = await Promise.all(runs.map(({ done }) => done));
// This run's build is kept for the next E2E_SKIP_BUILD=1 run; a failed one is not.
if (!skipBuild) (built.code === 0 ? keepBuild : (dir) => rmSync(dir, { recursive: true, force: true }))(distDir);
const total = [0, 0, 0];
for (const { code, counts } of results) {
  for (const summary of counts) summary.forEach((value, index) => (total[index] += value));
  // A run that failed before counting any failure (a crash, a broken setup) still fails the whole.
  if (code !== 0 && !counts.some(([, failed]) => failed > 0)) total[1] += 1;
}
console.log(`\ntests: ${total[0]} passed, ${total[1]} failed, ${total[2]} skipped`);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
