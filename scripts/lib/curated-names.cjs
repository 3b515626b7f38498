'use strict';

const fs = require('node:fs');

/**
 * The names a curated entry re-exports (`export { A, B } from '...'`, one
 * statement or several): the curated-list tests read them, and the shell's build
 * takes the first view's antd components from them (scripts/webpack/antd-first-view-styles.cjs).
 * @param {string} file
 * @returns {Set<string>}
 */
function curatedNames(file) {
  const source = fs.readFileSync(file, 'utf8');
  return new Set(
    [...source.matchAll(/export\s*\{([^}]*)\}\s*from/g)]
      .flatMap((list) => list[1].split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  );
}

module.exports = { curatedNames };
