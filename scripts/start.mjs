#!/usr/bin/env node
// `npm start`: builds what is missing or stale (at most 2 at a time), then
// serves the production build of the shell on :3000 and each remote on its own
// origin (:3001–:3005), with the reference API on :4000 (embedded PGlite,
// seeded on first start; DATABASE_URL switches to PostgreSQL). Ctrl-C stops all.
import path from 'node:path';
import apps from './lib/apps.cjs';
import { buildApps, staleReason } from './lib/build-apps.mjs';
import { busyPorts, spawnApi, stopService, waitForPort } from './lib/processes.mjs';
import staticServer from './lib/static-server.cjs';

const { ROOT, APPS, API_PORT } = apps;

const busy = await busyPorts([API_PORT, ...APPS.map((app) => app.port)]);
if (busy.length) {
  console.error(`Ports already in use: ${busy.join(', ')}. Stop whatever runs there (another npm start or npm run dev?) and retry.`);
  process.exit(1);
}

const stale = APPS.filter((app) => {
  const reason = staleReason(app);
  if (reason) console.log(`${app.dir}: needs a build (${reason})`);
  return reason !== null;
});
if (stale.length) {
  const started = Date.now();
  const results = await buildApps(stale);
  console.log(`builds finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const failed = results.filter((result) => !result.ok);
  if (failed.length) {
    console.error(`build failed: ${failed.map((result) => result.app).join(', ')}`);
    process.exit(1);
  }
} else {
  console.log('all builds are fresh');
}

const api = spawnApi();
let stopping = false;
api.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`api exited (${signal ?? code}); stopping`);
  void shutdown(1);
});

const servers = await Promise.all(
  APPS.map((app) => staticServer.startStaticServer({ root: path.join(ROOT, app.dir, 'dist'), port: app.port })),
);

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping…');
  await Promise.all([...servers.map(staticServer.stopServer), stopService(api)]);
  process.exit(code);
}
process.once('SIGINT', () => void shutdown(0));
process.once('SIGTERM', () => void shutdown(0));

const apiUp = await waitForPort(API_PORT, 180_000, () => stopping);
if (!apiUp) {
  if (!stopping) {
    console.error(`the API did not listen on :${API_PORT} within 3 minutes`);
    await shutdown(1);
  }
} else {
  console.log('');
  console.log(`  storefront   http://localhost:${APPS[0].port}`);
  for (const app of APPS.slice(1)) console.log(`  ${app.dir.padEnd(12)} http://localhost:${app.port}/mf-manifest.json`);
  console.log(`  api          http://localhost:${API_PORT}/api/v1`);
  console.log('\nCtrl-C stops everything.');
}
