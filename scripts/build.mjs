#!/usr/bin/env node
// `npm run build [-- <app> ...]`: production builds of every app in apps.json
// (or the named ones), at most 2 at a time (STOREFRONT_BUILD_CONCURRENCY).
// An app whose inputs are unchanged since its last build is skipped (wireit);
// `--force` rebuilds anyway.
import fs from 'node:fs';
import path from 'node:path';
import apps from './lib/apps.cjs';
import { buildApps } from './lib/commands.mjs';

const args = process.argv.slice(2);
const named = args.filter((arg) => !arg.startsWith('--'));
const list = named.length ? named.map(apps.appByDir) : [...apps.APPS];

// wireit keeps each script's fingerprint in <app>/.wireit; without it the build runs.
if (args.includes('--force')) for (const app of list) fs.rmSync(path.join(apps.ROOT, app.dir, '.wireit'), { recursive: true, force: true });

const started = Date.now();
const failed = await buildApps(list, { logger: 'simple' });
console.log(`${list.length - failed.length}/${list.length} apps built or fresh in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failed.length) {
  console.error(`build failed: ${failed.join(', ')}`);
  process.exit(1);
}
