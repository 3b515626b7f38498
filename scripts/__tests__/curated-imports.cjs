'use strict';

/**
 * Helpers of the curated-list tests (antd-components, curated-packages):
 * the names the app code imports from a module, and the names a curated
 * entry re-exports. Not a test file itself (jest runs only *.test.cjs).
 */
const fs = require('node:fs');
const path = require('node:path');
const apps = require('../lib/apps.cjs');
const { curatedNames } = require('../lib/curated-names.cjs');

/** Every app's src and the shared packages' src: the code that runs in the composed page (and its tests). */
const SOURCE_DIRS = [
  ...apps.APPS.map((app) => path.join(apps.ROOT, app.dir, 'src')),
  ...fs
    .readdirSync(path.join(apps.ROOT, 'shared'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(apps.ROOT, 'shared', entry.name, 'src')))
    .map((entry) => path.join(apps.ROOT, 'shared', entry.name, 'src')),
];

/** Test code runs in Jest against the real packages, never through the federation. */
const isTestFile = (/** @type {string} */ file) =>
  /(^|[\\/])(__tests__|testing)[\\/]/.test(path.relative(apps.ROOT, file)) || /\.(test|spec)\.tsx?$/.test(file);

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Code built for Node only (an app's `src/server`, scripts/webpack/server-bundle-plugin.cjs): its packages are bundled
 * whole, never shared, so a name it imports needs no place in a curated list.
 */
const isServerFile = (/** @type {string} */ file) => /[\\/]src[\\/]server[\\/]/.test(file);

/** The app code (not tests, not the server bundles) of every app and shared package: what runs in the composed page. */
function appSourceFiles() {
  return SOURCE_DIRS.flatMap(sourceFiles).filter((file) => !isTestFile(file) && !isServerFile(file));
}

/** A file's code without its comments (block comments and whole-line `//` ones), so prose about imports is not read as one. */
const code = (/** @type {string} */ file) =>
  fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

const escapeRegExp = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Value names imported by name from `moduleName` (type-only imports need no
 * code), each with the files importing it.
 * @param {string} moduleName
 * @param {string[]} files
 * @returns {Map<string, string[]>}
 */
function importedNames(moduleName, files) {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${escapeRegExp(moduleName)}['"]`, 'g');
  /** @type {Map<string, string[]>} */
  const names = new Map();
  for (const file of files) {
    for (const [, typeOnly, list] of code(file).matchAll(pattern)) {
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

/**
 * Imports of `moduleName` that are not by name (default, namespace, side
 * effect, re-export): a curated entry cannot serve them.
 * @param {string} moduleName
 * @param {string[]} files
 * @returns {string[]} `file: statement`
 */
function importsNotByName(moduleName, files) {
  const from = `['"]${escapeRegExp(moduleName)}['"]`;
  const pattern = new RegExp(
    `import\\s+(?!type\\b)[\\w$]+\\s*(,|from)[^;]*?${from}|import\\s+\\*\\s+as\\s+[\\w$]+\\s+from\\s+${from}|import\\s+${from}|export\\s+(\\*|\\{[^}]*\\})\\s+from\\s+${from}`,
    'g',
  );
  return files.flatMap((file) =>
    [...code(file).matchAll(pattern)].map((match) => `${path.relative(apps.ROOT, file)}: ${match[0].replace(/\s+/g, ' ')}`),
  );
}

module.exports = { SOURCE_DIRS, appSourceFiles, sourceFiles, isTestFile, code, importedNames, importsNotByName, curatedNames };
