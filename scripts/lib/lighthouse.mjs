// What the Lighthouse benches share (bench-web.mjs, bench-what-if.mjs): the system Chromium with a visitor who
// has a stored location and module (else `/home` sends them back to `/`), and Lighthouse run through
// `npx lighthouse@12.8.2` (the last release for Node 20; 13 needs Node 22), so it is not a dependency.
//
// Chromium runs with a persistent profile, the session is put in its localStorage, Lighthouse attaches to it
// with --disable-storage-reset, and the caller clears the HTTP cache before each run (`clearCache`), so every run
// is a first visit. The e2e servers must be running (startAll in e2e/support/servers.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, request } from '@playwright/test';
import { API_URL, CHROMIUM, SHELL_URL } from '../../e2e/support/servers.ts';
import { locatedSession, storedSession } from '../../e2e/tests/fixtures.ts';

export const LIGHTHOUSE = 'lighthouse@12.8.2';
const DEBUG_PORT = 9333;

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Runs `use` with the located visitor's browser open for Lighthouse; `clearCache` empties its HTTP cache.
 * @template T
 * @param {(browser: { clearCache: () => Promise<void> }) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withLocatedBrowser(use) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-lh-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', `--remote-debugging-port=${DEBUG_PORT}`, '--disable-background-networking'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${SHELL_URL}/runtime-config.json`);
    // the e2e fixtures' session (the demo place, grocery), written where Lighthouse's own tab will read it
    const api = await request.newContext({ baseURL: API_URL });
    const entries = storedSession(await locatedSession(api));
    await api.dispose();
    await page.evaluate((values) => Object.entries(values).forEach(([key, value]) => localStorage.setItem(key, value)), entries);
    // a visitor who has been on the site: the shell has written the session's first-screen cookie (the server renders
    // /home's first screen for it, shell/src/app/first-screen.ts), as any page of the site does
    await page.goto(`${SHELL_URL}/home`, { waitUntil: 'networkidle' });
    await page.goto(`${SHELL_URL}/runtime-config.json`);
    const cdp = await context.newCDPSession(page);
    return await use({ clearCache: async () => void (await cdp.send('Network.clearBrowserCache')) });
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Runs Lighthouse (performance only, the mobile preset unless `args` say otherwise). With a page `url` it loads
 * that page in the open browser; with `-A=<dir>` among `args` it audits what an earlier `-G=<dir>` run gathered.
 * Asynchronous: Playwright must keep reading the browser's pipe meanwhile.
 * @param {string} url
 * @param {string[]} [args]
 */
export async function runLighthouse(url, args = []) {
  const output = path.join(os.tmpdir(), `storefront-lh-${process.pid}.json`);
  const all = ['--yes', LIGHTHOUSE, url, `--port=${DEBUG_PORT}`, '--disable-storage-reset', '--only-categories=performance'];
  all.push('--output=json', `--output-path=${output}`, '--quiet', ...args);
  const child = spawn('npx', all, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`lighthouse failed on ${url} (${args.join(' ')}):\n${stderr}`);
  if (!fs.existsSync(output)) return null; // -G gathers only
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  fs.rmSync(output, { force: true });
  const metric = (id) => report.audits[id].numericValue;
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcp: metric('first-contentful-paint'),
    // not in the score since Lighthouse 10, but how long a phone waits before the page answers a tap (null when a run
    // audits only some metrics, as bench:what-if's do)
    tti: report.audits.interactive?.numericValue ?? null,
    // Lighthouse's own reading of the host's CPU (BenchmarkIndex); below 1000 it warns that the host is slower than
    // the 4x slowdown of the mobile preset assumes, which inflates TBT (its docs/throttling.md, "CPU throttling")
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
  };
}
