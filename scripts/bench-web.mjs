#!/usr/bin/env node
// `npm run bench:web [-- --runs 3]`: Lighthouse (performance only) on `/` and
// `/home`, mobile and desktop presets, median of N runs (default 3), against
// the production builds (run `npm run build` first) in the system Chromium.
// It starts the e2e servers (ports 3300–3305 and 4300, stop `npm test` first),
// and prints the table and writes it into docs/performance.md between the
// `bench:web` markers.
//
// The visitor has a stored location and module (else `/home` sends them back
// to `/`): Chromium runs with a persistent profile, the session is put in its
// localStorage, Lighthouse attaches to it with --disable-storage-reset, and the
// HTTP cache is cleared before each run so every run is a first visit.
// Lighthouse runs through `npx lighthouse@12.8.2` (the last release for Node
// 20; 13 needs Node 22), so it is not a dependency of the repository.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { API_URL, CHROMIUM, SHELL_URL, startAll, stopAll } from '../e2e/support/servers.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOC = path.join(ROOT, 'docs', 'performance.md');
const LIGHTHOUSE = 'lighthouse@12.8.2';
const PATHS = ['/', '/home'];
const PRESETS = ['mobile', 'desktop'];
const DEBUG_PORT = 9333;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
/** The demo place of the e2e fixtures (Times Square, in the API's Manhattan zone). */
const PLACE = { lat: 40.758, lng: -73.9855, name: 'Times Square, New York' };

/** The session the shell stores once a visitor chose a location and a module. */
async function locatedSession() {
  const zone = await (await fetch(`${API_URL}/api/v1/config/get-zone-id?lat=${PLACE.lat}&lng=${PLACE.lng}`)).json();
  const modules = await (await fetch(`${API_URL}/api/v1/module`, { headers: { zoneid: zone.zone_id } })).json();
  const module = modules.find((candidate) => candidate.module_type === 'grocery') ?? modules[0];
  return {
    zoneid: zone.zone_id,
    location: PLACE.name,
    currentLatLng: JSON.stringify({ lat: PLACE.lat, lng: PLACE.lng }),
    module: JSON.stringify(module),
  };
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * One Lighthouse run on the open browser; returns the performance score and
 * the metrics. Asynchronous: Playwright must keep reading the browser's pipe meanwhile.
 */
async function lighthouse(url, preset) {
  const output = path.join(os.tmpdir(), `storefront-lh-${process.pid}.json`);
  const args = ['--yes', LIGHTHOUSE, url, `--port=${DEBUG_PORT}`, '--disable-storage-reset', '--only-categories=performance'];
  args.push('--output=json', `--output-path=${output}`, '--quiet');
  if (preset === 'desktop') args.push('--preset=desktop');
  const child = spawn('npx', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`lighthouse failed on ${url} (${preset}):\n${stderr}`);
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  fs.rmSync(output, { force: true });
  const metric = (id) => report.audits[id].numericValue;
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcp: metric('first-contentful-paint'),
  };
}

async function bench() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-lh-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', `--remote-debugging-port=${DEBUG_PORT}`, '--disable-background-networking'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${SHELL_URL}/runtime-config.json`);
    const session = await locatedSession();
    await page.evaluate((values) => Object.entries(values).forEach(([key, value]) => localStorage.setItem(key, value)), session);
    const cdp = await context.newCDPSession(page);
    /** @type {{ path: string, preset: string, score: number, lcp: number, tbt: number, cls: number, fcp: number }[]} */
    const rows = [];
    for (const preset of PRESETS) {
      for (const pathname of PATHS) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          await cdp.send('Network.clearBrowserCache');
          runs.push(await lighthouse(`${SHELL_URL}${pathname}`, preset));
          console.log(`${preset} ${pathname} run ${run + 1}: ${JSON.stringify(runs.at(-1))}`);
        }
        const pick = (key) => median(runs.map((result) => result[key]));
        rows.push({ path: pathname, preset, score: pick('score'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), fcp: pick('fcp') });
      }
    }
    return rows;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

function table(rows) {
  const lines = [
    `Lighthouse ${LIGHTHOUSE.split('@')[1]}, performance only, median of ${RUNS} runs, production builds, ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| Preset | Page | Score | LCP | TBT | CLS | FCP |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;
    lines.push(
      `| ${row.preset} | \`${row.path}\` | ${row.score} | ${ms(row.lcp)} | ${ms(row.tbt)} | ${row.cls.toFixed(3)} | ${ms(row.fcp)} |`,
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
const doc = fs.readFileSync(DOC, 'utf8');
const marked = /<!-- bench:web -->[\s\S]*<!-- \/bench:web -->/;
if (marked.test(doc)) {
  fs.writeFileSync(DOC, doc.replace(marked, `<!-- bench:web -->\n\n${text}\n\n<!-- /bench:web -->`));
  console.log(`written to ${path.relative(ROOT, DOC)}`);
}
