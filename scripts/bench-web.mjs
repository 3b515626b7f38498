#!/usr/bin/env node
// `npm run bench:web [-- --runs 3]`: Lighthouse (performance only) on `/` and
// `/home`, mobile and desktop presets, median of N runs (default 3), against
// the production builds (run `npm run build` first) in the system Chromium.
// It starts the e2e servers (ports 3300–3305 and 4300, stop `npm test` first),
// and prints the table and writes it into docs/performance.md between the
// `bench:web` markers.
//
// The visitor has a stored location and module, and every run is a first
// visit (scripts/lib/lighthouse.mjs, shared with bench:what-if).
//
// `-- --throttling devtools`: the same runs with Lighthouse's devtools
// throttling instead of its simulation: the page loads under a real slow
// network and a 4x slower CPU and the metrics are what happened, not Lantern's
// estimate (docs/performance.md, "Simulated and real throttling"). Slower; its
// table has its own place in the document (`bench:web-devtools`).
import { SHELL_URL, startAll, stopAll } from '../e2e/support/servers.ts';
import { LIGHTHOUSE, median, runLighthouse, withLocatedBrowser } from './lib/lighthouse.mjs';
import { writeBenchTable } from './lib/performance-doc.mjs';

const PATHS = ['/', '/home'];
const PRESETS = ['mobile', 'desktop'];
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const throttlingArg = process.argv.indexOf('--throttling');
const DEVTOOLS = throttlingArg > 0 && process.argv[throttlingArg + 1] === 'devtools';
const THROTTLING = DEVTOOLS ? ['--throttling-method=devtools'] : [];

function bench() {
  return withLocatedBrowser(async ({ clearCache }) => {
    /** @type {{ path: string, preset: string, score: number, lcp: number, tbt: number, cls: number, fcp: number, tti: number, benchmarkIndex: number }[]} */
    const rows = [];
    for (const preset of PRESETS) {
      for (const pathname of PATHS) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          await clearCache();
          runs.push(await runLighthouse(`${SHELL_URL}${pathname}`, [...(preset === 'desktop' ? ['--preset=desktop'] : []), ...THROTTLING]));
          console.log(`${preset} ${pathname} run ${run + 1}: ${JSON.stringify(runs.at(-1))}`);
        }
        const pick = (key) => median(runs.map((result) => result[key]));
        const metrics = ['score', 'lcp', 'tbt', 'cls', 'fcp', 'tti', 'benchmarkIndex'];
        rows.push({ path: pathname, preset, ...Object.fromEntries(metrics.map((key) => [key, pick(key)])) });
      }
    }
    return rows;
  });
}

function table(rows) {
  const lines = [
    `Lighthouse ${LIGHTHOUSE.split('@')[1]}, performance only, median of ${RUNS} runs, production builds, ${new Date().toISOString().slice(0, 10)}` +
      (DEVTOOLS ? ', devtools throttling (measured under a throttled network and CPU, not simulated).' : '.'),
    '',
    "Host index: the host's CPU as Lighthouse reads it at the start of each run (BenchmarkIndex, median); below 1000 it warns",
    'that the host is slower than its mobile preset assumes. Load that comes during a run is not in it.',
    '',
    '| Preset | Page | Score | LCP | TBT | CLS | FCP | TTI | Host index |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;
    lines.push(
      `| ${row.preset} | \`${row.path}\` | ${row.score} | ${ms(row.lcp)} | ${ms(row.tbt)} | ${row.cls.toFixed(3)} | ${ms(row.fcp)} | ${ms(row.tti)} | ${Math.round(row.benchmarkIndex)} |`,
    );
  }
  return lines.join('\n');
}

await startAll();
let rows;
try {
  rows = await bench();
} finally {
  await stopAll();
}
const text = table(rows);
console.log(`\n${text}`);
writeBenchTable(DEVTOOLS ? 'web-devtools' : 'web', text);
