#!/usr/bin/env node
// `npm run measure:first-view`: loads `/` and `/home` in Chromium against the
// production builds (run `npm run build` first) with a stored location and
// module, and prints what the first view downloads as JavaScript: gzip KB,
// JS files, copies of the Module Federation run time and of each singleton,
// and each remote's own code. It runs the budgets spec
// (e2e/tests/budgets.spec.ts, which starts the servers on the e2e ports
// 3300–3305 and 4300) and prints the numbers even when a budget fails; the
// exit code is the spec's.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const E2E = path.join(ROOT, 'e2e');
const REPORT_FILE = path.join(E2E, 'test-results', 'first-view.json');
const PLAYWRIGHT_CLI = path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');

fs.rmSync(REPORT_FILE, { force: true });
const run = spawnSync(process.execPath, [PLAYWRIGHT_CLI, 'test', 'tests/budgets.spec.ts', '--reporter=line'], {
  cwd: E2E,
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (!fs.existsSync(REPORT_FILE)) {
  console.error('no measurement was written; see the Playwright output above');
  process.exit(run.status || 1);
}

/** @type {{ budgets: typeof import('../e2e/tests/budgets.spec').BUDGETS, views: Record<string, import('../e2e/tests/budgets.spec').FirstViewReport> }} */
const { budgets, views } = JSON.parse(fs.readFileSync(REPORT_FILE, 'utf8'));
const list = Object.values(views);
const maxCopies = (/** @type {Record<string, number>} */ copies) => Math.max(0, ...Object.values(copies));
const remoteNames = Object.keys(list[0]?.remotes ?? {});

const pageBudgets = Object.entries(budgets.pageJsGzipKb)
  .map(([page, kb]) => `${page} ≤ ${kb} KB`)
  .join(', ');
console.log(`\nFirst view (budgets: ${pageBudgets}, remote own ≤ ${budgets.remoteOwnJsGzipKb} KB gzip)\n`);
console.log('| Measure | ' + list.map((view) => `\`${view.path}\``).join(' | ') + ' |');
console.log('|---|' + list.map(() => '---|').join(''));
console.log('| JS for the first view, KB gzip | ' + list.map((view) => view.jsGzipKb).join(' | ') + ' |');
console.log("| sent (the build's brotli copies), KB | " + list.map((view) => view.jsSentKb).join(' | ') + ' |');
console.log('| JS files | ' + list.map((view) => view.jsFiles).join(' | ') + ' |');
console.log('| copies of the MF run time | ' + list.map((view) => view.runtimeCopies).join(' | ') + ' |');
console.log('| most copies of one singleton | ' + list.map((view) => maxCopies(view.singletonCopies)).join(' | ') + ' |');
for (const remote of remoteNames) {
  console.log(`| ${remote}: own JS, KB gzip | ` + list.map((view) => view.remotes[remote]?.ownJsGzipKb ?? 0).join(' | ') + ' |');
}
for (const view of list) {
  console.log(`\nLargest files of ${view.path}:`);
  for (const file of view.files.slice(0, 10)) console.log(`  ${String(file.gzipKb).padStart(7)} KB  ${file.url}`);
}
process.exit(run.status ?? 1);
