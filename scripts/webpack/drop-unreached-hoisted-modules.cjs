'use strict';

/**
 * Takes out of the runtime chunks (the shell's `main.js`, each `remoteEntry.js`) the modules that the federation
 * plugin hoisted into them but that nothing runs.
 *
 * Why: `@module-federation/enhanced`'s HoistContainerReferencesPlugin (2.9) moves the federation run time and
 * everything it imports into the runtime chunk, walking every outgoing connection of the module graph, including
 * those webpack has made inactive because their target declares no side effects and none of its exports is used.
 * So each remote entry carried the whole of `@module-federation/sdk` (its Node script loader, the DOM loader, the
 * manifest-to-snapshot code, the logger: about 35 KB before minification), for the two names it uses.
 *
 * The rule is webpack's own: a module belongs in a chunk only if an active connection from a module that is there
 * reaches it. A module is dropped when every connection into it is inactive for the chunk's run time, or comes from
 * a module already dropped; entry modules and modules reached from outside the runtime chunk stay. It runs after
 * the hoisting (stage 11 of `optimizeChunks`).
 */
class DropUnreachedHoistedModulesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('DropUnreachedHoistedModules', (compilation) => {
      compilation.hooks.optimizeChunks.tap({ name: 'DropUnreachedHoistedModules', stage: 12 }, (chunks) => {
        const { chunkGraph, moduleGraph } = compilation;
        for (const chunk of chunks) {
          if (!chunk.hasRuntime()) continue;
          const inChunk = new Set(chunkGraph.getChunkModulesIterable(chunk));
          const dropped = new Set();
          let changed = true;
          while (changed) {
            changed = false;
            for (const module of inChunk) {
              if (dropped.has(module) || chunkGraph.isEntryModuleInChunk(module, chunk)) continue;
              if (isReached(moduleGraph, chunkGraph, module, chunk, dropped)) continue;
              dropped.add(module);
              changed = true;
            }
          }
          for (const module of dropped) chunkGraph.disconnectChunkAndModule(chunk, module);
        }
      });
    });
  }
}

/**
 * Whether an active connection reaches the module: from a module of the chunk not dropped, or from any module of
 * another chunk (webpack placed the importer; keep what it needs), or from no module at all (an entry).
 *
 * @param {import('webpack').ModuleGraph} moduleGraph
 * @param {import('webpack').ChunkGraph} chunkGraph
 * @param {import('webpack').Module} module
 * @param {import('webpack').Chunk} chunk
 * @param {Set<import('webpack').Module>} dropped
 */
function isReached(moduleGraph, chunkGraph, module, chunk, dropped) {
  for (const connection of moduleGraph.getIncomingConnections(module)) {
    if (!connection.isTargetActive(chunk.runtime)) continue;
    const origin = connection.originModule;
    if (!origin) return true;
    if (dropped.has(origin)) continue;
    if (chunkGraph.getNumberOfModuleChunks(origin) > 0) return true;
  }
  return false;
}

module.exports = { DropUnreachedHoistedModulesPlugin };
