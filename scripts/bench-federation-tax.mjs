#!/usr/bin/env node
// `npm run bench:federation-tax [-- --runs 5] [-- --no-build]`: what composing
// the site with Module Federation costs the first view (issue 9 §6b). It builds
// the same site as one bundle (`STOREFRONT_ONE_BUNDLE=1`: the shell with every
// remote bundled in, no federation, into shell/dist-one-bundle; see
// scripts/webpack/create-webpack-config.cjs) and loads `/` and `/home` from it
// and from the composed production builds (run `npm run build` first), as a
// visitor with a stored location and module, in the system Chromium with
// Playwright:
//
// - first-view JS: every JS response re-gzipped at level 6 and counted, as
//   e2e/tests/budgets.spec.ts does, measured in the unthrottled loads;
// - LCP (and FCP): the last `largest-contentful-paint` entry once the view is
//   on screen and the network idle, in two profiles: `desktop` (1350×940, no
//   throttling) and `mobile` (412×823, Lighthouse's mobile throttling applied
//   by the DevTools protocol: 562.5 ms per request, 1.47 Mbit/s down, 4× CPU).
//
// Each run loads both variants one after the other (order alternating), each
// load in a fresh context (empty cache); the medians of the runs (default 5)
// and the ratio composed / one bundle are printed and written into
// docs/performance.md between the `bench:federation-tax` markers.
//
// Servers: the API and the remotes as the e2e suite starts them (ports
// 3300–3305 and 4300, or shifted by E2E_PORT_OFFSET, so stop `npm test`
// first); the shell's port serves the composed shell or the one bundle in
// turn (one origin: the API's CORS and the stored session belong to it). The
// one bundle is served with no remotes in its run-time config, so its page
// preloads no manifest and opens no connection to a remote origin.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, request } from '@playwright/test';
import { API_PORT, API_URL, APPS, CHROMIUM, ROOT, SHELL_URL, appUrl, isPortOpen, startApi, stopAll } from '../e2e/support/servers.ts';
import { FIRST_VIEWS as VIEWS, openFirstView, recordScripts } from '../e2e/support/first-view.ts';
import { locatedSession, recordPageErrors, useSession } from '../e2e/tests/fixtures.ts';
import { writeBenchTable } from './lib/performance-doc.mjs';
import webpackConfig from './webpack/create-webpack-config.cjs';

const SHELL = APPS.find((app) => app.isHost);
const REMOTES = APPS.filter((app) => !app.isHost);
const ONE_BUNDLE_ROOT = path.join(ROOT, SHELL.dir, webpackConfig.ONE_BUNDLE_DIST);
const STATIC_SERVER = path.join(ROOT, 'scripts', 'lib', 'static-server.cjs');
const WEBPACK_CLI = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const BUILD = !process.argv.includes('--no-build');
/** Every load with the files it downloaded (git-ignored, like the budgets spec's first-view.json). */
const RAW_FILE = path.join(ROOT, 'e2e', 'test-results', 'federation-tax.json');
/**
 * Lighthouse 12's mobile throttling as DevTools applies it (its `devtools`
 * method: the simulated 150 ms RTT × 3.75 per request, 1.6 Mbit/s × 0.9 down,
 * 750 kbit/s × 0.9 up, CPU 4× slower).
 */
const PROFILES = [
  { name: 'desktop', viewport: { width: 1350, height: 940 } },
  {
    name: 'mobile',
    viewport: { width: 412, height: 823 },
    network: { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 0.9 * 1024) / 8 },
    cpu: 4,
  },
];

const VARIANTS = ['composed', 'one bundle'];

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function buildOneBundle() {
  console.log('building the one bundle (STOREFRONT_ONE_BUNDLE=1) …');
  const result = spawnSync(process.execPath, [WEBPACK_CLI, '--mode', 'production', '--config', 'webpack.config.cjs'], {
    cwd: path.join(ROOT, SHELL.dir),
    env: { ...process.env, NODE_ENV: 'production', STOREFRONT_ONE_BUNDLE: '1' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the one-bundle build failed');
}

async function waitForPort(port, open) {
  const deadline = Date.now() + 15_000;
  while ((await isPortOpen(port)) !== open) {
    if (Date.now() > deadline) throw new Error(`port ${port} did not ${open ? 'open' : 'close'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Copies the builds served (every app's dist and the one bundle) to a folder of
 * the bench's own, so a rebuild in the working tree during the bench (another
 * engineer's `npm run build`) does not change what it measures halfway. Fails
 * when a copied build lacks a file its page or manifest names (copied while
 * it was being written).
 */
function snapshotBuilds() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-federation-tax-'));
  const roots = { 'one bundle': path.join(folder, 'one-bundle') };
  fs.cpSync(ONE_BUNDLE_ROOT, roots['one bundle'], { recursive: true });
  for (const app of APPS) {
    roots[app.dir] = path.join(folder, app.dir);
    fs.cpSync(path.join(ROOT, app.dir, 'dist'), roots[app.dir], { recursive: true });
  }
  for (const [name, root] of Object.entries(roots)) {
    const named = [];
    const page = path.join(root, 'index.html');
    if (fs.existsSync(page)) named.push(...[...fs.readFileSync(page, 'utf8').matchAll(/src="\/([^"]+)"/g)].map((match) => match[1]));
    const manifest = path.join(root, 'mf-manifest.json');
    if (fs.existsSync(manifest)) {
      const { exposes, shared } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      for (const { assets } of [...exposes, ...shared]) named.push(...assets.js.sync, ...assets.js.async);
    }
    const missing = named.filter((file) => !fs.existsSync(path.join(root, file)));
    if (!named.length || missing.length)
      throw new Error(`the build of ${name} is incomplete (${missing.join(', ') || 'no page, no manifest'}); rebuild it`);
  }
  return { folder, roots };
}

/** Serves a build folder on a port, in a process of its own like the e2e servers; resolves to its stop. */
async function serveFolder(root, port, env) {
  const script = `require(${JSON.stringify(STATIC_SERVER)}).startStaticServer({ root: ${JSON.stringify(root)}, port: ${port} })`;
  const child = spawn(process.execPath, ['-e', script], { env: { ...env, PORT: String(port) }, stdio: 'inherit' });
  await waitForPort(port, true);
  return async () => {
    child.kill('SIGTERM');
    await waitForPort(port, false);
  };
}

/** The environment without any run-time config override, plus the given ones. */
function staticEnv(overrides) {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (/^(REMOTE_[A-Z0-9_]+_URL|REMOTES_JSON|API_URL|MAPS_API_KEY)$/.test(key)) delete env[key];
  return { ...env, ...overrides };
}

/** The run-time config of each variant's shell page: the composed one names the remotes of this run, the one bundle none. */
const SHELL_ENV = {
  composed: staticEnv({
    API_URL,
    REMOTES_JSON: JSON.stringify(Object.fromEntries(REMOTES.map((app) => [app.name, `${appUrl(app.dir)}/mf-manifest.json`]))),
  }),
  'one bundle': staticEnv({ API_URL, REMOTES_JSON: '{}' }),
};

/** What the shell's port serves now. */
let serving = /** @type {{ variant: string, stop: () => Promise<void> } | undefined} */ (undefined);

/** Serves the variant's shell (composed: the shell's build; one bundle: the one bundle) on the shell's port. */
async function serve(variant, roots) {
  if (serving?.variant === variant) return;
  await serving?.stop();
  serving = undefined;
  serving = {
    variant,
    stop: await serveFolder(variant === 'composed' ? roots[SHELL.dir] : roots['one bundle'], SHELL.port, SHELL_ENV[variant]),
  };
}

/**
 * One load of a view in a fresh context: the JS it downloaded, its LCP and FCP,
 * the element of the LCP, the headings on screen (to check that both variants
 * show the same view) and any uncaught page error.
 */
async function load(browser, session, view, profile) {
  const context = await browser.newContext({ viewport: profile.viewport, baseURL: SHELL_URL });
  const page = await context.newPage();
  await useSession(page, session);
  const errors = recordPageErrors(page);
  if (profile.network) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', profile.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  }
  const scriptsLoaded = recordScripts(page);
  await openFirstView(page, view, 90_000);
  const paints = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          const element = last?.element;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
          const source = last?.url ? ` ${new URL(last.url).pathname.split('/').pop()}` : '';
          const text = element?.textContent?.trim() ? ` "${element.textContent.trim().slice(0, 40)}"` : '';
          // an element no longer in the page: the shell's static first paint (`/`'s first words), which the app replaced
          const what = element ? `${element.tagName.toLowerCase()}${source}${text}` : '(replaced: the static first paint)';
          resolve({ lcp: last?.startTime ?? null, fcp, element: what });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const headings = await page.getByRole('heading').allInnerTexts();
  const loaded = await scriptsLoaded();
  await context.close();
  return {
    ...paints,
    jsFiles: loaded.length,
    jsGzipBytes: loaded.reduce((total, script) => total + script.gzipBytes, 0),
    runtimeCopies: loaded.filter((script) => script.hasRuntime).length,
    files: loaded.map((script) => ({ url: script.url.replace(SHELL_URL, 'shell:'), gzipKb: Math.round(script.gzipBytes / 102.4) / 10 })),
    headings: headings.map((text) => text.trim()).filter(Boolean),
    errors,
  };
}

async function bench(roots) {
  const loadBefore = os.loadavg()[0];
  const api = await request.newContext();
  const session = await locatedSession(api);
  await api.dispose();
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  const chromiumVersion = browser.version();
  /** @type {Map<string, object[]>} key `${variant} ${profile} ${path}` → runs */
  const results = new Map();
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const order = run % 2 ? [...VARIANTS].reverse() : VARIANTS;
      for (const variant of order) {
        await serve(variant, roots);
        for (const profile of PROFILES) {
          for (const view of VIEWS) {
            const key = `${variant}|${profile.name}|${view.path}`;
            const result = await load(browser, session, view, profile);
            results.set(key, [...(results.get(key) ?? []), result]);
            const { headings: _headings, files: _files, ...shown } = result;
            console.log(`run ${run + 1} ${key}: ${JSON.stringify(shown)}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  fs.mkdirSync(path.dirname(RAW_FILE), { recursive: true });
  fs.writeFileSync(RAW_FILE, JSON.stringify(Object.fromEntries(results), null, 1));
  return { results, chromiumVersion, load: [loadBefore, os.loadavg()[0]] };
}

/** The medians of each variant, profile and view, and what differs between the variants' pages. */
function summarize({ results, chromiumVersion, load }) {
  const rows = [];
  const warnings = [];
  for (const profile of PROFILES) {
    for (const view of VIEWS) {
      const [composed, oneBundle] = VARIANTS.map((variant) => results.get(`${variant}|${profile.name}|${view.path}`));
      const medians = (runs) => {
        const pick = (key) => median(runs.map((result) => result[key]));
        return { bytes: pick('jsGzipBytes'), files: pick('jsFiles'), lcp: pick('lcp'), fcp: pick('fcp') };
      };
      rows.push({
        profile: profile.name,
        path: view.path,
        composed: medians(composed),
        oneBundle: medians(oneBundle),
        lcpElement: { composed: composed[0].element, oneBundle: oneBundle[0].element },
      });
      const shown = (runs) => new Set(runs.flatMap((result) => result.headings));
      const [a, b] = [shown(composed), shown(oneBundle)];
      const onlyComposed = [...a].filter((text) => !b.has(text));
      const onlyOne = [...b].filter((text) => !a.has(text));
      if (onlyComposed.length || onlyOne.length) {
        warnings.push(
          `${profile.name} ${view.path}: headings only composed ${JSON.stringify(onlyComposed)}, only one bundle ${JSON.stringify(onlyOne)}`,
        );
      }
      for (const [variant, runs] of [
        ['composed', composed],
        ['one bundle', oneBundle],
      ]) {
        const errors = runs.flatMap((result) => result.errors);
        if (errors.length) warnings.push(`${variant} ${profile.name} ${view.path}: page errors ${JSON.stringify(errors)}`);
      }
      if (oneBundle.some((result) => result.runtimeCopies > 0)) warnings.push(`one bundle ${view.path}: loads the federation run time`);
    }
  }
  return { rows, warnings, chromiumVersion, load };
}

function table({ rows, chromiumVersion, load }) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;
  const ratio = (a, b) => (a / b).toFixed(2);
  const lines = [
    `Median of ${RUNS} runs, production builds, Chromium ${chromiumVersion}, ${new Date().toISOString().slice(0, 10)}, load average ${load.map((value) => value.toFixed(1)).join(' → ')} (${os.cpus().length} cores).`,
    '',
    '| Page | JS gzip: composed / one bundle / ratio | JS files: composed / one bundle | LCP desktop: composed / one bundle / ratio | LCP mobile: composed / one bundle / ratio |',
    '|---|---|---|---|---|',
  ];
  const second = [
    '| Page | FCP desktop: composed / one bundle | FCP mobile: composed / one bundle | LCP element (composed; one bundle) |',
    '|---|---|---|---|',
  ];
  for (const view of VIEWS) {
    const [desktop, mobile] = PROFILES.map((profile) => rows.find((row) => row.profile === profile.name && row.path === view.path));
    const lcp = (row) => `${ms(row.composed.lcp)} / ${ms(row.oneBundle.lcp)} / **${ratio(row.composed.lcp, row.oneBundle.lcp)}**`;
    const fcp = (row) => `${ms(row.composed.fcp)} / ${ms(row.oneBundle.fcp)}`;
    const bytes = `${kb(desktop.composed.bytes)} / ${kb(desktop.oneBundle.bytes)} / **${ratio(desktop.composed.bytes, desktop.oneBundle.bytes)}**`;
    lines.push(
      `| \`${view.path}\` | ${bytes} | ${desktop.composed.files} / ${desktop.oneBundle.files} | ${lcp(desktop)} | ${lcp(mobile)} |`,
    );
    second.push(
      `| \`${view.path}\` | ${fcp(desktop)} | ${fcp(mobile)} | ${desktop.lcpElement.composed}; ${desktop.lcpElement.oneBundle} |`,
    );
  }
  lines.push('', ...second);
  return lines.join('\n');
}

if (BUILD) buildOneBundle();
if (!fs.existsSync(path.join(ONE_BUNDLE_ROOT, 'index.html'))) throw new Error(`${path.relative(ROOT, ONE_BUNDLE_ROOT)} holds no build`);
const busy = [];
for (const port of [API_PORT, ...APPS.map((app) => app.port)]) if (await isPortOpen(port)) busy.push(port);
if (busy.length)
  throw new Error(`ports already in use: ${busy.join(', ')}; stop what runs there (npm test?) or set another E2E_PORT_OFFSET`);
const { folder, roots } = snapshotBuilds();
const stops = [];
let summary;
try {
  await stopAll(); // forgets a previous run's servers and database at this offset
  await startApi();
  for (const app of REMOTES) stops.push(await serveFolder(roots[app.dir], app.port, staticEnv({})));
  summary = summarize(await bench(roots));
} finally {
  await serving?.stop();
  await Promise.all(stops.map((stop) => stop()));
  await stopAll();
  fs.rmSync(folder, { recursive: true, force: true });
}
const text = table(summary);
console.log(`\n${text}`);
for (const warning of summary.warnings) console.warn(`WARNING ${warning}`);
writeBenchTable('federation-tax', text);
