#!/usr/bin/env node
// `npm run dev`: webpack dev servers (CORS on, history fallback) for every app
// in apps.json on its usual port, plus the API in watch mode.
// `npm run dev -- mf-cart [shell ...]`: dev servers only for the named apps;
// every other app is served from its production build (built first when it
// changed), so one team works on its remote against the others as deployed.
// `--no-api` skips the API (when it already runs elsewhere).
import apps from './lib/apps.cjs';
import { apiCommand, buildApps, devServerCommand, runUntilStopped, staticServerCommand } from './lib/commands.mjs';

const { APPS, API_URL } = apps;

const args = process.argv.slice(2);
const withApi = !args.includes('--no-api');
const named = args.filter((arg) => !arg.startsWith('--')).map(apps.appByDir);
const devApps = named.length ? named : [...APPS];
const builtApps = APPS.filter((app) => !devApps.includes(app));

const failed = await buildApps(builtApps, { logger: 'simple' });
if (failed.length) {
  console.error(`build failed: ${failed.join(', ')}`);
  process.exit(1);
}

console.log('');
for (const app of APPS) {
  const how = devApps.includes(app) ? 'dev server' : 'production build';
  console.log(`  ${app.dir.padEnd(12)} ${apps.localOrigin(app)}  (${how})`);
}
if (withApi) console.log(`  api          ${API_URL}/api/v1  (tsx watch)`);
console.log('\nCtrl-C stops everything.\n');

await runUntilStopped([
  ...(withApi ? [apiCommand({ watch: true })] : []),
  ...devApps.map(devServerCommand),
  ...builtApps.map(staticServerCommand),
]);
