'use strict';

// The one-bundle build of the federation-tax bench (npm run bench:federation-tax)
// is not part of npm test; these checks keep it from rotting: its stand-in for
// the federation run time must import every expose of every remote, under the
// chunk names the build expects, and the build must drop the federation.

const fs = require('node:fs');
const path = require('node:path');
const { ROOT, HOST, REMOTES } = require('../lib/apps.cjs');
const { CURATED } = require('../webpack/shared-deps.cjs');

const RUNTIME = path.join(ROOT, 'scripts', 'webpack', 'one-bundle-runtime.mjs');

/** id → { chunk, file } of each entry of the module's EXPOSES. */
function listedExposes() {
  const source = fs.readFileSync(RUNTIME, 'utf8');
  const entry = /'([\w$]+\/[\w$]+)': \(\) =>\s*import\(\/\* webpackChunkName: "([^"]+)" \*\/ '([^']+)'\)/g;
  const listed = {};
  for (const [, id, chunk, request] of source.matchAll(entry)) listed[id] = { chunk, file: path.resolve(path.dirname(RUNTIME), request) };
  return listed;
}

/** The same, from each remote's federation.config.cjs. */
function federatedExposes() {
  const expected = {};
  for (const remote of REMOTES) {
    const appDir = path.join(ROOT, remote.dir);
    const { exposes } = require(path.join(appDir, 'federation.config.cjs'));
    for (const [key, request] of Object.entries(exposes)) {
      const name = key.replace(/^\.\//, '');
      expected[`${remote.name}/${name}`] = { chunk: `${remote.name}.${name}`, file: path.resolve(appDir, request) };
    }
  }
  return expected;
}

describe('one-bundle build (bench:federation-tax)', () => {
  test('its federation run time imports every expose of every remote, from the module the remote exposes', () => {
    const expected = federatedExposes();
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    expect(listedExposes()).toEqual(expected);
    for (const { file } of Object.values(expected)) expect(fs.existsSync(file)).toBe(true);
  });

  test('the shell built with STOREFRONT_ONE_BUNDLE=1 has no federation plugin and resolves the run time to it', () => {
    const previous = process.env.STOREFRONT_ONE_BUNDLE;
    process.env.STOREFRONT_ONE_BUNDLE = '1';
    try {
      const config = require(path.join(ROOT, HOST.dir, 'webpack.config.cjs'))({}, { mode: 'production' });
      expect(config.output.path).toBe(path.join(ROOT, HOST.dir, 'dist-one-bundle'));
      expect(config.plugins.map((plugin) => plugin.constructor.name)).not.toContain('ModuleFederationPlugin');
      expect(config.resolve.alias['@module-federation/enhanced/runtime$']).toBe(RUNTIME);
      expect(config.resolve.alias['@module-federation/retry-plugin$']).toBe(RUNTIME);
      // The entry's `import('antd')` (antd evaluated in a task of its own) takes the shared first-view list, as in
      // the composed page: the package itself, imported whole, put all of antd in the one bundle's first view.
      const entry = path.join(ROOT, HOST.dir, 'src', 'index.ts');
      expect(fs.readFileSync(entry, 'utf8')).toMatch(/import\('antd'\)/);
      const entryAliases = config.module.rules.filter((rule) => rule.test === entry).map((rule) => rule.resolve?.alias);
      expect(entryAliases).toEqual([{ antd$: CURATED.antd.import }]);
    } finally {
      if (previous === undefined) delete process.env.STOREFRONT_ONE_BUNDLE;
      else process.env.STOREFRONT_ONE_BUNDLE = previous;
    }
    expect(fs.readFileSync(path.join(ROOT, '.gitignore'), 'utf8')).toMatch(/^dist-one-bundle\/$/m);
  });
});
