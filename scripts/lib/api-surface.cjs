'use strict';

/**
 * Compares two API Extractor reports of @storefront/platform and says which
 * version bump the difference needs (semver for the one federated package):
 * a declaration removed or changed breaks remotes built against the old
 * surface (major); a declaration added is a feature (minor).
 */

/**
 * The declarations of a report: the blocks of its ```ts fence, separated by
 * blank lines, without API Extractor's own warning comments and without the
 * report's imports (the types a declaration names from other packages: a new
 * export that names another one changes that block, not the surface).
 * @param {string} report
 * @returns {string[]}
 */
function declarations(report) {
  const fence = /```ts\n([\s\S]*?)```/.exec(report.replace(/\r\n/g, '\n'));
  if (!fence) return [];
  return fence[1]
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .filter((line) => !/^\s*\/\/( |$)/.test(line))
        .join('\n')
        .trim(),
    )
    .filter((block) => block && !block.split('\n').every((line) => /^import /.test(line)));
}

/**
 * @param {string} before the committed report
 * @param {string} after the report of the code as it is
 * @returns {{ removed: string[], added: string[], needs: 'none' | 'minor' | 'major' }}
 */
function compareSurfaces(before, after) {
  const old = new Set(declarations(before));
  const now = new Set(declarations(after));
  const removed = [...old].filter((block) => !now.has(block));
  const added = [...now].filter((block) => !old.has(block));
  const needs = removed.length > 0 ? 'major' : added.length > 0 ? 'minor' : 'none';
  return { removed, added, needs };
}

/** @param {string} version @returns {[number, number, number]} */
function parseVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!match) throw new Error(`not a semver version: ${version}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * Whether `next` is a large enough step from `recorded` for the change.
 * @param {'none' | 'minor' | 'major'} needs @param {string} recorded @param {string} next
 */
function isBumpEnough(needs, recorded, next) {
  const [oldMajor, oldMinor] = parseVersion(recorded);
  const [newMajor, newMinor] = parseVersion(next);
  if (needs === 'major') return newMajor > oldMajor;
  if (needs === 'minor') return newMajor > oldMajor || (newMajor === oldMajor && newMinor > oldMinor);
  return true;
}

module.exports = { declarations, compareSurfaces, isBumpEnough, parseVersion };
