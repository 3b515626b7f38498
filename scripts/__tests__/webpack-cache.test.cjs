'use strict';

// Webpack's filesystem cache (create-webpack-config.cjs) keys each app's cache on its build dependencies and follows
// their imports with Node's resolution. One it cannot resolve does not fail the build: webpack only warns "Caching
// failed for pack" and stores nothing, so every later build starts cold. This keeps every listed file, and what it
// imports, resolvable.

const fs = require('node:fs');
const path = require('node:path');
const { builtinModules } = require('node:module');
const { ROOT, APPS } = require('../lib/apps.cjs');

/** The static import and require specifiers of a JS file (not its comments). */
function specifiers(file) {
  const code = fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const found = [
    ...code.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g),
    ...code.matchAll(/\bimport\s+['"]([^'"]+)['"]/g),
    ...code.matchAll(/\brequire\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map(([, specifier]) => specifier);
  return [...new Set(found)].filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier));
}

describe("webpack's filesystem cache", () => {
  for (const app of APPS) {
    test(`${app.dir}: every build dependency and each of its imports resolves, so the cache is stored`, () => {
      const config = require(path.join(ROOT, app.dir, 'webpack.config.cjs'))({}, { mode: 'production' });
      const files = config.cache.buildDependencies.config.filter((file) => /\.[cm]?js$/.test(file));
      expect(files.length).toBeGreaterThan(0);
      const unresolved = [];
      for (const file of files) {
        for (const specifier of specifiers(file)) {
          try {
            require.resolve(specifier, { paths: [path.dirname(file)] });
          } catch {
            unresolved.push(`${path.relative(ROOT, file)} imports ${specifier}`);
          }
        }
      }
      expect(unresolved).toEqual([]);
    });
  }
});
