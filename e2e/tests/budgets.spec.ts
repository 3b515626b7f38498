/**
 * Performance budgets of the first view, in bytes (deterministic, unlike
 * times): what the browser downloads as JavaScript to show `/` and `/home`
 * to a visitor with a stored location and module, against the production
 * builds. A change that breaks a budget fails here with the numbers.
 *
 * Bytes are each JS response body re-gzipped at level 6, so they do not
 * depend on headers, chunked transfer or the encoding the server chose; what
 * the browser is sent is the build's brotli copy of each file, about 14 %
 * fewer bytes, which this checks too.
 * The measured numbers are also written to test-results/first-view.json,
 * which `node scripts/measure-first-view.mjs` prints as the table of
 * docs/performance.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FIRST_VIEWS, FIRST_VIEW_VIEWPORT, openFirstView, recordScripts, type FirstView, type ScriptLoaded } from '../support/first-view';
import { appUrl, APPS, SHELL_URL } from '../support/servers';
import { locatedSession, useSession, type SpecWindow } from './fixtures';

/**
 * The budgets. The targets of issue 9 are 250 KB and 15 JS files for the
 * page and 40 KB for a remote's own code; where this build does not reach
 * one yet the budget is what it reaches, rounded up a little
 * (docs/performance.md keeps the target and the gap). Lower them as the
 * gap closes; never raise them to let a change through. One exception, said
 * where it happened: the file count went from 30 to 34 when the four module
 * homes landed (their sections' chunk, a module's own sections, the card code
 * they share) while the bytes came down from 560 to 500 KB. Then the chunks
 * the first view always loads together were merged (the shell's shared
 * packages in one file, its workspace code in another; a module home's
 * sections with the code they share; the profile menu with the account's
 * texts): `/` 9 files and 446.6 KB, `/home` 13 files and 480.5 KB, so the
 * file budget is issue 9's target of 15 and the bytes 490 KB. rxjs as a
 * curated list and antd's Drawer, Modal, Input and Result on intent then
 * brought them to 412.5 and 446.9 KB (budget 455 KB); the header menus'
 * Dropdown on intent and the first view's cards as the platform's PlainCard
 * (antd's Card, with Tabs, on intent) to 380.6 and 414.8 KB (budget 423 KB).
 * Then antd's App, Tooltip, Typography, Avatar, Radio, Tag, Alert, Spin, Col
 * and Row left the first view, antd's dependency packages were tree-shaken,
 * ConfigProvider lost the tooltips' UniqueProvider and antd's Arabic and
 * Turkish texts load when used: 297.8 and 332.5 KB (budget 340 KB). The
 * shell's main.js then lost a second, CommonJS copy of the federation's run
 * time: 274.4 and 309.1 KB (budget 315 KB). English texts as keys only,
 * one shared icon base, the curated jotai/utils, remote entries without the
 * hoisted modules nothing runs and the platform's other languages on use:
 * 250.9 and 280.6 KB (budget 286 KB). The remotes then took the shell's
 * bundler run time: 243.4 and 270.5 KB, so each page has its own budget
 * now: `/` holds issue 9's target, 250 KB, and `/home` 276 KB. The home
 * sections below the first screen in a chunk of their own and the header's
 * count without antd's Badge: 240.0 and 264.5 KB, `/home`'s budget 270 KB.
 * Remote entries with only the run time's init, the platform's Skeleton and
 * EmptyState, the shell's page frame, React Router's production build:
 * 226.4 and 249.4 KB, both pages within the issue's 250 KB. Measured since
 * in Lighthouse's desktop window (1350 × 940, FIRST_VIEW_VIEWPORT), where /home
 * shows one more section than in the default 1280 × 720 (250.9 KB there); the
 * footer's content loading when scrolled to and the route builders as a
 * namespace webpack tree-shakes: 224.8 and 248.2 KB. The remotes' scripts in one
 * response of the shell's server (scripts/lib/federation-scripts.cjs): 218.7 and
 * 237.6 KB, the budgets 225 and 245 KB (a remote the response leaves out, its
 * manifest not read in time, comes on its own for about 4 KB more).
 */
export const BUDGETS = {
  /** By path: every first view in FIRST_VIEWS has one. */
  pageJsGzipKb: { '/': 225, '/home': 245 } as Record<string, number>,
  pageJsFiles: 15,
  remoteOwnJsGzipKb: 40,
  runtimeCopies: 1,
  singletonCopies: 1,
};

const SINGLETONS = [
  'react',
  'react-dom',
  'antd',
  'antd-on-intent',
  'antd-icon-base',
  'jotai',
  'jotai/utils',
  'rxjs',
  '@storefront/platform',
  'react-router',
  'swr',
];

/** Shared modules the first view must not load at all: the part of antd only code loaded on intent uses. */
const NOT_IN_FIRST_VIEW = ['antd-on-intent'];

const REPORT_FILE = path.join(__dirname, '..', 'test-results', 'first-view.json');

export interface FirstViewReport {
  path: string;
  jsFiles: number;
  jsGzipKb: number;
  /** what the browser was sent for that JavaScript (the build's brotli copies) */
  jsSentKb: number;
  /** scripts not sent as their build's brotli copy (sirv's `brotli`, the build's CompressionPlugin) */
  notBuildBrotli: { url: string; encoding: string | undefined; encodedBytes: number; bestBrotliBytes?: number }[];
  runtimeCopies: number;
  /** per remote origin: all its JS, and its own (what is not a shared module it provides) */
  remotes: Record<string, { jsGzipKb: number; ownJsGzipKb: number }>;
  /** per singleton: how many providers of it are loaded in the share scope */
  singletonCopies: Record<string, number>;
  files: { url: string; gzipKb: number }[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Files each remote's manifest lists as the shared modules it can provide (not its own code). */
async function sharedFilesByOrigin(page: Page): Promise<Map<string, Set<string>>> {
  const byOrigin = new Map<string, Set<string>>();
  for (const app of APPS) {
    const response = await page.request.get(`${appUrl(app.dir)}/mf-manifest.json`);
    const manifest = (await response.json()) as { shared: { assets: { js: { sync: string[]; async: string[] } } }[] };
    byOrigin.set(appUrl(app.dir), new Set(manifest.shared.flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])));
  }
  return byOrigin;
}

async function singletonCopies(page: Page): Promise<Record<string, number>> {
  return page.evaluate((names) => {
    const scopes = (window as SpecWindow).__FEDERATION__?.__SHARE__ ?? {};
    const copies: Record<string, number> = {};
    for (const name of names) {
      const loaded = new Set<string>();
      for (const scope of Object.values(scopes))
        for (const [version, entry] of Object.entries(scope?.default?.[name] ?? {}))
          if (entry.loaded || entry.loading) loaded.add(`${version} from ${entry.from}`);
      copies[name] = loaded.size;
    }
    return copies;
  }, SINGLETONS);
}

/** Loads one view in a fresh context (empty cache) and measures what it downloaded. */
async function measure(page: Page, view: FirstView): Promise<FirstViewReport> {
  const scriptsLoaded = recordScripts(page, { bestBrotli: true });
  await openFirstView(page, view);
  const scripts = await scriptsLoaded();
  const sharedFiles = await sharedFilesByOrigin(page);
  const remotes: FirstViewReport['remotes'] = {};
  // a response of the remotes' scripts in one counts as the files it holds, each for its remote
  const files = scripts.flatMap((script) => script.parts ?? [script]);
  for (const app of APPS.filter((candidate) => !candidate.isHost)) {
    const origin = appUrl(app.dir);
    const fromOrigin = files.filter((script) => script.url.startsWith(`${origin}/`));
    const own = fromOrigin.filter((script) => !sharedFiles.get(origin)?.has(script.url.slice(origin.length + 1)));
    const sum = (list: Pick<ScriptLoaded, 'gzipBytes'>[]) => kb(list.reduce((total, script) => total + script.gzipBytes, 0));
    remotes[app.dir] = { jsGzipKb: sum(fromOrigin), ownJsGzipKb: sum(own) };
  }
  return {
    path: view.path,
    jsFiles: scripts.length,
    jsGzipKb: kb(scripts.reduce((total, script) => total + script.gzipBytes, 0)),
    jsSentKb: kb(scripts.reduce((total, script) => total + script.encodedBytes, 0)),
    // the build's copy is brotli at its best quality: one made on the fly (quality 4) or gzip is larger
    notBuildBrotli: scripts
      .filter((script) => script.encoding !== 'br' || script.encodedBytes !== script.bestBrotliBytes)
      .map(({ url, encoding, encodedBytes, bestBrotliBytes }) => ({ url, encoding, encodedBytes, bestBrotliBytes })),
    runtimeCopies: scripts.filter((script) => script.hasRuntime).length,
    remotes,
    singletonCopies: await singletonCopies(page),
    files: scripts
      .map((script) => ({ url: script.url.replace(SHELL_URL, 'shell:'), gzipKb: kb(script.gzipBytes) }))
      .sort((a, b) => b.gzipKb - a.gzipKb),
  };
}

/** Adds one view's numbers to the report file (a failed test restarts the worker, so no in-memory list). */
function record(report: FirstViewReport): void {
  let views: Record<string, FirstViewReport> = {};
  try {
    views = (JSON.parse(fs.readFileSync(REPORT_FILE, 'utf8')) as { views: Record<string, FirstViewReport> }).views;
  } catch {
    // first view of the run
  }
  fs.mkdirSync(path.dirname(REPORT_FILE), { recursive: true });
  fs.writeFileSync(REPORT_FILE, JSON.stringify({ budgets: BUDGETS, views: { ...views, [report.path]: report } }, null, 2));
}

for (const view of FIRST_VIEWS) {
  test(`first view of ${view.path}: JS within budget, one run time, one copy of each singleton`, async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: FIRST_VIEW_VIEWPORT });
    const page = await context.newPage();
    await useSession(page, await locatedSession(request));
    const report = await measure(page, view);
    record(report);
    await context.close();
    const numbers = JSON.stringify({ ...report, files: report.files.slice(0, 12) }, null, 2);

    const budget = BUDGETS.pageJsGzipKb[view.path];
    expect(budget, `a first-view JS budget for ${view.path}`).toBeDefined();
    expect.soft(report.jsGzipKb, `first-view JS of ${view.path} in KB gzip (budget ${budget}):\n${numbers}`).toBeLessThanOrEqual(budget!);
    expect
      .soft(report.jsFiles, `JS files of the first view of ${view.path} (budget ${BUDGETS.pageJsFiles})`)
      .toBeLessThanOrEqual(BUDGETS.pageJsFiles);
    for (const [remote, { ownJsGzipKb }] of Object.entries(report.remotes)) {
      expect.soft(ownJsGzipKb, `${remote}'s own first-view JS on ${view.path}, KB gzip`).toBeLessThanOrEqual(BUDGETS.remoteOwnJsGzipKb);
    }
    expect.soft(report.notBuildBrotli, `first-view scripts of ${view.path} not sent as the build's brotli copy`).toEqual([]);
    expect
      .soft(report.runtimeCopies, `copies of the Module Federation run time on ${view.path}:\n${numbers}`)
      .toBeLessThanOrEqual(BUDGETS.runtimeCopies);
    for (const [name, copies] of Object.entries(report.singletonCopies)) {
      expect.soft(copies, `copies of ${name} on ${view.path}`).toBeLessThanOrEqual(BUDGETS.singletonCopies);
    }
    for (const name of NOT_IN_FIRST_VIEW) {
      expect
        .soft(report.singletonCopies[name], `${name} loaded in the first view of ${view.path}: code of the first view imports from it`)
        .toBe(0);
    }
  });
}
