'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { ROOT } = require('../lib/apps.cjs');

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

function readJson(file) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
}

const rootPackage = readJson('package.json');
const packageFiles = ['package.json', ...rootPackage.workspaces.map((workspace) => `${workspace}/package.json`)];

describe('dependency versions', () => {
  test('every workspace has a package.json', () => {
    const missing = packageFiles.filter((file) => !fs.existsSync(path.join(ROOT, file)));
    expect(missing).toEqual([]);
  });

  test('each dependency has one version range across all package.json files', () => {
    /** @type {Map<string, Map<string, string[]>>} name → range → files */
    const ranges = new Map();
    for (const file of packageFiles) {
      const pkg = readJson(file);
      for (const field of DEPENDENCY_FIELDS) {
        for (const [name, range] of Object.entries(pkg[field] ?? {})) {
          if (!ranges.has(name)) ranges.set(name, new Map());
          const byRange = ranges.get(name);
          byRange.set(range, [...(byRange.get(range) ?? []), file]);
        }
      }
    }
    const conflicts = [...ranges]
      .filter(([, byRange]) => byRange.size > 1)
      .map(([name, byRange]) => `${name}: ${[...byRange].map(([range, files]) => `${range} (${files.join(', ')})`).join(' vs ')}`);
    expect(conflicts).toEqual([]);
  });

  test('webpack and @module-federation/enhanced are pinned exactly (newer webpack breaks MF 2.9.2)', () => {
    expect(rootPackage.devDependencies.webpack).toBe('5.110.3');
    expect(rootPackage.devDependencies['@module-federation/enhanced']).toBe('2.9.2');
    const installed = (name) => readJson(`node_modules/${name}/package.json`).version;
    expect(installed('webpack')).toBe('5.110.3');
    expect(installed('@module-federation/enhanced')).toBe('2.9.2');
  });

  test('workspaces depend on the bundled shared packages by their exact version, on the platform by a caret range of its major', () => {
    for (const name of ['contract', 'domain', 'testing']) {
      const version = readJson(`shared/${name}/package.json`).version;
      for (const file of packageFiles) {
        const pkg = readJson(file);
        const range = pkg.dependencies?.[`@storefront/${name}`] ?? pkg.devDependencies?.[`@storefront/${name}`];
        if (range !== undefined) expect(`${file}: ${range}`).toBe(`${file}: ${version}`);
      }
    }
    const platformMajor = readJson('shared/platform/package.json').version.split('.')[0];
    for (const file of packageFiles) {
      const range = readJson(file).dependencies?.['@storefront/platform'];
      if (range !== undefined) expect(`${file}: ${range}`).toBe(`${file}: ^${platformMajor}.0.0`);
    }
  });

  test("React has its own useSyncExternalStore: the builds give it to swr for the backport package's import", () => {
    // scripts/webpack/use-sync-external-store-shim.mjs re-exports React's hook, which React 18 introduced
    const installed = require('react/package.json').version;
    expect(Number(installed.split('.')[0])).toBeGreaterThanOrEqual(18);
    expect(typeof require('react').useSyncExternalStore).toBe('function');
  });
});
