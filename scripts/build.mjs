#!/usr/bin/env node
// `npm run build [-- <app> ...] [-- --stale]`: production builds of all six
// apps (or the named ones), at most 2 at a time (STOREFRONT_BUILD_CONCURRENCY).
// `--stale` builds only apps whose dist is missing or older than their inputs.
import apps from './lib/apps.cjs';
import { buildApps, staleReason } from './lib/build-apps.mjs';

const args = process.argv.slice(2);
const onlyStale = args.includes('--stale');
const named = args.filter((arg) => !arg.startsWith('--'));
let list = named.length ? named.map(apps.appByDir) : [...apps.APPS];
if (onlyStale) {
  list = list.filter((app) => {
    const reason = staleReason(app);
    console.log(`${app.dir}: ${reason ? `stale (${reason})` : 'fresh, reused'}`);
    return reason !== null;
  });
}

const started = Date.now();
const results = await buildApps(list);
const failed = results.filter((result) => !result.ok);
console.log(`built ${results.length - failed.length}/${results.length} apps in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failed.length) {
  console.error(`failed: ${failed.map((result) => result.app).join(', ')}`);
  process.exit(1);
}
