'use strict';

/**
 * Leaves out of each runtime chunk (the shell's `main.js`, each `remoteEntry.js`) webpack's own sharing run time
 * when the federation's replaces it.
 *
 * Why: webpack adds its ShareRuntimeModule to any chunk that initializes sharing, and
 * `@module-federation/enhanced` adds its own, which runs after it and assigns the same `__webpack_require__.I`
 * and `.S`. Webpack's, the share scope's registrations of every shared package with their chunk lists and
 * its version-picking code, is then never run: about 0.3 KB gzip of each runtime chunk, so of each remote entry a
 * page loads. Webpack's module stays where the federation's is not in the chunk.
 */
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

class DropWebpackSharingRuntimePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('DropWebpackSharingRuntime', (compilation) => {
      compilation.hooks.runtimeModule.tap('DropWebpackSharingRuntime', (module, chunk) => {
        if (!(module instanceof WebpackShareRuntimeModule)) return;
        const generate = module.generate.bind(module);
        module.generate = () => (hasFederationSharingRuntime(compilation, chunk) ? null : generate());
      });
    });
  }
}

/**
 * Whether the chunk has the federation's sharing run time: a runtime module named `sharing` that is not webpack's.
 *
 * @param {import('webpack').Compilation} compilation
 * @param {import('webpack').Chunk} chunk
 */
function hasFederationSharingRuntime(compilation, chunk) {
  for (const module of compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)) {
    if (module.name === 'sharing' && !(module instanceof WebpackShareRuntimeModule)) return true;
  }
  return false;
}

module.exports = { DropWebpackSharingRuntimePlugin };
