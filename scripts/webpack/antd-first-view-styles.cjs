'use strict';

const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { curatedNames } = require('../lib/curated-names.cjs');
const { CURATED } = require('./shared-deps.cjs');

/** The first view's part of antd (the curated `antd` share): its components are the ones whose styles the file holds. */
const FIRST_VIEW_COMPONENTS_FILE = CURATED.antd.import;

/** Names in the list that render nothing of their own (a provider, hooks, the token helpers). */
const WITHOUT_STYLES = new Set(['ConfigProvider', 'Grid', 'theme']);

/**
 * The components the first view's part of antd re-exports, those with styles.
 * @param {string} file
 * @returns {string[]}
 */
function firstViewComponents(file = FIRST_VIEW_COMPONENTS_FILE) {
  return [...curatedNames(file)].filter((name) => !WITHOUT_STYLES.has(name));
}

/**
 * antd's styles for the given components, as the browser would generate them, and the map antd reads to skip them.
 *
 * The components render once on the server side into a cssinjs cache (antd's own extraction: its `StyleProvider`,
 * `createCache` and `extractStyle`), under a ConfigProvider with the site's `hashed: false` and CSS variables, so
 * the rules are the ones the page would write (they read the theme through `var(--ant-…)`, whatever the theme's
 * colours, light or dark). Only the `style` entries: the theme's CSS variables stay the page's to write.
 * `extractStyle` ends the text with antd's cache-path map (`.data-ant-cssinjs-cache-path{content:"…"}`).
 *
 * @param {string[]} components antd's export names
 * @returns {string}
 */
function antdStylesheet(components) {
  const React = require('react');
  const { renderToString } = require('react-dom/server');
  const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
  const antd = require('antd');
  const cache = createCache();
  const rendered = components.map((name) => {
    if (!antd[name]) throw new Error(`antd has no export ${name} (listed in ${path.basename(FIRST_VIEW_COMPONENTS_FILE)})`);
    return React.createElement(antd[name], { key: name });
  });
  const theme = { hashed: false, cssVar: { key: 'storefront' } };
  renderToString(React.createElement(StyleProvider, { cache }, React.createElement(antd.ConfigProvider, { theme }, rendered)));
  return extractStyle(cache, { plain: true, types: 'style' });
}

/**
 * The shell's page gets the first view's antd styles as a static file, and antd skips making them at run time.
 *
 * Why: antd writes its styles in the browser. For each component, the first render builds the style objects,
 * serialises them and inserts a `<style>`: on a phone at a 4x CPU slowdown, 100–280 ms of the first view's long
 * tasks for Button, Flex, the shared reset and the icons (npm run profile:first-view; 26 KB of CSS). antd's server
 * rendering support does the same work once, at build time: the file holds the rules and a map of the style entries
 * it holds, which antd reads on its first style (a rule on the class `data-ant-cssinjs-cache-path`); an entry found
 * there is neither made nor inserted. Everything else (the components code loaded on intent uses, the theme's CSS
 * variables) is still made at run time, and a page whose file has not loaded when antd first looks makes them all,
 * as before. Jest and the remotes' own pages have no file: they run as before.
 *
 * The `<link>` is the body's last element, after the static first paint, so it does not hold that paint back; the
 * deferred scripts wait for it (a stylesheet the parser inserted blocks scripts), so antd finds the map loaded.
 */
class AntdFirstViewStylesPlugin {
  /** @param {{ file?: string }} [options] */
  constructor({ file = FIRST_VIEW_COMPONENTS_FILE } = {}) {
    this.file = file;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('AntdFirstViewStylesPlugin', (compilation) => {
      /** @type {string | undefined} */
      let emitted;
      compilation.hooks.processAssets.tap(
        { name: 'AntdFirstViewStylesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(this.file);
          const css = antdStylesheet(firstViewComponents(this.file));
          const hash = compiler.webpack.util.createHash('sha256').update(css).digest('hex').slice(0, 8);
          emitted = `antd-first-view.${hash}.css`;
          compilation.emitAsset(emitted, new RawSource(css));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('AntdFirstViewStylesPlugin', (data) => {
        if (!emitted) return data;
        const link = HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: `${data.publicPath}${emitted}` }, undefined, {
          plugin: 'AntdFirstViewStylesPlugin',
        });
        data.bodyTags.push(link);
        return data;
      });
    });
  }
}

module.exports = { AntdFirstViewStylesPlugin, antdStylesheet, firstViewComponents, FIRST_VIEW_COMPONENTS_FILE };
