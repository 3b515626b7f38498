'use strict';

const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * The host's page preloads the first-view scripts its entry loads at once: `main` imports
 * `./bootstrap` (the federation's async boundary), and that import's chunks
 * (`first-view-packages`, `first-view-app`) were requested only once `main` had
 * loaded and run, one link later in the page's critical chain. Preloaded, they
 * download beside `main`; webpack's own script tags (no `crossorigin`, as here)
 * then take the preloaded responses. In the page itself, not added by a server,
 * so the static server and the nginx image serve the same preloads.
 *
 * Lighthouse mobile, one build with and without them, interleaved, medians of 3:
 * LCP `/` 5,436 → 5,013 ms, `/home` 7,262 → 5,961 ms (docs/performance.md, Lighthouse).
 */
class PreloadStartUpPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadStartUpPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('PreloadStartUpPlugin', (data) => {
        const files = startUpFiles(compilation, 'main');
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` }, undefined, {
            plugin: 'PreloadStartUpPlugin',
          }),
        );
        data.assetTags.scripts.unshift(...links);
        return data;
      });
    });
  }
}

/**
 * The JS files of the first-view chunks (`first-view-*`, named by splitChunksConfig in create-webpack-config.cjs)
 * among the chunk groups the entry's own modules import, in a stable order. Only those: the same import's group
 * also holds providers of shared modules (antd's on-intent part, for one) that the share scope loads only when
 * something asks for them, and preloading those would add them to the first view.
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 * @returns {string[]}
 */
function startUpFiles(compilation, entryName) {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const files = new Set();
  for (const group of entry.getChildren()) {
    for (const chunk of group.chunks) {
      if (!chunk.name?.startsWith('first-view-')) continue;
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
  }
  return [...files].sort();
}

module.exports = { PreloadStartUpPlugin, startUpFiles };
