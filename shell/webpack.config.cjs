'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { createWebpackConfig } = require('../scripts/webpack/create-webpack-config.cjs');

/** The landing's texts its first paint shows (shell/public/index.html), as the app's i18n keys: English is the key. */
const FIRST_PAINT_KEYS = {
  picker: 'Select a type of module for your orders',
  hero: 'Everything you need, delivered to your door',
  lead: 'Set your delivery location to see the stores and items that deliver to you.',
};

/**
 * Those texts in every language the shell has (src/i18n/<language>.json), English where one lacks a text as the app
 * falls back, as a script literal (`<` escaped, so no text can close the script element).
 */
function firstPaintTexts() {
  const dir = path.join(__dirname, 'src', 'i18n');
  const texts = {};
  for (const file of fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const translations = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    texts[path.basename(file, '.json')] = Object.fromEntries(
      Object.entries(FIRST_PAINT_KEYS).map(([name, key]) => [name, translations[key] || key]),
    );
  }
  return JSON.stringify(texts).replace(/</g, '\\u003c');
}

// Port and role (host or remote) come from apps.json, by the federation name.
module.exports = createWebpackConfig({
  appDir: __dirname,
  federation: require('./federation.config.cjs'),
  pageValues: { firstPaintTexts: firstPaintTexts() },
});
