'use strict';

/**
 * webpack loader for the English texts of a namespace (`src/i18n/en.json`, the platform's `texts/en.json`): keeps
 * only the entries whose text is not their key, that is the plural forms (`'{count} items_one': '{count} item'`).
 *
 * Why: the English sentences are the keys (docs/architecture.md, "Texts"; the texts check holds every other English
 * entry to `text === key`), and i18next answers a key it does not find with the key itself, interpolated. So those
 * entries told the page nothing it did not have, and they were about 9 KB gzip of the first view (every header
 * widget brought its app's whole English table). Arabic and Turkish are untouched: they load when used.
 *
 * @param {string} source the JSON file
 * @returns {string} the same JSON without the entries whose text is their key
 */
module.exports = function englishTextsLoader(source) {
  /** @type {Record<string, string>} */
  const texts = JSON.parse(source);
  return JSON.stringify(Object.fromEntries(Object.entries(texts).filter(([key, text]) => text !== key)));
};
