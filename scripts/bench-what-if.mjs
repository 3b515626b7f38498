#!/usr/bin/env node
// `npm run bench:what-if [-- --runs 3 --path /home]`: what Lighthouse's mobile score would say if the first view
// were different, before anyone builds it. Lighthouse does not time the page it loads: it replays the requests
// and main-thread tasks it recorded through its model of a phone (Lantern: 150 ms round trips, 1.6 Mbps, the
// CPU 4x slower). So a recorded load can be audited again with its network log edited: a file smaller, some
// requests gone. This command gathers N mobile loads of the page (`lighthouse -G`, against the production builds,
// a first visit with a stored location and grocery, as bench:web), audits each as recorded and under each
// scenario below (`lighthouse -A` on an edited copy), and prints the medians, written into docs/performance.md
// between the `bench:what-if` markers.
//
// What it cannot say: a scenario only edits the network log, so the main thread's tasks stay as recorded (fewer
// bytes of a script, the same time to run it) and a request dropped still has its script's tasks, now without
// waiting for its bytes. Each row is the model's answer for that change, not a measurement of a build.
// It starts the e2e servers (ports 3300–3305 and 4300, stop `npm test` first); run `npm run build` first.
// The scenarios edit requests by origin (a header remote's files), so the servers send each remote's files from its
// own origin, not joined in one response of the shell's (FEDERATION_SCRIPTS=off, scripts/lib/static-server.cjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appUrl, SHELL_URL, startAll, stopAll } from '../e2e/support/servers.ts';
import { LIGHTHOUSE, median, runLighthouse, withLocatedBrowser } from './lib/lighthouse.mjs';
import { writeBenchTable } from './lib/performance-doc.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const RUNS = Number(option('runs', '3'));
const PATHNAME = option('path', '/home');

/** The origins of the remotes the header shows (cart, profile menu, location button). */
const HEADER_ORIGINS = ['mf-cart', 'mf-account', 'mf-location'].map((dir) => new URL(appUrl(dir)).origin);
/** The audits the score is made of: gathering and auditing only these keeps an audit to seconds. */
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
const ONLY_METRICS = `--only-audits=${METRICS.join(',')}`;
const isScript = (url) => /\.js(\?|$)/.test(url);
const isSharedPackages = (url) => /\/first-view-packages\.[\w]+\.js$/.test(url);
const isHeaderRemote = (url) => HEADER_ORIGINS.includes(new URL(url).origin);

/**
 * The scenarios: which requests leave the log (`drop`) and which are sent with fewer bytes (`scale`).
 * @type {{ name: string, drop?: (request: { url: string, method: string }) => boolean, scale?: [(url: string) => boolean, number] }[]}
 */
const SCENARIOS = [
  { name: 'as recorded' },
  { name: 'no CORS preflights (the API on the page’s origin)', drop: ({ method }) => method === 'OPTIONS' },
  { name: 'shared packages (`first-view-packages`) 30 % smaller', scale: [isSharedPackages, 0.7] },
  { name: 'shared packages 60 % smaller', scale: [isSharedPackages, 0.4] },
  { name: 'the header’s remotes off the first view (cart, profile menu, location)', drop: ({ url }) => isHeaderRemote(url) },
  {
    name: 'the header’s remotes off and shared packages 60 % smaller',
    drop: ({ url }) => isHeaderRemote(url),
    scale: [isSharedPackages, 0.4],
  },
  { name: 'every script at 1 % of its bytes (JavaScript for free on the network)', scale: [isScript, 0.01] },
];

/**
 * A copy of a gathered run with its network log edited for a scenario.
 * @param {string} source @param {string} target @param {(typeof SCENARIOS)[number]} scenario
 */
function editedCopy(source, target, { drop, scale }) {
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(source, target, { recursive: true });
  const file = path.join(target, 'defaultPass.devtoolslog.json');
  const log = JSON.parse(fs.readFileSync(file, 'utf8'));
  /** @type {Map<string, { url: string, method: string }>} */
  const requests = new Map();
  for (const event of log) {
    if (event.method === 'Network.requestWillBeSent') requests.set(event.params.requestId, event.params.request);
  }
  const edited = [];
  for (const event of log) {
    const request = event.params?.requestId ? requests.get(event.params.requestId) : undefined;
    if (request && drop?.(request)) continue;
    if (request && scale?.[0](request.url)) {
      const factor = scale[1];
      if (event.method === 'Network.loadingFinished') event.params.encodedDataLength = Math.round(event.params.encodedDataLength * factor);
      if (event.method === 'Network.dataReceived') {
        event.params.encodedDataLength = Math.round(event.params.encodedDataLength * factor);
        event.params.dataLength = Math.round(event.params.dataLength * factor);
      }
    }
    edited.push(event);
  }
  fs.writeFileSync(file, JSON.stringify(edited));
}

async function whatIf() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-what-if-'));
  try {
    const gathered = await withLocatedBrowser(async ({ clearCache }) => {
      const dirs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const dir = path.join(workDir, `run-${run}`);
        await clearCache();
        await runLighthouse(`${SHELL_URL}${PATHNAME}`, [`-G=${dir}`, ONLY_METRICS]);
        console.log(`gathered run ${run + 1} of ${PATHNAME}`);
        dirs.push(dir);
      }
      return dirs;
    });
    const rows = [];
    for (const [index, scenario] of SCENARIOS.entries()) {
      const results = [];
      for (const dir of gathered) {
        const copy = `${dir}-scenario-${index}`;
        editedCopy(dir, copy, scenario);
        results.push(await runLighthouse(`${SHELL_URL}${PATHNAME}`, [`-A=${copy}`, ONLY_METRICS]));
      }
      const row = { name: scenario.name, lcps: results.map((result) => result.lcp) };
      for (const key of ['score', 'lcp', 'tbt']) row[key] = median(results.map((result) => result[key]));
      console.log(`${scenario.name}: ${JSON.stringify(row)}`);
      rows.push(row);
    }
    return rows;
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

function table(rows) {
  const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;
  const lines = [
    `Lighthouse ${LIGHTHOUSE.split('@')[1]} mobile, \`${PATHNAME}\`, ${RUNS} recorded loads each audited as recorded and under each scenario (median; LCP of each load), production builds, ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| Scenario (the network log edited) | Score | LCP | LCP of each load | TBT |',
    '|---|---|---|---|---|',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.name} | ${row.score} | ${ms(row.lcp)} | ${row.lcps.map((lcp) => Math.round(lcp).toLocaleString('en')).join(' · ')} | ${ms(row.tbt)} |`,
    );
  }
  return lines.join('\n');
}

process.env.FEDERATION_SCRIPTS = 'off';
await startAll();
let rows;
try {
  rows = await whatIf();
} finally {
  await stopAll();
}
const text = table(rows);
console.log(`\n${text}`);
writeBenchTable('what-if', text);
