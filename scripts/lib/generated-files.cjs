'use strict';

/**
 * Files written from apps.json by `npm run apps:sync` (scripts/apps.mjs),
 * for the readers that cannot read apps.json themselves: the shell's default
 * run-time config (fetched by the browser) and docker-compose.yml (YAML).
 * scripts/__tests__/apps.test.cjs fails when a committed copy is out of date.
 */

const fs = require('node:fs');
const path = require('node:path');
const yaml = require('js-yaml');
const { ROOT, HOST, REMOTES, API_PORT, API_URL, manifestUrl, remoteUrlVar, frontendOrigins } = require('./apps.cjs');

const GENERATED_NOTE = 'Generated from apps.json by `npm run apps:sync`; edit apps.json, not this file.';

/** The shell's default /runtime-config.json: the local API and every remote's manifest on its port. */
function runtimeConfig() {
  const config = {
    apiUrl: API_URL,
    mapsApiKey: '',
    remotes: Object.fromEntries(REMOTES.map((app) => [app.name, manifestUrl(app)])),
  };
  return JSON.stringify(config, null, 2) + '\n';
}

/**
 * The shell image's defaults, `NAME=value` a line (API_URL, then
 * `REMOTE_MF_CART_URL=http://localhost:3002/mf-manifest.json`, …), read by
 * docker/shell/40-runtime-config.sh for each variable the container is not given.
 */
function shellEnvDefaults() {
  const entries = [['API_URL', API_URL], ...REMOTES.map((app) => [remoteUrlVar(app), manifestUrl(app)])];
  return entries.map(([name, value]) => `${name}=${value}\n`).join('');
}

/** One front end's image: docker/app.Dockerfile, with the host's or a remote's final stage. */
function frontendService(app) {
  const service = {
    build: { context: '.', dockerfile: 'docker/app.Dockerfile', target: app.role, args: { APP: app.dir } },
  };
  if (app.isHost) {
    service.environment = {
      API_URL,
      MAPS_API_KEY: '${MAPS_API_KEY:-}',
      ...Object.fromEntries(REMOTES.map((remote) => [remoteUrlVar(remote), manifestUrl(remote)])),
    };
  }
  service.ports = [`${app.port}:80`];
  if (app.isHost) service.depends_on = ['api'];
  return service;
}

function composeFile() {
  const compose = {
    name: 'storefront',
    services: {
      postgres: {
        image: 'postgres:16-alpine',
        environment: { POSTGRES_USER: 'storefront', POSTGRES_PASSWORD: 'storefront', POSTGRES_DB: 'storefront' },
        volumes: ['pgdata:/var/lib/postgresql/data'],
        healthcheck: { test: ['CMD-SHELL', 'pg_isready -U storefront -d storefront'], interval: '5s', timeout: '3s', retries: 20 },
      },
      api: {
        build: { context: '.', dockerfile: 'api/Dockerfile' },
        environment: {
          PORT: String(API_PORT),
          DATABASE_URL: 'postgres://storefront:storefront@postgres:5432/storefront',
          PUBLIC_URL: API_URL,
          CORS_ORIGINS: frontendOrigins(),
        },
        ports: [`${API_PORT}:${API_PORT}`],
        depends_on: { postgres: { condition: 'service_healthy' } },
      },
      [HOST.dir]: frontendService(HOST),
      ...Object.fromEntries(REMOTES.map((app) => [app.dir, frontendService(app)])),
    },
    volumes: { pgdata: {} },
  };
  const header = [
    `# ${GENERATED_NOTE}`,
    '# One container per deployable, as in production: the shell and each remote',
    '# on its own origin, the API on PostgreSQL. Browser-facing URLs are the',
    "# host's localhost ports; change them (and CORS_ORIGINS) when deploying elsewhere.",
  ];
  // A blank line between top-level keys and between services, as a person would write it.
  const body = yaml
    .dump(compose, { lineWidth: -1, noRefs: true })
    .replace(/\n(?=\S| {2}\S+:\n)/g, '\n\n')
    .replace('services:\n\n', 'services:\n');
  return `${header.join('\n')}\n${body}`;
}

/** Relative path → expected content. */
const GENERATED = {
  [`${HOST.dir}/public/runtime-config.json`]: runtimeConfig,
  'docker-compose.yml': composeFile,
};

/** @returns {{ file: string, expected: string, actual: string | null }[]} */
function generatedFiles() {
  return Object.entries(GENERATED).map(([file, render]) => {
    const absolute = path.join(ROOT, file);
    return { file, expected: render(), actual: fs.existsSync(absolute) ? fs.readFileSync(absolute, 'utf8') : null };
  });
}

/** The generated files whose committed copy differs from what apps.json gives. */
function staleGeneratedFiles() {
  return generatedFiles().filter(({ expected, actual }) => expected !== actual);
}

/** Writes every generated file; returns the ones that changed. */
function writeGeneratedFiles() {
  const stale = staleGeneratedFiles();
  for (const { file, expected } of stale) fs.writeFileSync(path.join(ROOT, file), expected);
  return stale.map(({ file }) => file);
}

module.exports = { runtimeConfig, shellEnvDefaults, composeFile, generatedFiles, staleGeneratedFiles, writeGeneratedFiles };
