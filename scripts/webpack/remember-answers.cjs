'use strict';

/**
 * A two-argument question whose answer never changes (the federation run time's `satisfy(version, range)`),
 * asked once per pair: later askings get the first answer. See remembered-semver.mjs.
 *
 * @template T
 * @param {(first: string, second: string) => T} ask
 * @returns {(first: string, second: string) => T}
 */
function rememberAnswers(ask) {
  /** @type {Map<string, T>} */
  const answers = new Map();
  return (first, second) => {
    // a space never occurs in a version, so the pair reads back unambiguously
    const question = `${first} ${second}`;
    if (!answers.has(question)) answers.set(question, ask(first, second));
    return /** @type {T} */ (answers.get(question));
  };
}

module.exports = { rememberAnswers };
