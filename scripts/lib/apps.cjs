'use strict';

const path = require('node:path');

/** The repository root. */
const ROOT = path.resolve(__dirname, '..', '..');

/**
 * @typedef {object} App
 * @property {string} dir folder under the root, also the compose service and the kebab-case alias
 * @property {string} name Module Federation name
 * @property {number} port local port of its dev server and static server (inside containers: 80)
 * @property {boolean} isHost
 */

/**
 * The deployable front ends. scripts/__tests__/repo.test.cjs checks that this
 * list agrees with each app's federation.config.cjs, webpack.config.cjs,
 * package.json `start` script, docker-compose.yml and runtime-config.json.
 * @type {readonly App[]}
 */
const APPS = Object.freeze([
  { dir: 'shell', name: 'shell', port: 3000, isHost: true },
  { dir: 'mf-catalogue', name: 'mf_catalogue', port: 3001, isHost: false },
  { dir: 'mf-cart', name: 'mf_cart', port: 3002, isHost: false },
  { dir: 'mf-account', name: 'mf_account', port: 3003, isHost: false },
  { dir: 'mf-location', name: 'mf_location', port: 3004, isHost: false },
  { dir: 'mf-parcel', name: 'mf_parcel', port: 3005, isHost: false },
]);

const API_PORT = 4000;

/** Packages with a Jest project, in the order `npm test` runs them. */
const JEST_PACKAGES = Object.freeze(['shared/contract', 'shared/domain', 'shared/platform', 'shared/testing', ...APPS.map((app) => app.dir)]);

/** @param {string} dir @returns {App} */
function appByDir(dir) {
  const app = APPS.find((candidate) => candidate.dir === dir || candidate.name === dir);
  if (!app) throw new Error(`unknown app "${dir}"; one of: ${APPS.map((a) => a.dir).join(', ')}`);
  return app;
}

module.exports = { ROOT, APPS, API_PORT, JEST_PACKAGES, appByDir };
