#!/usr/bin/env node
// `npm run dev`: webpack dev servers (CORS on, history fallback) for all six
// apps on their usual ports, plus the API in watch mode.
// `npm run dev -- mf-cart [shell ...]`: dev servers only for the named apps;
// every other app is served from its production build (built first when stale),
// so one team works on its remote against the others as deployed.
// `--no-api` skips the API (when it already runs elsewhere).
import path from 'node:path';
import apps from './lib/apps.cjs';
import { buildApps, staleReason } from './lib/build-apps.mjs';
import { busyPorts, spawnApi, spawnService, stopService } from './lib/processes.mjs';
import staticServer from './lib/static-server.cjs';

const { ROOT, APPS, API_PORT } = apps;
const WEBPACK_CLI = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

const args = process.argv.slice(2);
const withApi = !args.includes('--no-api');
const named = args.filter((arg) => !arg.startsWith('--')).map(apps.appByDir);
const devApps = named.length ? named : [...APPS];
const builtApps = APPS.filter((app) => !devApps.includes(app));

const busy = await busyPorts([...(withApi ? [API_PORT] : []), ...APPS.map((app) => app.port)]);
if (busy.length) {
  console.error(`Ports already in use: ${busy.join(', ')}. Stop whatever runs there and retry.`);
  process.exit(1);
}

const staleBuilt = builtApps.filter((app) => staleReason(app) !== null);
if (staleBuilt.length) {
  console.log(`building the apps served as built: ${staleBuilt.map((app) => app.dir).join(', ')}`);
  const failed = (await buildApps(staleBuilt)).filter((result) => !result.ok);
  if (failed.length) process.exit(1);
}

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
if (withApi) children.push(spawnApi({ watch: true }));
for (const app of devApps) {
  children.push(
    spawnService(app.dir, [process.execPath, WEBPACK_CLI, 'serve', '--mode', 'development', '--config', 'webpack.config.cjs'], {
      cwd: path.join(ROOT, app.dir),
      env: { ...process.env, NODE_ENV: 'development' },
    }),
  );
}
const servers = await Promise.all(
  builtApps.map((app) => staticServer.startStaticServer({ root: path.join(ROOT, app.dir, 'dist'), port: app.port })),
);

console.log('');
for (const app of APPS) {
  const how = devApps.includes(app) ? 'dev server' : 'production build';
  console.log(`  ${app.dir.padEnd(12)} http://localhost:${app.port}  (${how})`);
}
if (withApi) console.log(`  api          http://localhost:${API_PORT}/api/v1  (tsx watch)`);
console.log('\nCtrl-C stops everything.');

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await Promise.all([...servers.map(staticServer.stopServer), ...children.map((child) => stopService(child))]);
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
