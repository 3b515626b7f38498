'use strict';

// Every namespace of texts (docs/architecture.md, "Texts"): each key has an
// Arabic and a Turkish text (every plural form the language needs), keeps the
// English placeholders, is used by its own code, and every literal the code
// translates has a key.
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, APPS } = require('../lib/apps.cjs');

const LANGUAGES = ['en', 'ar', 'tr'];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A namespace: where its texts live and the code that may use them. */
const NAMESPACES = [
  // The platform's texts include the domain's rule messages, which the domain hands out to translate.
  { namespace: 'platform', texts: 'shared/platform/src/i18n/texts', sources: ['shared/platform/src', 'shared/domain/src'] },
  ...APPS.map((app) => ({ namespace: app.dir, texts: `${app.dir}/src/i18n`, sources: [`${app.dir}/src`] })),
];

const readTexts = (folder, language) => JSON.parse(fs.readFileSync(path.join(ROOT, folder, `${language}.json`), 'utf8'));

/** Source files of a folder, without tests, test helpers and the texts themselves. */
function sourceFiles(folder) {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory())
      return ['__tests__', 'testing', 'testing-cases', 'texts', 'i18n'].includes(entry.name) ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const sourceOf = (folders) =>
  folders.flatMap((folder) => sourceFiles(path.join(ROOT, folder)).map((file) => fs.readFileSync(file, 'utf8'))).join('\n');
const unquote = (text) => text.replace(/\\(.)/g, '$1');

/** Whether the code writes the text as a string literal: 'text', "text" or `text`. */
function writes(code, text) {
  return ["'", '"', '`'].some((quote) => code.includes(`${quote}${text.replaceAll('\\', '\\\\').replaceAll(quote, `\\${quote}`)}${quote}`));
}

/** Literals the code hands straight to a translator: t('...'), translate('...'). */
function translatedLiteralsOf(code) {
  return [...code.matchAll(/\b(?:t|translate)\(\s*(['"])((?:\\.|(?!\1)[^\n\\])+)\1/g)].map((match) => unquote(match[2]));
}

const baseKey = (key) => key.replace(PLURAL_SUFFIX, '');
const placeholders = (text) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();
const pluralForms = (language) => new Intl.PluralRules(language).resolvedOptions().pluralCategories;

const platformKeys = new Set(Object.keys(readTexts('shared/platform/src/i18n/texts', 'en')).map(baseKey));

describe.each(NAMESPACES.map((entry) => [entry.namespace, entry]))('texts of %s', (namespace, { texts, sources }) => {
  const byLanguage = Object.fromEntries(LANGUAGES.map((language) => [language, readTexts(texts, language)]));
  const keys = Object.keys(byLanguage.en);
  const plurals = new Set(keys.filter((key) => PLURAL_SUFFIX.test(key)).map(baseKey));
  const singles = keys.filter((key) => !PLURAL_SUFFIX.test(key));
  const code = sourceOf(sources);

  if (namespace !== 'platform') {
    it('are registered under the app name with the app code, English bundled and every other language loaded on use', () => {
      const index = fs.readFileSync(path.join(ROOT, texts, 'index.ts'), 'utf8');
      expect(index).toContain(`registerLazyNamespace('${namespace}', {`);
      expect(index).toMatch(/import en from '\.\/en\.json';/);
      for (const language of ['ar', 'tr']) expect(index).toContain(`${language}: () => import('./${language}.json')`);
      // a static import of another language would put it back in the first view
      expect(index).not.toMatch(/import (ar|tr) from/);
    });
  }

  it('English keys are the English texts (plural forms aside)', () => {
    expect(singles.filter((key) => byLanguage.en[key] !== key)).toEqual([]);
  });

  it.each(['ar', 'tr'])('%s has a text for every key and every plural form it needs', (language) => {
    const needed = [...singles, ...[...plurals].flatMap((key) => pluralForms(language).map((form) => `${key}_${form}`))];
    const missing = needed.filter((key) => typeof byLanguage[language][key] !== 'string' || !byLanguage[language][key].trim());
    expect(missing).toEqual([]);
    expect(Object.keys(byLanguage[language]).filter((key) => !needed.includes(key))).toEqual([]); // none left over
  });

  it('English has every plural form it needs', () => {
    const missing = [...plurals].flatMap((key) => pluralForms('en').map((form) => `${key}_${form}`)).filter((key) => !byLanguage.en[key]);
    expect(missing).toEqual([]);
  });

  it.each(['ar', 'tr'])('%s keeps the placeholders of the English text (a plural form may spell out its count)', (language) => {
    const broken = Object.entries(byLanguage[language]).filter(([key, text]) => {
      const english = placeholders(baseKey(key));
      const translated = placeholders(text);
      return PLURAL_SUFFIX.test(key)
        ? translated.some((name) => !english.includes(name)) || english.some((name) => name !== 'count' && !translated.includes(name))
        : english.join() !== translated.join();
    });
    expect(broken).toEqual([]);
  });

  it('every text is used by its own code', () => {
    expect([...new Set(keys.map(baseKey))].filter((key) => !writes(code, key))).toEqual([]);
  });

  it('every literal the code translates has a text (its own or the platform one)', () => {
    const own = new Set(keys.map(baseKey));
    expect(translatedLiteralsOf(code).filter((key) => !own.has(key) && !platformKeys.has(key))).toEqual([]);
  });
});

it('finds the texts the code translates (the checks above are not vacuous)', () => {
  const cart = translatedLiteralsOf(sourceOf(['mf-cart/src']));
  expect(cart).toEqual(expect.arrayContaining(['Shopping Cart', '{count} items', 'Item added to cart']));
  expect(writes(sourceOf(['shared/domain/src']), 'Out of Stock')).toBe(true);
  expect(writes("t('Don\\'t go')", "Don't go")).toBe(true);
  expect(writes("t('Shopping Cart!')", 'Shopping Cart')).toBe(false);
});

describe("the build's English texts (english-texts-loader.cjs)", () => {
  const englishTextsLoader = require('../webpack/english-texts-loader.cjs');
  const { createInstance } = require('i18next');

  it.each(NAMESPACES.map((entry) => [entry.namespace, entry]))('%s: only the plural forms travel', (_namespace, { texts }) => {
    const source = fs.readFileSync(path.join(ROOT, texts, 'en.json'), 'utf8');
    const kept = JSON.parse(englishTextsLoader(source));
    expect(Object.keys(kept).filter((key) => !PLURAL_SUFFIX.test(key))).toEqual([]);
    expect(kept).toEqual(Object.fromEntries(Object.entries(JSON.parse(source)).filter(([key]) => PLURAL_SUFFIX.test(key))));
  });

  it('gives the same English text as the whole table: i18next answers a missing key with the key, interpolated', () => {
    const whole = { 'Hello {name}': 'Hello {name}', '{count} items_one': '{count} item', '{count} items_other': '{count} items' };
    const translate = (table) => {
      const instance = createInstance({
        resources: { en: { app: table } },
        lng: 'en',
        ns: ['app'],
        defaultNS: 'app',
        keySeparator: false,
        nsSeparator: false,
        interpolation: { prefix: '{', suffix: '}', escapeValue: false },
        initAsync: false,
      });
      void instance.init();
      return [
        instance.t('Hello {name}', { name: 'Ada' }),
        instance.t('{count} items', { count: 1 }),
        instance.t('{count} items', { count: 3 }),
      ];
    };
    const stripped = JSON.parse(englishTextsLoader(JSON.stringify(whole)));

    expect(stripped).toEqual({ '{count} items_one': '{count} item', '{count} items_other': '{count} items' });
    expect(translate(stripped)).toEqual(['Hello Ada', '1 item', '3 items']);
    expect(translate(stripped)).toEqual(translate(whole));
  });
});
