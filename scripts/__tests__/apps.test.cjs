'use strict';

// apps.json is the one list of deployables: these checks fail when a place
// that names the apps or their ports disagrees with it, or names them itself.

const fs = require('node:fs');
const path = require('node:path');
const { ROOT, APPS, HOST, REMOTES, API_PORT, frontendOrigins } = require('../lib/apps.cjs');
const { staleGeneratedFiles, shellEnvDefaults } = require('../lib/generated-files.cjs');

const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const manifest = JSON.parse(read('apps.json'));

describe('apps.json', () => {
  test('each app has a folder, a unique kebab-case dir, its underscore federation name and a unique port', () => {
    for (const app of manifest.apps) {
      expect(app.dir).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(app.name).toBe(app.dir.replaceAll('-', '_'));
      expect(['host', 'remote']).toContain(app.role);
      for (const file of ['package.json', 'federation.config.cjs', 'webpack.config.cjs', 'src/index.ts']) {
        expect(fs.existsSync(path.join(ROOT, app.dir, file))).toBe(true);
      }
    }
    const ports = [...manifest.apps.map((app) => app.port), manifest.api.port];
    expect(new Set(ports).size).toBe(ports.length);
    expect(new Set(manifest.apps.map((app) => app.dir)).size).toBe(manifest.apps.length);
    expect(HOST.role).toBe('host');
  });

  test('every app is an npm workspace', () => {
    const { workspaces } = JSON.parse(read('package.json'));
    for (const app of APPS) expect(workspaces).toContain(app.dir);
  });
});

describe('files generated from apps.json', () => {
  test('are up to date (npm run apps:sync rewrites them)', () => {
    expect(staleGeneratedFiles().map(({ file }) => file)).toEqual([]);
  });

  test('the shell image defaults every remote and the API to its local port', () => {
    const lines = shellEnvDefaults().trim().split('\n');
    expect(lines).toEqual([
      `API_URL=http://localhost:${API_PORT}`,
      ...REMOTES.map((app) => `REMOTE_${app.name.toUpperCase()}_URL=http://localhost:${app.port}/mf-manifest.json`),
    ]);
  });
});

describe('places that derive from apps.json name no app or port themselves', () => {
  const ports = [...APPS.map((app) => app.port), API_PORT];
  // Tooling that must take apps and ports from apps.json (scripts/lib/apps.cjs).
  const derived = [
    'eslint.config.mjs',
    'scripts/start.mjs',
    'scripts/dev.mjs',
    'scripts/build.mjs',
    'scripts/serve-static.mjs',
    'scripts/lib/commands.mjs',
    'scripts/lib/generated-files.cjs',
    'scripts/webpack/create-webpack-config.cjs',
    'e2e/support/servers.ts',
    'e2e/playwright.config.ts',
    'docker/shell/40-runtime-config.sh',
  ];

  test.each(derived)('%s', (file) => {
    const code = read(file)
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\*|\/\*\*|#)/.test(line))
      .join('\n');
    for (const port of ports) expect(code).not.toMatch(new RegExp(`\\b${port}\\b`));
    for (const app of REMOTES) expect(code).not.toContain(app.dir);
  });
});

describe('places that cannot read apps.json agree with it', () => {
  test("the contract's registry of remotes lists exactly the remotes", () => {
    const source = read('shared/contract/src/remotes.ts');
    const registry = source.slice(source.indexOf('export const remoteExposes'));
    const names = [...registry.matchAll(/^\s{2}(\w+): \[/gm)].map((match) => match[1]);
    expect(names.sort()).toEqual(REMOTES.map((app) => app.name).sort());
  });

  test("the shell's built-in defaults are the generated runtime config", () => {
    expect(read(`${HOST.dir}/src/app/runtime-config.ts`)).toMatch(/from '\.\.\/\.\.\/public\/runtime-config\.json'/);
  });

  test("the API's default CORS origins are the apps' ports", () => {
    const match = read('api/src/config.ts').match(/const storefrontPorts = \[([\d,\s]+)\]/);
    expect(match).not.toBeNull();
    const ports = match[1].split(',').map((port) => Number(port.trim()));
    expect(ports.map((port) => `http://localhost:${port}`).join(',')).toBe(frontendOrigins());
  });
});
