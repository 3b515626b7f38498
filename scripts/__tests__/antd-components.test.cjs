'use strict';

/**
 * The federation shares `antd` as a curated list of components
 * (shared/platform/src/ui/antd-components.ts), so a component an app imports
 * from 'antd' but the list lacks would be undefined in the composed page.
 * This reads every app's and shared package's imports from 'antd' and checks
 * each value import is in the list.
 */
const fs = require('node:fs');
const path = require('node:path');
const apps = require('../lib/apps.cjs');
const { CURATED } = require('../webpack/shared-deps.cjs');

const SOURCE_DIRS = [...apps.APPS.map((app) => path.join(apps.ROOT, app.dir, 'src')), path.join(apps.ROOT, 'shared')];
const ANTD_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]antd['"]/g;

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Value names imported from 'antd' (type-only imports need no code), with the files importing them. */
function importedNames() {
  /** @type {Map<string, string[]>} */
  const names = new Map();
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    for (const [, typeOnly, list] of fs.readFileSync(file, 'utf8').matchAll(ANTD_IMPORT)) {
      if (typeOnly) continue;
      for (const specifier of list.split(',').map((part) => part.trim())) {
        if (!specifier || specifier.startsWith('type ')) continue;
        const name = specifier.split(/\s+as\s+/)[0];
        names.set(name, [...(names.get(name) ?? []), path.relative(apps.ROOT, file)]);
      }
    }
  }
  return names;
}

/** The names the curated module re-exports. */
function curatedNames() {
  const source = fs.readFileSync(CURATED.antd.import, 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from/.exec(source);
  return new Set(
    (list ? list[1] : '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
}

test('every antd component the apps import is in the shared curated list', () => {
  const curated = curatedNames();
  const imported = importedNames();
  expect(imported.size).toBeGreaterThan(5);
  const missing = [...imported].filter(([name]) => !curated.has(name)).map(([name, files]) => `${name} (${files.join(', ')})`);
  expect(missing).toEqual([]);
});

test('the curated list is the real antd: each name it re-exports exists in the package', () => {
  const antd = fs.readFileSync(require.resolve('antd/es/index.js'), 'utf8');
  for (const name of curatedNames()) expect(antd).toMatch(new RegExp(`\\b${name}\\b`));
});
