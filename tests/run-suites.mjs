// `npm test`: the browser suite and the others as two Vitest runs side by side. Vitest runs a project whose files
// must not overlap (e2e: one server, one browser at a time) only after every other project, and the browser suite
// leaves almost a core idle while it waits on pages; side by side, a whole run took 11.5 min instead of 13.7 (issue #14).
// Arguments (a file, a -t filter, --project ...) go to one ordinary Vitest run instead.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitest = [fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url)), 'run'];
const SUMMARY = /^tests: (\d+) passed, (\d+) failed, (\d+) skipped$/;

function run(args, { live }) {
  // Colours as Vitest would show them on this terminal; none in a CI log.
  const env = { ...process.env, ...(process.stdout.isTTY && { FORCE_COLOR: '1' }) };
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
  for (const [passed, failed, skipped] of counts) console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(code);
}

const runs = [run(['--project', 'e2e'], { live: true }), run(['--project', 'unit', '--project', 'machines', '--project', 'api*'], { live: false })];
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => runs.forEach(({ child }) => child.kill(signal)));
const results = await Promise.all(runs.map(({ done }) => done));
const total = [0, 0, 0];
for (const { code, counts } of results) {
  for (const summary of counts) summary.forEach((value, index) => (total[index] += value));
  // A run that failed before counting any failure (a crash, a broken setup) still fails the whole.
  if (code !== 0 && !counts.some(([, failed]) => failed > 0)) total[1] += 1;
}
console.log(`\ntests: ${total[0]} passed, ${total[1]} failed, ${total[2]} skipped`);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
