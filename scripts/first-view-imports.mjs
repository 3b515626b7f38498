#!/usr/bin/env node
// `node scripts/first-view-imports.mjs [first-view.json]`: which source modules
// the first view runs, and what they import from antd (and from the on-intent
// antd part). Needs each app built with STOREFRONT_CHUNK_MODULES=1 (it writes
// <app>/node_modules/.cache/chunk-modules.json) and a run of the budgets spec
// (e2e/tests/budgets.spec.ts, which writes e2e/test-results/first-view.json)
// with the same E2E_PORT_OFFSET as this command (default 300).
// This is how the antd components were split between the first-view part
// (`antd`) and the part loaded on intent (docs/performance.md).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const apps = require('./lib/apps.cjs');
const { importedNames } = require('./__tests__/curated-imports.cjs');

const offset = Number(process.env.E2E_PORT_OFFSET ?? 300);
const host = apps.HOST;
const reportFile = process.argv[2] ?? path.join(apps.ROOT, 'e2e', 'test-results', 'first-view.json');
const { views } = JSON.parse(fs.readFileSync(reportFile, 'utf8'));

/** @type {Map<number, { dir: string, files: Record<string, string[]> }>} */
const byPort = new Map();
for (const app of apps.APPS) {
  const file = path.join(apps.ROOT, app.dir, 'node_modules', '.cache', 'chunk-modules.json');
  if (!fs.existsSync(file)) {
    console.error(`${app.dir}: no chunk-modules.json; build it with STOREFRONT_CHUNK_MODULES=1`);
    continue;
  }
  byPort.set(app.port + offset, { dir: app.dir, files: JSON.parse(fs.readFileSync(file, 'utf8')) });
}

const ANTD_KEYS = ['antd', 'antd-on-intent'];
/** @type {Map<string, Map<string, string[]>>} */
const union = new Map(ANTD_KEYS.map((key) => [key, new Map()]));
for (const view of Object.values(views)) {
  const modules = new Set();
  for (const { url } of view.files) {
    // The report writes the shell's files as `shell:/file.js`.
    const { port, pathname } = url.startsWith('shell:') ? { port: host.port + offset, pathname: url.slice('shell:'.length) } : new URL(url);
    const app = byPort.get(Number(port));
    const held = app?.files[path.posix.basename(pathname)];
    if (!held) {
      console.log(`  (no module list for ${url})`);
      continue;
    }
    for (const module of held) modules.add(module);
  }
  const sources = [...modules].filter((module) => !module.includes('node_modules/') && /\.tsx?$/.test(module));
  console.log(`\n${view.path}: ${modules.size} modules, ${sources.length} of them the apps' own source`);
  for (const key of ANTD_KEYS) {
    const names = importedNames(
      key,
      sources.map((module) => path.join(apps.ROOT, module)),
    );
    for (const [name, files] of names) union.get(key).set(name, [...new Set([...(union.get(key).get(name) ?? []), ...files])]);
    console.log(`  from '${key}': ${[...names.keys()].sort().join(', ') || '(nothing)'}`);
  }
}
console.log('\nantd names the first views import, with the files:');
for (const [name, files] of [...union.get('antd')].sort()) console.log(`  ${name}: ${files.join(', ')}`);
