'use strict';

/**
 * The federation shares antd as two curated lists of components
 * (scripts/webpack/shared-deps.cjs): `antd`, what the first view renders
 * (shared/platform/src/ui/antd-components.ts), and `antd-on-intent`, what only
 * code loaded on intent uses (shared/platform/src/ui/antd-on-intent.ts). A
 * component imported from a part that lacks it is undefined in the composed
 * page. These checks read every app's and shared package's code (tests run in
 * Jest on the real antd, not through the federation).
 */
const path = require('node:path');
const { CURATED } = require('../webpack/shared-deps.cjs');
const { appSourceFiles, importedNames, importsNotByName, curatedNames } = require('./curated-imports.cjs');

const PARTS = /** @type {const} */ (['antd', 'antd-on-intent']);
const files = appSourceFiles();
const lists = Object.fromEntries(PARTS.map((part) => [part, curatedNames(CURATED[part].import)]));

const WHERE = {
  antd: `the first-view part (${path.basename(CURATED.antd.import)})`,
  'antd-on-intent': `the on-intent part (${path.basename(CURATED['antd-on-intent'].import)})`,
};

/**
 * @param {'antd' | 'antd-on-intent'} part
 * @param {string} name
 */
function advice(part, name) {
  const other = part === 'antd' ? 'antd-on-intent' : 'antd';
  if (lists[other].has(name)) return `${name} is in ${WHERE[other]}: import it from '${other}'`;
  return part === 'antd'
    ? `${name} is in neither list: add it to ${WHERE['antd-on-intent']} if only code loaded on intent uses it, else to ${WHERE.antd} (first-view bytes)`
    : `${name} is in neither list: add it to ${WHERE['antd-on-intent']}`;
}

test.each(PARTS)("every component the apps import from '%s' is in that part's curated list", (part) => {
  const imported = importedNames(part, files);
  expect(imported.size).toBeGreaterThan(part === 'antd' ? 3 : 1); // the reader still finds the imports
  const wrong = [...imported]
    .filter(([name]) => !lists[part].has(name))
    .map(([name, users]) => `${users.join(', ')}: ${advice(part, name)}`);
  expect(wrong).toEqual([]);
});

test.each(PARTS)("the apps import '%s' by name only", (part) => {
  expect(importsNotByName(part, files)).toEqual([]);
});

test('a component is in one part only (one copy of its code in the page)', () => {
  expect([...lists.antd].filter((name) => lists['antd-on-intent'].has(name))).toEqual([]);
});

test('the curated lists are the real antd: each name they re-export exists in the package', () => {
  const antd = require('antd');
  for (const part of PARTS) {
    expect(lists[part].size).toBeGreaterThan(3);
    expect([...lists[part]].filter((name) => !(name in antd))).toEqual([]);
  }
});
