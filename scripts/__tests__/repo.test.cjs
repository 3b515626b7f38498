'use strict';

const fs = require('node:fs');
const path = require('node:path');
const yaml = require('js-yaml');
const { ROOT, APPS, API_PORT, remoteUrlVar, manifestUrl } = require('../lib/apps.cjs');
const { SHARED_SINGLETONS, NEVER_SHARED, CURATED } = require('../webpack/shared-deps.cjs');

const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const remotes = APPS.filter((app) => !app.isHost);
const platformMajor = JSON.parse(read('shared/platform/package.json')).version.split('.')[0];

/** The webpack config an app's `webpack --mode production` would use. */
function webpackConfig(app) {
  const factory = require(path.join(ROOT, app.dir, 'webpack.config.cjs'));
  return factory({}, { mode: 'production' });
}

function federationOptions(app) {
  const config = webpackConfig(app);
  const plugin = config.plugins.find((candidate) => candidate.constructor.name === 'ModuleFederationPlugin');
  return { config, options: plugin._options };
}

describe.each(APPS.map((app) => [app.dir, app]))('%s', (_dir, app) => {
  test('federation name and dev-server port are the ones of apps.json', () => {
    const { config, options } = federationOptions(app);
    expect(options.name).toBe(app.name);
    expect(config.devServer.port).toBe(app.port);
    expect(config.output.uniqueName).toBe(app.name);
    const pkg = JSON.parse(read(`${app.dir}/package.json`));
    for (const script of ['dev', 'build', 'start', 'test', 'lint', 'typecheck']) expect(pkg.scripts[script]).toBeDefined();
  });

  test('webpack config and npm start name no port: both find the app in apps.json', () => {
    const pkg = JSON.parse(read(`${app.dir}/package.json`));
    expect(pkg.scripts.start).toBe('node ../scripts/serve-static.mjs');
    const config = read(`${app.dir}/webpack.config.cjs`);
    // The shared factory, given the app's folder and federation config (and, in some apps, its firstViewGroups).
    expect(config).toMatch(
      /module\.exports = createWebpackConfig\(\{\s*appDir: __dirname,\s*federation: require\('\.\/federation\.config\.cjs'\)/,
    );
    expect(config).not.toMatch(/\b\d{4}\b/);
  });

  test('npm run build is wireit over every input of the bundle, with dist/ as output', () => {
    const pkg = JSON.parse(read(`${app.dir}/package.json`));
    expect(pkg.scripts.build).toBe('wireit');
    const build = pkg.wireit.build;
    expect(build.command).toBe('webpack --mode production');
    expect(build.output).toEqual(['dist/**']);
    // webpack's output.clean empties dist, unless STOREFRONT_KEEP_OLD_CHUNKS asks to keep old chunks.
    expect(build.clean).toBe(false);
    for (const input of [
      'src/**',
      'public/**',
      'package.json',
      'webpack.config.cjs',
      'federation.config.cjs',
      '../apps.json',
      '../scripts/webpack/**',
      '../shared/*/src/**',
    ]) {
      expect(build.files).toContain(input);
    }
    // Every variable the webpack config reads is part of wireit's cache key, or a build with it (the profile build,
    // STOREFRONT_PROFILE=1) would be skipped as fresh, and so would the next build without it.
    const webpackDir = path.join(ROOT, 'scripts', 'webpack');
    const readByConfig = fs
      .readdirSync(webpackDir)
      .flatMap((file) =>
        [...fs.readFileSync(path.join(webpackDir, file), 'utf8').matchAll(/process\.env\.(STOREFRONT_\w+)/g)].map((match) => match[1]),
      );
    expect(readByConfig).toEqual(expect.arrayContaining(['STOREFRONT_BUILD_ID', 'STOREFRONT_KEEP_OLD_CHUNKS', 'STOREFRONT_PROFILE']));
    expect(Object.keys(build.env)).toEqual(expect.arrayContaining([...new Set(readByConfig)]));
  });

  test('shares only the singletons, never @ant-design/icons, never eager, with the ranges of package.json', () => {
    const { options } = federationOptions(app);
    const pkg = JSON.parse(read(`${app.dir}/package.json`));
    for (const [key, shared] of Object.entries(options.shared)) {
      expect(SHARED_SINGLETONS).toContain(key);
      expect(NEVER_SHARED).not.toContain(key);
      // A curated key may name the package whose range it requires (antd-on-intent: antd's).
      const { package: packageName, ...curated } = CURATED[key] ?? {};
      expect(shared).toEqual({
        singleton: true,
        requiredVersion: pkg.dependencies[packageName ?? (key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0])],
        ...curated,
      });
    }
    expect(Object.keys(options.shared)).toEqual(
      expect.arrayContaining(['react', 'react-dom', 'antd', 'jotai', 'rxjs', '@storefront/platform']),
    );
    expect(options.shared['@storefront/platform'].requiredVersion).toBe(`^${platformMajor}.0.0`);
    // Bundled, never federated: a remote's rules and types deploy with the remote.
    const firstParty = Object.keys(options.shared).filter((key) => key.startsWith('@storefront/'));
    expect(firstParty).toEqual(['@storefront/platform']);
    expect(options.dts).toBe(false);
    expect(options.manifest).toBe(true);
  });

  test('public path, entry names and the async boundary', () => {
    const { config, options } = federationOptions(app);
    expect(config.output.publicPath).toBe(app.isHost ? '/' : 'auto');
    expect(config.output.chunkFilename).toBe('[name].[contenthash:8].js');
    if (app.isHost) {
      expect(options.remotes).toEqual({});
      expect(options.shareStrategy).toBe('loaded-first');
    } else {
      expect(options.filename).toBe('remoteEntry.js');
      for (const file of Object.values(options.exposes)) expect(file).toMatch(/^\.\/src\/exposes\/[a-z-]+\.tsx$/);
    }
    const index = read(`${app.dir}/src/index.ts`);
    if (app.isHost) {
      // still the async boundary (nothing imported statically); the shell evaluates the platform and derives the
      // theme first, each in a task of its own (issue 9: total blocking time)
      expect(index).not.toMatch(/^\s*import\s[^(]/m);
      expect(index).toContain("import('./bootstrap')");
    } else {
      expect(index.trim()).toBe("import('./bootstrap');");
    }
    expect(fs.existsSync(path.join(ROOT, app.dir, 'public', 'index.html'))).toBe(true);
  });

  test('has no Dockerfile of its own (docker/app.Dockerfile builds every app)', () => {
    expect(fs.existsSync(path.join(ROOT, app.dir, 'Dockerfile'))).toBe(false);
  });
});

describe('docker/app.Dockerfile', () => {
  const dockerfile = read('docker/app.Dockerfile');

  test('builds the app named by ARG APP with its npm run build, after an install shared by all apps', () => {
    expect(dockerfile).toMatch(/^FROM node:20\S* AS build$/m);
    expect(dockerfile).toMatch(/^ARG APP$/m);
    expect(dockerfile.indexOf('npm ci')).toBeLessThan(dockerfile.indexOf('ARG APP'));
    expect(dockerfile).toContain('npm run build --workspace "$APP"');
    // No remote is named outside comments: a new one needs no edit here.
    const instructions = dockerfile.split('\n').filter((line) => !line.startsWith('#'));
    for (const app of remotes) expect(instructions.filter((line) => line.includes(app.dir))).toEqual([]);
  });

  test('serves the build with nginx: a remote stage, and a host stage that writes the runtime config at start', () => {
    expect(dockerfile).toMatch(/^FROM nginx:\S*alpine AS remote$/m);
    expect(dockerfile).toContain('COPY --from=build /repo/${APP}/dist /usr/share/nginx/html');
    expect(dockerfile).toMatch(/^FROM remote AS host$/m);
    expect(dockerfile).toContain('/docker-entrypoint.d/40-runtime-config.sh');
    expect(dockerfile).toContain('node scripts/apps.mjs shell-env > /repo/shell-defaults.env');
    expect(new Set(APPS.map((app) => app.role))).toEqual(new Set(['host', 'remote']));
  });

  test('the host renders its page at start with the config inlined, by the code of the static server', () => {
    const host = dockerfile.slice(dockerfile.search(/^FROM remote AS host$/m));
    expect(host).toMatch(/^RUN apk add --no-cache nodejs$/m);
    expect(host).toContain('COPY scripts/lib/shell-page.cjs /opt/storefront/shell-page.cjs');
    expect(host).toContain('COPY docker/shell/50-shell-page.sh /docker-entrypoint.d/50-shell-page.sh');
    // the template is the page as built (the entrypoint overwrites the served one)
    expect(host).toContain('cp /usr/share/nginx/html/index.html /etc/storefront/index.html');
    // run after 40-runtime-config.sh (the entrypoint runs them in name order), on the files the image sets up
    const script = read('docker/shell/50-shell-page.sh');
    expect(script).toMatch(/^node "\$\{STOREFRONT_SHELL_PAGE_JS:-\/opt\/storefront\/shell-page\.cjs\}"/m);
    expect(script).toContain('${STOREFRONT_PAGE_TEMPLATE:-/etc/storefront/index.html}');
    expect(script).toContain('${STOREFRONT_RUNTIME_CONFIG:-/usr/share/nginx/html/runtime-config.json}');
    expect(script).toContain('${STOREFRONT_PAGE:-/usr/share/nginx/html/index.html}');
    // the static server renders with the same module
    expect(read('scripts/lib/static-server.cjs')).toMatch(/const \{[^}]*\bwithRuntimeConfig\b[^}]*\} = require\('\.\/shell-page\.cjs'\);/);
  });
});

describe('the shell run-time config', () => {
  test('the default file lists every remote manifest at its port and the API', () => {
    const config = JSON.parse(read('shell/public/runtime-config.json'));
    expect(config.apiUrl).toBe(`http://localhost:${API_PORT}`);
    expect(config).toHaveProperty('mapsApiKey');
    expect(config.remotes).toEqual(Object.fromEntries(remotes.map((app) => [app.name, manifestUrl(app)])));
  });
});

describe('docker-compose.yml', () => {
  const compose = yaml.load(read('docker-compose.yml'));
  const services = compose.services;

  test('has exactly the api, postgres, shell and remote services', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'postgres', ...APPS.map((app) => app.dir)].sort());
  });

  test.each(APPS.map((app) => [app.dir, app]))('%s is built from docker/app.Dockerfile and published on its port', (_dir, app) => {
    const service = services[app.dir];
    expect(service.build).toEqual({ context: '.', dockerfile: 'docker/app.Dockerfile', target: app.role, args: { APP: app.dir } });
    expect(service.ports).toEqual([`${app.port}:80`]);
  });

  test("the shell's remote map and API URL come from the environment and match the remotes", () => {
    const env = services.shell.environment;
    expect(env.API_URL).toBe(`http://localhost:${API_PORT}`);
    for (const app of remotes) expect(env[remoteUrlVar(app)]).toBe(manifestUrl(app));
    const remoteVars = Object.keys(env).filter((key) => /^REMOTE_.*_URL$/.test(key));
    expect(remoteVars.sort()).toEqual(remotes.map(remoteUrlVar).sort());
  });

  test('the api runs on PostgreSQL 16 with a healthcheck and allows every front-end origin', () => {
    expect(services.postgres.image).toBe('postgres:16-alpine');
    expect(services.postgres.healthcheck.test.join(' ')).toContain('pg_isready');
    expect(services.postgres.volumes[0]).toMatch(/^pgdata:/);
    expect(services.api.ports).toEqual([`${API_PORT}:${API_PORT}`]);
    expect(services.api.build).toEqual({ context: '.', dockerfile: 'api/Dockerfile' });
    expect(services.api.environment.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(services.api.depends_on.postgres.condition).toBe('service_healthy');
    expect(services.api.environment.CORS_ORIGINS.split(',')).toEqual(APPS.map((app) => `http://localhost:${app.port}`));
  });

  test('the api Dockerfile runs tsx src/server.ts', () => {
    const dockerfile = read('api/Dockerfile');
    expect(dockerfile).toMatch(/^FROM node:20/m);
    expect(dockerfile).toMatch(/CMD \["node", "--import", "tsx", "src\/server\.ts"\]/);
  });
});

describe('operators files', () => {
  test('nginx sends the same cache headers as scripts/lib/static-server.cjs', () => {
    const conf = read('docker/nginx/default.conf');
    expect(conf).toMatch(/remoteEntry\\\.js\|mf-manifest\\\.json\|mf-stats\\\.json\|runtime-config\\\.json[^}]*Cache-Control "no-cache"/s);
    expect(conf).toContain('Cache-Control "public, max-age=31536000, immutable"');
    expect(conf).toMatch(/location \/ \{[^}]*try_files \$uri \/index\.html;/s);
    expect(read('docker/nginx/common-headers.conf')).toContain('add_header Access-Control-Allow-Origin "*" always;');
  });

  test('.dockerignore keeps node_modules and builds out of the context', () => {
    const ignore = read('.dockerignore');
    for (const entry of ['**/node_modules', '**/dist', '.git']) expect(ignore).toContain(entry);
  });

  test('.ci/run installs cleanly and runs the one test command', () => {
    const run = read('.ci/run');
    expect(run.startsWith('#!/usr/bin/env bash\n')).toBe(true);
    expect(run).toContain('set -euo pipefail');
    expect(run).toContain('npm ci --no-audit --no-fund');
    expect(run).toMatch(/^npm test$/m);
    expect(fs.statSync(path.join(ROOT, '.ci/run')).mode & 0o111).not.toBe(0);
  });
});
