#!/usr/bin/env node
// The public surface of @storefront/platform, checked against its committed
// API report (shared/platform/platform.api.md, made by API Extractor).
//   node scripts/check-platform-api.mjs           fails when the surface changed
//   node scripts/check-platform-api.mjs --update  records the new surface, if the
//                                                 package version was bumped enough
// Removing or changing an export needs a major version, adding one a minor
// version (docs/architecture.md, "Changing the platform").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { Extractor, ExtractorConfig } = require('@microsoft/api-extractor');
const { compareSurfaces, isBumpEnough } = require('./lib/api-surface.cjs');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PLATFORM = path.join(ROOT, 'shared', 'platform');
const REPORT = path.join(PLATFORM, 'platform.api.md');
const RECORDED_VERSION = path.join(PLATFORM, 'platform.api.version');
const update = process.argv.includes('--update');

const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(PLATFORM, 'tsconfig.api.json')], {
  stdio: 'inherit',
});
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

const config = ExtractorConfig.loadFileAndPrepare(path.join(PLATFORM, 'api-extractor.json'));
const result = Extractor.invoke(config, { localBuild: false, showVerboseMessages: false, messageCallback: quietSameReport });
const current = fs.readFileSync(config.reportTempFilePath, 'utf8');
const committed = fs.existsSync(REPORT) ? fs.readFileSync(REPORT, 'utf8') : '';
const version = JSON.parse(fs.readFileSync(path.join(PLATFORM, 'package.json'), 'utf8')).version;
const recorded = fs.existsSync(RECORDED_VERSION) ? fs.readFileSync(RECORDED_VERSION, 'utf8').trim() : '0.0.0';
const { removed, added, needs } = compareSurfaces(committed, current);

if (!result.succeeded && !result.apiReportChanged) {
  console.error('API Extractor failed; see the messages above.');
  process.exit(1);
}
if (needs === 'none' && committed === current) {
  console.log(`@storefront/platform ${version}: the public surface matches platform.api.md (recorded at ${recorded}).`);
  process.exit(0);
}

const listing = (title, blocks) => (blocks.length ? `\n${title}:\n${blocks.map((b) => `  ${b.split('\n')[0]}`).join('\n')}` : '');
// The first report records the surface as it is: there is nothing to break yet.
const enough = committed === '' || isBumpEnough(needs, recorded, version);
if (update && enough) {
  fs.writeFileSync(REPORT, current);
  fs.writeFileSync(RECORDED_VERSION, `${version}\n`);
  console.log(
    `Recorded the surface of @storefront/platform ${version}.${listing('removed or changed', removed)}${listing('added', added)}`,
  );
  process.exit(0);
}
console.error(
  `The public surface of @storefront/platform changed (${needs === 'none' ? 'formatting only' : `needs a ${needs} version`}).` +
    listing('removed or changed', removed) +
    listing('added', added) +
    `\nThe report was taken at ${recorded}; package.json says ${version}.` +
    (enough
      ? '\nRecord it: node scripts/check-platform-api.mjs --update, and commit platform.api.md.'
      : `\nBump the ${needs} version of shared/platform/package.json (and the apps' ^ ranges on a major), then run node scripts/check-platform-api.mjs --update.`),
);
process.exit(1);

/** API Extractor's own "report changed" warning is replaced by the message above. */
function quietSameReport(message) {
  if (/^console-api-report/.test(message.messageId)) message.handled = true;
}
