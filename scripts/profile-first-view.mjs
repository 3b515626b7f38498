#!/usr/bin/env node
// `npm run profile:first-view [-- --path /home --runs 3 --slowdown 4]`: where the main thread's time goes while the
// first view starts, on a phone-sized window with the CPU slowed down as Lighthouse's mobile preset assumes.
// For each run it prints the long tasks (over 50 ms, as the browser reports them) and what they add up to over
// 50 ms (what total blocking time counts), then, for the last run, the scripts and the functions that took the
// most time of their own, and writes its CPU profile to e2e/test-results/first-view-<n>.cpuprofile (Chromium's
// DevTools open it: Performance, "Load profile").
//
// Run it after `npm run build`; with the apps built by `STOREFRONT_PROFILE=1 npm run build` (and `npm run build`
// after, for production again: the variable is in wireit's cache key) the production code keeps its function
// names, so the functions read (React's renderWithHooks, antd's useStyleRegister, a component's name). It starts
// the e2e servers (stop `npm test` first), and the visitor has a stored location and grocery module (the e2e
// fixtures' session). The machine is shared: compare runs made
// together, and more than one of each.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, request } from '@playwright/test';
import { CHROMIUM, ROOT, SHELL_URL, startAll, stopAll } from '../e2e/support/servers.ts';
import { locatedSession, useSession } from '../e2e/tests/fixtures.ts';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const PATHNAME = option('path', '/home');
const RUNS = Number(option('runs', '3'));
const SLOWDOWN = Number(option('slowdown', '4'));
const OUT = path.join(ROOT, 'e2e', 'test-results');
/** One page load: its long tasks ([start, duration] in ms) and its CPU profile. */
async function profileOnce(browser, session) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await useSession(page, session);
    await page.addInitScript(() => {
      globalThis.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) globalThis.__longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await cdp.send('Profiler.start');
    await page.goto(`${SHELL_URL}${PATHNAME}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    return { longTasks: await page.evaluate(() => globalThis.__longTasks), profile };
  } finally {
    await context.close();
  }
}

/** Self time (ms) by script and by function of a CPU profile. */
function selfTimes(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000));
  const byScript = new Map();
  const byFunction = new Map();
  for (const [id, ms] of self) {
    const { functionName, url, lineNumber, columnNumber } = nodes.get(id).callFrame;
    const script = url ? new URL(url).pathname.split('/').pop() : functionName;
    const name = url ? `${functionName || '(anonymous)'} ${script}:${lineNumber + 1}:${columnNumber + 1}` : functionName;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  return { byScript, byFunction };
}

const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`)
    .join('\n');

await startAll();
try {
  const api = await request.newContext();
  const session = await locatedSession(api);
  await api.dispose();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  fs.mkdirSync(OUT, { recursive: true });
  let last;
  for (let run = 1; run <= RUNS; run += 1) {
    last = await profileOnce(browser, session);
    const blocking = last.longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    const tasks = last.longTasks.map(([start, duration]) => `${duration} ms at ${start}`).join(', ');
    console.log(`run ${run}: long tasks ${tasks || 'none'}; over 50 ms: ${blocking} ms`);
    fs.writeFileSync(path.join(OUT, `first-view-${run}.cpuprofile`), JSON.stringify(last.profile));
  }
  await browser.close();
  const { byScript, byFunction } = selfTimes(last.profile);
  console.log(`\n${PATHNAME} at ${SLOWDOWN}x, run ${RUNS}: self time by script\n${top(byScript, 12)}`);
  console.log(`\nself time by function\n${top(byFunction, 30)}`);
} finally {
  await stopAll();
}
