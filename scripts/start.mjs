#!/usr/bin/env node
// `npm start`: builds what changed (at most 2 at a time; fresh builds are
// skipped), then serves the production build of every app in apps.json on its
// own origin, with the reference API (embedded PGlite, seeded on first start;
// DATABASE_URL switches to PostgreSQL). Ctrl-C stops all.
import apps from './lib/apps.cjs';
import { apiCommand, buildApps, runUntilStopped, staticServerCommand } from './lib/commands.mjs';

const { APPS, HOST, REMOTES, API_URL } = apps;

const failed = await buildApps(APPS, { logger: 'simple' });
if (failed.length) {
  console.error(`build failed: ${failed.join(', ')}`);
  process.exit(1);
}

console.log('');
console.log(`  storefront   ${apps.localOrigin(HOST)}`);
for (const app of REMOTES) console.log(`  ${app.dir.padEnd(12)} ${apps.manifestUrl(app)}`);
console.log(`  api          ${API_URL}/api/v1 (ready once it logs that it listens)`);
console.log('\nCtrl-C stops everything.\n');

await runUntilStopped([apiCommand(), ...APPS.map(staticServerCommand)]);
