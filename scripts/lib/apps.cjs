'use strict';

const fs = require('node:fs');
const path = require('node:path');

/** The repository root. */
const ROOT = path.resolve(__dirname, '..', '..');

/**
 * @typedef {object} App
 * @property {string} dir folder under the root, also the compose service and the kebab-case alias
 * @property {string} name Module Federation name
 * @property {number} port local port of its dev server and static server (inside containers: 80)
 * @property {'host' | 'remote'} role
 * @property {boolean} isHost
 */

/**
 * The one list of deployables, `apps.json` at the root. Everything that names
 * an app or its port derives from it: webpack (port, host or remote), the
 * static and dev servers, the e2e servers, the lint zones, the Docker image,
 * and the generated files (scripts/lib/generated-files.cjs).
 */
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps.json'), 'utf8'));

/** @type {readonly App[]} */
const APPS = Object.freeze(manifest.apps.map((app) => Object.freeze({ ...app, isHost: app.role === 'host' })));
const hosts = APPS.filter((app) => app.isHost);
if (hosts.length !== 1) throw new Error('apps.json must list exactly one app with "role": "host"');
/** @type {App} */
const HOST = hosts[0];
const REMOTES = APPS.filter((app) => !app.isHost);

/** @type {number} */
const API_PORT = manifest.api.port;
const API_URL = `http://localhost:${API_PORT}`;

/** Packages with a Jest project, in the order `npm test` runs them. */
const JEST_PACKAGES = Object.freeze([
  'shared/contract',
  'shared/domain',
  'shared/platform',
  'shared/testing',
  ...APPS.map((app) => app.dir),
]);

/**
 * @param {string} dirOrName folder (`mf-cart`) or federation name (`mf_cart`)
 * @returns {App}
 */
function appByDir(dirOrName) {
  const app = APPS.find((candidate) => candidate.dir === dirOrName || candidate.name === dirOrName);
  if (!app) throw new Error(`unknown app "${dirOrName}"; one of: ${APPS.map((a) => a.dir).join(', ')} (apps.json)`);
  return app;
}

/** @param {App} app @param {number} [port] */
const localOrigin = (app, port = app.port) => `http://localhost:${port}`;

/** Where the shell finds a remote by default: its manifest on its local port. */
const manifestUrl = (app, port = app.port) => `${localOrigin(app, port)}/mf-manifest.json`;

/** `REMOTE_MF_CART_URL` for mf_cart: the variable that overrides one remote in the shell's runtime config. */
const remoteUrlVar = (app) => `REMOTE_${app.name.toUpperCase()}_URL`;

/** Every front-end origin the API must allow (its CORS_ORIGINS). */
const frontendOrigins = (offset = 0) => APPS.map((app) => localOrigin(app, app.port + offset)).join(',');

module.exports = {
  ROOT,
  APPS,
  HOST,
  REMOTES,
  API_PORT,
  API_URL,
  JEST_PACKAGES,
  appByDir,
  localOrigin,
  manifestUrl,
  remoteUrlVar,
  frontendOrigins,
};
