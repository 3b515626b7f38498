'use strict';

/**
 * The federation shares `react-router` as a curated list of what the site
 * uses (shared/platform/src/ui/react-router-exports.ts), so a name an app
 * imports from 'react-router' but the list lacks would be undefined in the
 * composed page. These checks read every app's and shared package's code
 * (tests run in Jest on the real package, not through the federation).
 */
const path = require('node:path');
const { CURATED } = require('../webpack/shared-deps.cjs');
const { appSourceFiles, code, importedNames, importsNotByName, curatedNames } = require('./curated-imports.cjs');

const CURATED_FILE = CURATED['react-router'].import;
const files = appSourceFiles();

test('every react-router name the apps import is in the shared curated list', () => {
  const curated = curatedNames(CURATED_FILE);
  const imported = importedNames('react-router', files);
  expect(imported.has('Link')).toBe(true); // the reader still finds the imports
  const missing = [...imported]
    .filter(([name]) => !curated.has(name))
    .map(([name, users]) => `${name} (${users.join(', ')}): add it to ${path.basename(CURATED_FILE)}`);
  expect(missing).toEqual([]);
});

test('the apps import react-router by name only, from its root', () => {
  // A namespace or default import would see only the curated names; a deep
  // import (react-router/dom) is bundled per app and reaches the curated module for the rest.
  expect(importsNotByName('react-router', files)).toEqual([]);
  const deep = files
    .filter((file) => file !== CURATED_FILE && /from\s+['"]react-router\/(?!package\.json)/.test(code(file)))
    .map((file) => path.relative(path.join(__dirname, '..', '..'), file));
  expect(deep).toEqual([]);
});

test('the curated list is the real react-router: each name it re-exports exists in the package', () => {
  const reactRouter = require('react-router');
  const names = [...curatedNames(CURATED_FILE)];
  expect(names.length).toBeGreaterThan(5);
  expect(names.filter((name) => !(name in reactRouter))).toEqual([]);
});
