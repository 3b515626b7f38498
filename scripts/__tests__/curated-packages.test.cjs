'use strict';

/**
 * The federation shares `react-router`, `rxjs` and `jotai/utils` as curated lists of what
 * the site uses (CURATED in scripts/webpack/shared-deps.cjs), so a name an
 * app imports from the package but the list lacks would be undefined in the
 * composed page. These checks read every app's and shared package's code
 * (tests run in Jest on the real packages, not through the federation).
 * antd, in two parts, has its own test (antd-components.test.cjs).
 */
const path = require('node:path');
const { CURATED } = require('../webpack/shared-deps.cjs');
const { appSourceFiles, code, importedNames, importsNotByName, curatedNames } = require('./curated-imports.cjs');

const files = appSourceFiles();

/** Each package with a name some app code imports (so the reader is known to find the imports). */
const PACKAGES = [
  ['react-router', 'Link'],
  ['rxjs', 'Subject'],
  ['jotai/utils', 'atomWithStorage'],
];

describe.each(PACKAGES)('%s, shared as a curated list', (packageName, knownImport) => {
  const curatedFile = CURATED[packageName].import;

  test('every name the apps import is in the list', () => {
    const curated = curatedNames(curatedFile);
    const imported = importedNames(packageName, files);
    expect(imported.has(knownImport)).toBe(true);
    const missing = [...imported]
      .filter(([name]) => !curated.has(name))
      .map(([name, users]) => `${name} (${users.join(', ')}): add it to ${path.basename(curatedFile)}`);
    expect(missing).toEqual([]);
  });

  test('the apps import it by name only, from its root', () => {
    // A namespace or default import would see only the curated names; a deep
    // import (react-router/dom, rxjs/operators) is bundled per app, a second copy.
    expect(importsNotByName(packageName, files)).toEqual([]);
    const deep = new RegExp(`from\\s+['"]${packageName}/(?!package\\.json)`);
    const deepImporters = files
      .filter((file) => file !== curatedFile && deep.test(code(file)))
      .map((file) => path.relative(path.join(__dirname, '..', '..'), file));
    expect(deepImporters).toEqual([]);
  });

  test('the list is the real package: each name it re-exports exists in it', () => {
    const real = require(packageName);
    const names = [...curatedNames(curatedFile)];
    expect(names.length).toBeGreaterThanOrEqual(2);
    expect(names.filter((name) => !(name in real))).toEqual([]);
  });
});
