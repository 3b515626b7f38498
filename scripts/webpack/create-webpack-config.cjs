'use strict';

const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
// esbuild (a root devDependency, at tsx's version) bundles runtime-core for a remote's own page.
const esbuild = require('esbuild');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { NEVER_SHARED, CURATED, ON_INTENT_SHARED } = require('./shared-deps.cjs');
const apps = require('../lib/apps.cjs');
const { PreloadStartUpPlugin } = require('./preload-start-up.cjs');
const { AntdFirstViewStylesPlugin } = require('./antd-first-view-styles.cjs');
const { DropUnreachedHoistedModulesPlugin } = require('./drop-unreached-hoisted-modules.cjs');
const { DropWebpackSharingRuntimePlugin } = require('./drop-webpack-sharing-runtime.cjs');
const { ServerBundlePlugin } = require('./server-bundle-plugin.cjs');

/** @typedef {import('./federation.cjs').FederationOptions} FederationOptions */
/** @typedef {'development' | 'production'} Mode */

/**
 * @typedef {object} FederationContext
 * @property {Mode} mode
 * @property {Record<string, string | boolean | undefined>} env webpack `--env` values
 */

/**
 * @typedef {object} AppBuildOptions
 * @property {string} appDir absolute folder of the app (`__dirname` of its webpack.config.cjs)
 * @property {FederationOptions | ((context: FederationContext) => FederationOptions)} federation
 *   the export of the app's `federation.config.cjs` (the host's is a function of configuration);
 *   its `name` finds the app in apps.json, which gives the dev-server port and the role
 *   (the host gets `publicPath: '/'`, a remote `'auto'`)
 * @property {FirstViewGroup[]} [firstViewGroups] lazy chunks the first view always loads, merged into one
 *   chunk with the modules they share (see splitChunksConfig)
 * @property {Record<string, string>} [pageValues] text for the `<%= name %>` places of the app's public/index.html
 *   (besides `buildId`), e.g. the shell's first-paint texts
 * @property {Record<string, string>} [serverEntries] modules built for Node as well, by the production build, into
 *   `dist/.server/<name>.cjs` (server-bundle-plugin.cjs): the catalogue's home first screen, rendered by its server
 */

/**
 * A remote takes the Module Federation run time from the page's host
 * (`experiments.externalRuntime`: its remoteEntry.js reads the global
 * `_FEDERATION_RUNTIME_CORE` that the shell provides), so a composed page
 * holds one copy of it. A remote's own page (its standalone harness) has no
 * shell: this plugin emits runtime-core as a plain script that sets that
 * global and puts it before the page's `main`. It is bundled by esbuild, not
 * by this compilation, because every webpack entry of a federated build gets
 * the federation start-up, which already needs the global.
 */
class StandaloneRuntimeCorePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    /** @type {{ file: string, source: Buffer } | undefined} */
    let built;
    const build = () => {
      if (built) return built;
      const [output] = esbuild.buildSync({
        entryPoints: [STANDALONE_RUNTIME_FILE],
        bundle: true,
        minify: true,
        format: 'iife',
        platform: 'browser',
        target: 'es2022',
        define: { 'process.env.NODE_ENV': JSON.stringify(compiler.options.mode ?? 'production') },
        write: false,
      }).outputFiles;
      const source = Buffer.from(output.contents);
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
      built = { file: `mf-runtime-core.${hash}.js`, source };
      return built;
    };
    compiler.hooks.thisCompilation.tap('StandaloneRuntimeCorePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StandaloneRuntimeCorePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { file, source } = build();
          compilation.emitAsset(file, new RawSource(source));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('StandaloneRuntimeCorePlugin', (data) => {
        const src = `${data.publicPath}${build().file}`;
        data.assetTags.scripts.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src }, undefined, { plugin: 'StandaloneRuntimeCorePlugin' }),
        );
        return data;
      });
    });
  }
}

/**
 * With `STOREFRONT_CHUNK_MODULES=1`, writes `node_modules/.cache/chunk-modules.json`
 * in the app's folder: each emitted JS file and the source modules (paths from
 * the repository root) it holds. `node scripts/first-view-imports.mjs` joins it
 * with the files the budgets spec saw in the first view, to tell which code
 * (and which antd components) the first view runs. Off by default: it costs a
 * few seconds of the build.
 */
class ChunkModulesPlugin {
  /** @param {string} outputFile */
  constructor(outputFile) {
    this.outputFile = outputFile;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ChunkModulesPlugin', (compilation) => {
      /** @type {Record<string, string[]>} */
      const files = {};
      for (const chunk of compilation.chunks) {
        const modules = new Set();
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          const inner = /** @type {{ rootModule?: unknown, modules?: Iterable<unknown> }} */ (module);
          const parts = inner.modules ? [...inner.modules] : [module];
          for (const part of parts) {
            const resource = /** @type {{ resource?: string }} */ (part).resource;
            if (resource) modules.add(path.relative(apps.ROOT, resource.split('?')[0]).split(path.sep).join('/'));
          }
        }
        for (const file of chunk.files) if (file.endsWith('.js')) files[file] = [...modules].sort();
      }
      fs.mkdirSync(path.dirname(this.outputFile), { recursive: true });
      fs.writeFileSync(this.outputFile, JSON.stringify(files, null, 1));
    });
  }
}

/**
 * @typedef {object} FirstViewGroup
 * @property {string} name the name of the chunk the group makes
 * @property {(chunk: import('webpack').Chunk) => boolean} whole lazy chunks the first view always loads: every
 *   module they hold goes into the group's chunk
 * @property {(chunk: import('webpack').Chunk) => boolean} [shared] lazy chunks of which the first view loads one
 *   (say, the sections of whichever module home is open): a module two of them hold goes into the group's chunk
 * @property {(chunk: import('webpack').Chunk) => boolean} [owns] only modules that no other lazy chunk holds (the
 *   one-bundle build: a remote's group takes only what its remote's chunks hold, as in the remote's own build)
 */

/** The share keys whose providers a chunk loads (the chunk groups of `provide`/`consume` shared modules). */
function shareKeysOf(chunk) {
  const keys = new Set();
  for (const group of chunk.groupsIterable) {
    for (const { module } of group.origins) {
      const shared = /** @type {{ type?: string, _name?: string, options?: { shareKey?: string } } | undefined} */ (module);
      if (shared?.type === 'provide-module' && shared._name) keys.add(shared._name);
      if (shared?.type === 'consume-shared-module' && shared.options?.shareKey) keys.add(shared.options.shareKey);
    }
  }
  return keys;
}

/**
 * A predicate for `FirstViewGroup`: the lazy chunks that `import()`s of the given module load.
 * @param {string} file absolute path of the importing module
 * @returns {(chunk: import('webpack').Chunk) => boolean}
 */
function importedFrom(file) {
  return (chunk) => {
    for (const group of chunk.groupsIterable) {
      if (group.origins.some(({ module }) => /** @type {{ resource?: string } | undefined} */ (module)?.resource === file)) return true;
    }
    return false;
  };
}

/**
 * A predicate for `FirstViewGroup`: the lazy chunk of that name (`import(/* webpackChunkName: "…" *\/ …)`).
 * @param {string} name
 * @returns {(chunk: import('webpack').Chunk) => boolean}
 */
function chunkNamed(name) {
  return (chunk) => chunk.name === name;
}

/**
 * How the async chunks are split: fewer files for the first view, whose
 * requests (each a round trip, six at a time per origin) cost more than the
 * bytes of the small chunks webpack's defaults cut out.
 *
 * - The chunk holding the on-intent part of antd (`antd-on-intent`,
 *   scripts/webpack/shared-deps.cjs) is left whole. Left to the defaults,
 *   the antd internals both parts use (ConfigProvider, cssinjs, the theme)
 *   became a third chunk that the first view had to load beside its own part;
 *   kept whole, the on-intent chunk carries its own copy of those module
 *   factories instead, and the first view loads one antd chunk. It is still
 *   one antd at run time: both parts come from one build (the shell's), whose
 *   module cache already holds those modules when the on-intent chunk arrives.
 * - A remote's chunk behind the entry's async boundary (`import('./bootstrap')`,
 *   its standalone harness) is left whole: it holds everything the exposes
 *   do, so splitting around it cut each expose into the expose chunk plus a
 *   chunk of the code it shares with the harness (two requests in the
 *   composed page where one does).
 * - The host's first view in two chunks besides `main`, instead of a chunk
 *   per shared package plus the small ones webpack cuts between them (19
 *   files): `first-view-packages`, the npm packages of the shared modules the
 *   first view loads (every singleton except the `ON_INTENT_SHARED` ones:
 *   react, react-dom, antd's first part, rxjs, jotai, swr, react-router and
 *   what they use), which change rarely; and `first-view-app`, the workspace
 *   code of the first view (`@storefront/platform`, the curated antd and
 *   react-router lists, and the shell's own start-up code behind its async
 *   boundary), which changes often. Each shared module is still provided
 *   under its own key and loaded once; only the files change. Not in
 *   remotes: their providers are fallbacks the composed page never loads,
 *   and grouping them with a remote's own code would load them.
 * - `firstViewGroups` (an app's option): the lazy chunks the first view
 *   always loads (a page's sections near the top) and the modules they share
 *   with other chunks, in one chunk, instead of those chunks plus one per set
 *   of chunks that share a module.
 *
 * One-bundle build (`oneBundle`, the federation-tax bench): there are no
 * shared modules, so the host's two groups are what its start-up chunk holds
 * (behind `import('./bootstrap')`): its npm packages in `first-view-packages`,
 * the rest in `first-view-app`, the same two files as the composed shell.
 *
 * @param {{ isHost: boolean, entryFile: string, firstViewGroups: FirstViewGroup[], oneBundle?: boolean }} options
 * @returns {{ plugin: import('webpack').WebpackPluginInstance, splitChunks: NonNullable<import('webpack').Configuration['optimization']>['splitChunks'] }}
 */
function splitChunksConfig({ isHost, entryFile, firstViewGroups, oneBundle = false }) {
  const onIntentFile = CURATED['antd-on-intent'].import;
  const fromEntry = importedFrom(entryFile);
  /** @type {import('webpack').Compilation | undefined} */
  let compilation;
  /** @param {import('webpack').Chunk} chunk */
  const isOnIntent = (chunk) => {
    if (!compilation) return false;
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (/** @type {{ resource?: string }} */ (module).resource === onIntentFile) return true;
    }
    return false;
  };
  /** Async chunks, except the on-intent part of antd (webpack's default is 'async'). @param {import('webpack').Chunk} chunk */
  const asyncChunks = (chunk) => !chunk.canBeInitial() && !isOnIntent(chunk);
  /** @type {Record<string, object>} webpack's splitChunks.cacheGroups */
  const cacheGroups = {};
  if (isHost) {
    /** @param {import('webpack').Module} module @param {{ chunkGraph: import('webpack').ChunkGraph }} context */
    const inFirstViewProvider = (module, { chunkGraph }) => {
      for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
        if (!asyncChunks(chunk)) continue;
        for (const key of shareKeysOf(chunk)) if (!ON_INTENT_SHARED.includes(key)) return true;
      }
      return false;
    };
    // Source modules only: the consume-shared modules stay where they are. A chunk that held the consumption of a
    // module it also provides would wait for itself (the page hangs, without an error).
    /** @param {import('webpack').Module} module */
    const resourceOf = (module) => /** @type {{ resource?: string }} */ (module).resource;
    /** @param {import('webpack').Module} module */
    const isPackage = (module) => /[\\/]node_modules[\\/]/.test(resourceOf(module) ?? '');
    /** @param {import('webpack').Module} module @param {{ chunkGraph: import('webpack').ChunkGraph }} context */
    const inStartUp = (module, { chunkGraph }) => {
      for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (asyncChunks(chunk) && fromEntry(chunk)) return true;
      return false;
    };
    cacheGroups.firstViewPackages = {
      name: 'first-view-packages',
      chunks: asyncChunks,
      test: (module, context) => isPackage(module) && (oneBundle ? inStartUp(module, context) : inFirstViewProvider(module, context)),
      enforce: true,
      priority: 20,
    };
    cacheGroups.firstViewApp = {
      name: 'first-view-app',
      chunks: asyncChunks,
      test: (module, context) =>
        Boolean(resourceOf(module)) && ((!isPackage(module) && inFirstViewProvider(module, context)) || inStartUp(module, context)),
      enforce: true,
      priority: 15,
    };
  }
  // Not the providers of shared modules: a remote's are fallbacks the composed page does not load.
  /** @param {import('webpack').Chunk} chunk */
  const ownAsyncChunks = (chunk) => asyncChunks(chunk) && shareKeysOf(chunk).size === 0;
  for (const group of firstViewGroups) {
    cacheGroups[`firstView:${group.name}`] = {
      name: group.name,
      chunks: ownAsyncChunks,
      test: (module, { chunkGraph }) => {
        let shared = 0;
        let whole = false;
        for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
          if (!ownAsyncChunks(chunk)) continue;
          if (group.owns && !group.owns(chunk)) return false;
          if (group.whole(chunk)) whole = true;
          else if (group.shared?.(chunk)) shared += 1;
        }
        return whole || shared >= 2;
      },
      enforce: true,
      priority: 10,
    };
  }
  return {
    plugin: {
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('SplitChunksConfig', (current) => {
          compilation = current;
        });
      },
    },
    splitChunks: {
      // webpack's default groups (node_modules, and modules two chunks share), not around a remote's harness
      chunks: (chunk) => asyncChunks(chunk) && (isHost || !fromEntry(chunk)),
      cacheGroups,
    },
  };
}

/** The ES modules of antd's dependency packages that leave `sideEffects` unset (see the rule that uses it). */
const RC_PACKAGES_WITHOUT_SIDE_EFFECTS =
  /[\\/]node_modules[\\/](@rc-component[\\/][^\\/]+|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color))[\\/]es[\\/]/;

/** antd's ConfigProvider folder, and what its import of the tooltips' UniqueProvider becomes (antd-tooltip-unique-unused.mjs). */
const ANTD_CONFIG_PROVIDER_DIR = /[\\/]node_modules[\\/]antd[\\/]es[\\/]config-provider$/;
const TOOLTIP_UNIQUE_UNUSED_FILE = path.join(__dirname, 'antd-tooltip-unique-unused.mjs');

/** The English texts of a namespace: an app's `src/i18n/en.json`, the platform's `src/i18n/texts/en.json`. */
const ENGLISH_TEXTS_FILE = /[\\/]src[\\/]i18n[\\/](texts[\\/])?en\.json$/;

/** An icon module's import of the component icons render with, and the shared key that replaces it (shared-deps.cjs). */
const ANTD_ICON_BASE_REQUEST = /^\.\.\/components\/AntdIconLight$/;
const ANTD_ICONS_DIR = /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]icons$/;

/** The runtime plugin `experiments.provideExternalRuntime` adds (as its CommonJS file), and its ES build. */
const INJECT_RUNTIME_CORE_CJS = /[\\/]inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/;
const INJECT_RUNTIME_CORE_ESM = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/** What a remote's own page loads before its main: runtime-core and the bundler run time's functions (see the file). */
const STANDALONE_RUNTIME_FILE = path.join(__dirname, 'standalone-federation-runtime.mjs');

/**
 * The bundler run time's entry, as the federation plugin's generated entry imports it (its ES or `bundler` file),
 * and what a remote's build takes instead: the container's federation object with the page's copy of the functions.
 */
const BUNDLER_RUNTIME_ENTRY = /[\\/]webpack-bundler-runtime[\\/]dist[\\/](index|bundler)\.js$/;
/**
 * Names written at run time, never compressed at build time: the run-time config (rewritten from the environment by
 * the docker image; the Node server sends its own) would otherwise keep a stale `.br` beside it.
 */
const WRITTEN_AT_RUN_TIME = /(^|\/)runtime-config\.json$/;

/**
 * Every script, style, manifest and picture of a production build beside a brotli copy at the highest quality
 * (`main.1a2b3c4d.js.br`), made once here instead of on every request: the Node static server sends it to browsers
 * that accept brotli (sirv's `brotli` option), about 14 % fewer bytes than the gzip it made on the fly at level 6
 * (docs/performance.md, "Brotli at build time"). Every file gets its copy, however small or incompressible, so a
 * rebuild in place (the redeploy specs keep old chunks) can never leave a stale copy beside a name that does not
 * change (remoteEntry.js, mf-manifest.json).
 */
function brotliFiles() {
  return new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: /\.(js|css|json|svg)$/,
    exclude: WRITTEN_AT_RUN_TIME,
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    threshold: 0,
    minRatio: Infinity,
  });
}

/** React Router's production build (its package exports name only the development one). */
const REACT_ROUTER_PRODUCTION = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production', 'index.mjs');
/** React's useSyncExternalStore, for swr's import of the backport package (see the file). */
const USE_SYNC_EXTERNAL_STORE_FILE = path.join(__dirname, 'use-sync-external-store-shim.mjs');
const EXTERNAL_BUNDLER_RUNTIME_FILE = path.join(__dirname, 'external-bundler-runtime.mjs');
/** The federation run time's semver module (its `satisfy`), and what its importers get instead (see the file). */
const FEDERATION_SEMVER_FILE = path.join(path.dirname(require.resolve('@module-federation/runtime-core')), 'utils', 'semver', 'index.js');
const FEDERATION_SEMVER_REQUEST = /^\.\/(utils\/)?semver\/index\.js$/;
const RUNTIME_CORE_DIST = /[\\/]node_modules[\\/]@module-federation[\\/]runtime-core[\\/]dist([\\/]utils)?$/;
const REMEMBERED_SEMVER_FILE = path.join(__dirname, 'remembered-semver.mjs');

/** public/ files that are not copied as they are (the HtmlWebpackPlugin template). */
const PUBLIC_IGNORED = new Set(['index.html']);

/**
 * Emits every file of `<app>/public/` (except the index.html template) as a
 * webpack asset. An asset, not a post-build `fs.cpSync`, so the dev server
 * serves it from memory, `output.clean` keeps it and watch mode sees edits.
 * (copy-webpack-plugin is not installed; this is all we need of it.)
 */
class CopyPublicPlugin {
  /** @param {string} publicDir */
  constructor(publicDir) {
    this.publicDir = publicDir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.publicDir)) return;
          compilation.contextDependencies.add(this.publicDir);
          for (const entry of fs.readdirSync(this.publicDir, { recursive: true, withFileTypes: true })) {
            if (!entry.isFile()) continue;
            const absolute = path.join(entry.parentPath, entry.name);
            const relative = path.relative(this.publicDir, absolute).split(path.sep).join('/');
            if (PUBLIC_IGNORED.has(relative) || compilation.getAsset(relative)) continue;
            compilation.fileDependencies.add(absolute);
            compilation.emitAsset(relative, new RawSource(fs.readFileSync(absolute)), { copied: true });
          }
        },
      );
    });
  }
}

/**
 * The swc-loader options shared by every app: TypeScript + TSX, React's
 * automatic runtime, ES2022 output. Type checking is `tsc --noEmit`, not the build.
 * @param {Mode} mode
 */
function swcOptions(mode) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: mode === 'development' } },
      target: 'es2022',
    },
  };
}

/**
 * Returns the webpack config function of one app. Each app's webpack.config.cjs is:
 *
 * ```js
 * const { createWebpackConfig } = require('../scripts/webpack/create-webpack-config.cjs');
 * module.exports = createWebpackConfig({ appDir: __dirname, federation: require('./federation.config.cjs') });
 * ```
 *
 * Environment: `STOREFRONT_BUILD_ID` (default: a timestamp) is defined as the
 * global `STOREFRONT_BUILD_ID`; `STOREFRONT_KEEP_OLD_CHUNKS=1` keeps previous
 * hashed chunks in dist (deploys: an open tab may still lazy-load them).
 * `STOREFRONT_ONE_BUNDLE=1` (the shell only; `npm run bench:federation-tax`)
 * builds the whole site as one bundle without Module Federation, into
 * `shell/dist-one-bundle/` (see oneBundleOptions).
 *
 * The returned function carries the app's `firstViewGroups` (the one-bundle
 * build applies the remotes' groups too).
 *
 * @param {AppBuildOptions} options
 * @returns {((env?: Record<string, string | boolean | undefined>, argv?: { mode?: Mode }) => import('webpack').Configuration) & { firstViewGroups: FirstViewGroup[] }}
 */
function createWebpackConfig({ appDir, federation, firstViewGroups = [], pageValues = {}, serverEntries }) {
  const config = (env = {}, argv = {}) => {
    /** @type {Mode} */
    const mode = argv.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
    const isDev = mode === 'development';
    const federationOptions = typeof federation === 'function' ? federation({ mode, env }) : federation;
    const { name } = federationOptions;
    const { port, isHost } = apps.appByDir(name);
    assertFederationOptions(federationOptions, isHost);
    const oneBundle = isHost && process.env.STOREFRONT_ONE_BUNDLE === '1' ? oneBundleOptions() : undefined;
    const buildId = process.env.STOREFRONT_BUILD_ID || new Date().toISOString().replace(/[-:.]/g, '');
    const cacheRoot = path.join(appDir, 'node_modules', '.cache');
    const splitChunks = splitChunksConfig({
      isHost,
      entryFile: path.join(appDir, 'src', 'index.ts'),
      firstViewGroups: [...firstViewGroups, ...(oneBundle?.firstViewGroups ?? [])],
      oneBundle: Boolean(oneBundle),
    });

    return {
      mode,
      context: appDir,
      target: 'web',
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(appDir, oneBundle ? ONE_BUNDLE_DIST : 'dist'),
        // Host: absolute, so deep links (/store/12) still load /main.<hash>.js.
        // Remotes: 'auto', so chunks resolve relative to their remoteEntry/manifest origin.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: !isDev && process.env.STOREFRONT_KEEP_OLD_CHUNKS !== '1',
      },
      devtool: isDev ? 'eval-cheap-module-source-map' : false,
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
        alias: {
          // React Router's package exports name its development build in every mode (the curated list imports it as
          // internal/react-server-client, which outside React Server Components is the package's index). The
          // production build is the same code with its development warnings switched off, which the minifier drops.
          ...(isDev ? {} : { 'react-router/internal/react-server-client$': REACT_ROUTER_PRODUCTION }),
          // the one bundle imports the package itself, as a bundle without the federation would
          ...(oneBundle && !isDev ? { 'react-router$': REACT_ROUTER_PRODUCTION } : {}),
          'use-sync-external-store/shim$': USE_SYNC_EXTERNAL_STORE_FILE,
          // the run time's own semver module, for the one that remembers its answers (remembered-semver.mjs)
          'storefront-federation-semver$': FEDERATION_SEMVER_FILE,
          ...oneBundle?.alias,
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            // The workspace symlink node_modules/@storefront/* resolve to
            // the real path shared/src, so this still compiles the shared/* workspaces.
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions(mode) },
          },
          { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: 'asset' },
          // antd's own packages declare no side effects; the packages its components import do not say so, so webpack
          // keeps every module an index imports: antd's Radio imports the form's provider from @rc-component/form, and
          // with it came Form, Field, List and the async validator (about 13 KB gzip of the first view). Their ES
          // modules only define components and helpers, so an index's unused re-exports can be dropped.
          { test: RC_PACKAGES_WITHOUT_SIDE_EFFECTS, sideEffects: false },
          // English texts: only the plural forms travel; every other English text is its own key (the loader says why).
          { test: ENGLISH_TEXTS_FILE, exclude: /node_modules/, loader: require.resolve('./english-texts-loader.cjs') },
          ...(oneBundle?.rules ?? []),
        ],
      },
      plugins: [
        ...(oneBundle
          ? []
          : [
              new ModuleFederationPlugin(federationOptions),
              new DropUnreachedHoistedModulesPlugin(),
              new DropWebpackSharingRuntimePlugin(),
            ]),
        new HtmlWebpackPlugin({
          // The page is read as text, not compiled as a template module: that child compilation took the federation
          // plugins with it and emitted a second provider of each shared module (in development, under the same
          // file name as the real one: "Conflict: Multiple assets emit different content to the same filename").
          // Its `<%= name %>` places take the build id and the app's own page values.
          templateContent: () =>
            Object.entries({ buildId, ...pageValues }).reduce(
              (html, [name, value]) => html.replaceAll(`<%= ${name} %>`, () => String(value)),
              fs.readFileSync(path.join(appDir, 'public', 'index.html'), 'utf8'),
            ),
          // Only the app entry: the container (remoteEntry.js) is for other apps.
          chunks: ['main'],
          publicPath: '/',
        }),
        new CopyPublicPlugin(path.join(appDir, 'public')),
        // antd's ConfigProvider imports the tooltips' UniqueProvider for an option the site never sets; see the file.
        new webpack.NormalModuleReplacementPlugin(/^\.\.\/tooltip\/UniqueProvider$/, (resource) => {
          if (ANTD_CONFIG_PROVIDER_DIR.test(resource.context)) resource.request = TOOLTIP_UNIQUE_UNUSED_FILE;
        }),
        // The federation run time's version checks remember their answers; see the file.
        new webpack.NormalModuleReplacementPlugin(FEDERATION_SEMVER_REQUEST, (resource) => {
          if (RUNTIME_CORE_DIST.test(resource.context)) resource.request = REMEMBERED_SEMVER_FILE;
        }),
        // Every icon renders with one shared component (the `antd-icon-base` key): an app bundles its icons' paths only.
        ...(oneBundle
          ? []
          : [
              new webpack.NormalModuleReplacementPlugin(ANTD_ICON_BASE_REQUEST, (resource) => {
                if (ANTD_ICONS_DIR.test(resource.context)) resource.request = 'antd-icon-base';
              }),
            ]),
        ...(isHost
          ? [
              new PreloadStartUpPlugin(),
              // The first view's antd styles as a file made at build time; antd skips making them in the page.
              new AntdFirstViewStylesPlugin(),
              // The federation plugin adds the runtime plugin that hands runtime-core to the remotes by `require.resolve`,
              // its CommonJS build, which brought CommonJS copies of runtime-core, its sdk and runtime beside the ES ones the
              // bundler run time uses: two run times' code in main.js. Its ES build shares the one copy.
              new webpack.NormalModuleReplacementPlugin(INJECT_RUNTIME_CORE_CJS, INJECT_RUNTIME_CORE_ESM),
            ]
          : [
              new StandaloneRuntimeCorePlugin(),
              // The bundler run time's functions come from the page (the shell's, or the standalone script): one copy.
              new webpack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_ENTRY, EXTERNAL_BUNDLER_RUNTIME_FILE),
            ]),
        new webpack.DefinePlugin({ STOREFRONT_BUILD_ID: JSON.stringify(buildId) }),
        ...(serverEntries && !isDev && !oneBundle
          ? [new ServerBundlePlugin({ appDir, name, entries: serverEntries, swcOptions: swcOptions(mode), buildId })]
          : []),
        splitChunks.plugin,
        ...(isDev ? [] : [brotliFiles()]),
        ...(process.env.STOREFRONT_CHUNK_MODULES === '1'
          ? [new ChunkModulesPlugin(path.join(cacheRoot, oneBundle ? 'chunk-modules-one-bundle.json' : 'chunk-modules.json'))]
          : []),
      ],
      optimization: {
        nodeEnv: mode,
        splitChunks: splitChunks.splitChunks,
        minimize: !isDev,
        // swc instead of terser: 10–16 s instead of 30–40 s per app on 2 cores.
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            extractComments: false,
            // STOREFRONT_PROFILE=1 keeps the names, so a CPU profile of the production build reads (profile:first-view)
            minimizerOptions: { compress: true, mangle: process.env.STOREFRONT_PROFILE !== '1' },
          }),
        ],
      },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(cacheRoot, 'webpack'),
        name: `${name}-${mode}${oneBundle ? '-one-bundle' : ''}`,
        buildDependencies: {
          config: [
            __filename,
            require.resolve('./federation.cjs'),
            require.resolve('./shared-deps.cjs'),
            require.resolve('./preload-start-up.cjs'),
            require.resolve('./antd-first-view-styles.cjs'),
            require.resolve('./drop-unreached-hoisted-modules.cjs'),
            require.resolve('./drop-webpack-sharing-runtime.cjs'),
            require.resolve('./english-texts-loader.cjs'),
            require.resolve('./server-bundle-plugin.cjs'),
            STANDALONE_RUNTIME_FILE,
            EXTERNAL_BUNDLER_RUNTIME_FILE,
            USE_SYNC_EXTERNAL_STORE_FILE,
            require.resolve('./provide-bundler-runtime-plugin.mjs'),
            path.join(appDir, 'webpack.config.cjs'),
            path.join(appDir, 'federation.config.cjs'),
            path.join(appDir, 'package.json'),
            path.join(apps.ROOT, 'apps.json'),
            ...(oneBundle?.configFiles ?? []),
          ],
        },
      },
      performance: { hints: false },
      stats: isDev ? 'errors-warnings' : { preset: 'errors-warnings', timings: true, assets: false },
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port,
        host: 'localhost',
        headers: { 'Access-Control-Allow-Origin': '*', 'Timing-Allow-Origin': '*' },
        historyApiFallback: true,
        static: false,
        client: { overlay: { errors: true, warnings: false } },
      },
    };
  };
  return Object.assign(config, { firstViewGroups });
}

/** The one-bundle build's output folder in the shell (git-ignored). */
const ONE_BUNDLE_DIST = 'dist-one-bundle';

/**
 * The one-bundle build (`STOREFRONT_ONE_BUNDLE=1`): the shell and every
 * remote in one webpack build without the federation plugins, to measure
 * what composing costs (`npm run bench:federation-tax`, docs/performance.md).
 * The federation run time (and its retry plugin) resolve to
 * scripts/webpack/one-bundle-runtime.mjs, whose `loadRemote` imports each
 * expose's module, so every expose is still a lazy chunk; `antd-on-intent`
 * (a name only the federation knows) resolves to its curated list; the other
 * curated shared modules (antd, react-router, rxjs) are the packages
 * themselves, tree-shaken as any bundle's. Each remote's first-view groups
 * apply, with its expose chunks named `<remote>.<key>` there instead of the
 * federation's `__federation_expose_<key>`.
 */
function oneBundleOptions() {
  const runtime = path.join(__dirname, 'one-bundle-runtime.mjs');
  /** @type {FirstViewGroup[]} */
  const firstViewGroups = [];
  const configFiles = [runtime];
  for (const remote of apps.REMOTES) {
    const file = path.join(apps.ROOT, remote.dir, 'webpack.config.cjs');
    configFiles.push(file);
    for (const group of require(file).firstViewGroups ?? []) firstViewGroups.push(withExposeNames(group, remote));
  }
  return {
    alias: {
      '@module-federation/enhanced/runtime$': runtime,
      '@module-federation/retry-plugin$': runtime,
      'antd-on-intent$': CURATED['antd-on-intent'].import,
    },
    // The shell's entry imports antd whole (`import('antd')`) to evaluate its first-view part in a task of its own.
    // In the composed page that request is the shared first-view list; as a namespace import of the package it would
    // keep all of antd in the one bundle (600 KB gzip), so there it is the same list.
    rules: [{ test: path.join(apps.ROOT, apps.HOST.dir, 'src', 'index.ts'), resolve: { alias: { antd$: CURATED.antd.import } } }],
    firstViewGroups,
    configFiles,
  };
}

/**
 * A remote's first-view group for the one-bundle build: it sees that remote's
 * expose chunks (`mf_account.ProfileMenu`) under the name the federation gives
 * them (`__federation_expose_ProfileMenu`), which its predicates use, and takes
 * only modules that no chunk of another app (or of the shell's start-up) holds,
 * as in the remote's own build: else a module the first view of `/` needs
 * elsewhere would bring the whole group with it.
 * @param {FirstViewGroup} group
 * @param {import('../lib/apps.cjs').App} remote
 * @returns {FirstViewGroup}
 */
function withExposeNames(group, remote) {
  const prefix = `${remote.name}.`;
  const appDir = path.join(apps.ROOT, remote.dir) + path.sep;
  /** @param {import('webpack').Chunk} chunk */
  const view = (chunk) =>
    chunk.name?.startsWith(prefix)
      ? new Proxy(chunk, {
          get: (target, key) => (key === 'name' ? `__federation_expose_${target.name?.slice(prefix.length)}` : Reflect.get(target, key)),
        })
      : chunk;
  /** An expose chunk of the remote, or a chunk only the remote's own modules import. @param {import('webpack').Chunk} chunk */
  const owns = (chunk) => {
    if (chunk.name?.startsWith(prefix)) return true;
    for (const chunkGroup of chunk.groupsIterable) {
      for (const { module } of chunkGroup.origins) {
        const resource = /** @type {{ resource?: string } | undefined} */ (module)?.resource;
        if (!resource?.startsWith(appDir)) return false;
      }
    }
    return true;
  };
  const { whole, shared } = group;
  return { ...group, whole: (chunk) => whole(view(chunk)), ...(shared ? { shared: (chunk) => shared(view(chunk)) } : {}), owns };
}

/**
 * Fails the build early with a readable message when a federation config
 * breaks a rule of the architecture.
 * @param {FederationOptions} options
 * @param {boolean} isHost
 */
function assertFederationOptions(options, isHost) {
  if (!options || !/^[A-Za-z_$][\w$]*$/.test(options.name ?? '')) {
    throw new Error(`federation.config: "name" must be a JS identifier like mf_cart, got ${JSON.stringify(options?.name)}`);
  }
  for (const key of Object.keys(options.shared ?? {})) {
    if (NEVER_SHARED.some((never) => key === never || key.startsWith(`${never}/`))) {
      throw new Error(`federation.config: ${key} must not be shared (shared modules are not tree-shaken)`);
    }
    const entry = /** @type {Record<string, unknown>} */ (options.shared[key]);
    if (entry && entry.eager) throw new Error(`federation.config: ${key} must not be eager; use the async boundary`);
  }
  if (isHost && Object.keys(options.remotes ?? {}).length > 0) {
    throw new Error('federation.config: the shell registers remotes at run time; keep "remotes" empty');
  }
  if (!isHost && options.filename !== 'remoteEntry.js') {
    throw new Error('federation.config: a remote\'s filename must be the stable "remoteEntry.js"');
  }
}

module.exports = { createWebpackConfig, CopyPublicPlugin, importedFrom, chunkNamed, ONE_BUNDLE_DIST };
