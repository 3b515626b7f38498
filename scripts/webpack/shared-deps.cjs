'use strict';

const fs = require('node:fs');
const path = require('node:path');

/**
 * The modules every app shares as Module Federation singletons. Exactly one
 * copy of each may load in the composed page: React context, the router, the
 * jotai store, the SWR cache, antd's theme/cssinjs cache and the RxJS bus
 * only work when all apps see the same instance.
 *
 * `@ant-design/icons` is deliberately NOT here: shared modules are not
 * tree-shaken, and sharing it ships every icon (about 950 KB raw). Each app
 * bundles the icons it uses; what every icon renders with (`antd-icon-base`,
 * below) is shared.
 * Deep imports (`antd/es/button`) are not matched by the `antd` key and would
 * be bundled as a second copy, so import antd from its root only.
 */
const SHARED_SINGLETONS = /** @type {const} */ ([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'jotai',
  'jotai/utils',
  'swr',
  'antd',
  'antd-on-intent',
  'rxjs',
  'formik',
  '@storefront/platform',
  'antd-icon-base',
]);

/**
 * Shared keys whose provided module is not the package itself. `antd`,
 * `react-router` and `rxjs` are shared as curated lists of what the site uses
 * (tree-shaken at build time), each with its package's own version so every
 * app's range still matches. Repo tests check that every name an app imports
 * is in the list (scripts/__tests__/antd-components.test.cjs,
 * curated-packages.test.cjs).
 *
 * antd comes in two parts: `antd`, the components the first view renders,
 * and `antd-on-intent` (a name only the federation knows, typed in
 * types/antd-on-intent.d.ts), the components only the code loaded on intent
 * uses (forms, dialogs, drawers, steps ...), so they are not in the first
 * view's chunk. Both parts are built from the same antd in one build, so
 * their internals (ConfigProvider's context, the cssinjs cache) are one
 * instance as long as one app provides both: the shell registers its share
 * scope first, so its copy of each is the one every app loads (e2e
 * singletons spec). `package` names the dependency whose range an app
 * requires.
 */
const CURATED = {
  antd: {
    import: require.resolve('../../shared/platform/src/ui/antd-components.ts'),
    version: require('antd/package.json').version,
  },
  'antd-on-intent': {
    import: require.resolve('../../shared/platform/src/ui/antd-on-intent.ts'),
    version: require('antd/package.json').version,
    package: 'antd',
  },
  'react-router': {
    import: require.resolve('../../shared/platform/src/ui/react-router-exports.ts'),
    version: require('react-router/package.json').version,
  },
  rxjs: {
    import: require.resolve('../../shared/platform/src/bus/rxjs-exports.ts'),
    version: require('rxjs/package.json').version,
  },
  'jotai/utils': {
    import: require.resolve('../../shared/platform/src/session/jotai-utils-exports.ts'),
    version: require('jotai/package.json').version,
  },
  // The component every icon of @ant-design/icons renders with (with its context, its style injection and clsx):
  // each icon module imports it as `../components/AntdIconLight`, which the build turns into this key
  // (ANTD_ICON_BASE in create-webpack-config.cjs). Bundled into every remote's first chunk it was about 1.5 KB gzip
  // each, and the icons' context (antd's ConfigProvider sets it) was a different one in each app.
  'antd-icon-base': {
    import: path.join(path.dirname(require.resolve('@ant-design/icons/package.json')), 'es', 'components', 'AntdIconLight.js'),
    version: require('@ant-design/icons/package.json').version,
    package: '@ant-design/icons',
  },
};

/**
 * Shared keys the first view does not load: only code loaded on intent (forms,
 * dialogs) imports them. The host's build keeps their providers out of the
 * chunks it groups for the first view (create-webpack-config.cjs), and the
 * budgets spec fails when the first view loads `antd-on-intent`.
 */
const ON_INTENT_SHARED = /** @type {const} */ (['antd-on-intent', 'formik']);

/** Modules that must never be shared, whatever a config says. */
const NEVER_SHARED = /** @type {const} */ (['@ant-design/icons']);

/**
 * @typedef {object} SharedConfig
 * @property {true} singleton
 * @property {string} requiredVersion
 * @property {string} [import] the module provided under the key, when not the package (CURATED)
 * @property {string} [version] its version, then
 */

/**
 * The package a (possibly deep) import key belongs to: `react-dom/client` →
 * `react-dom`, `@storefront/platform` → `@storefront/platform`.
 * @param {string} key
 * @returns {string}
 */
function packageOf(key) {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Builds the `shared` option of the federation plugin from the app's own
 * package.json: every singleton the app depends on, with `requiredVersion`
 * equal to the range it declares (one range per dependency across the repo is
 * enforced by scripts/__tests__/versions.test.cjs). Never `eager`: each app's
 * `src/index.ts` is an async boundary instead.
 *
 * @param {string} appDir absolute folder of the app (holds package.json)
 * @returns {Record<string, SharedConfig>}
 */
function sharedFromPackageJson(appDir) {
  /** @type {{ dependencies?: Record<string, string> }} */
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = pkg.dependencies ?? {};
  /** @type {Record<string, SharedConfig>} */
  const shared = {};
  for (const key of SHARED_SINGLETONS) {
    const { package: packageName = packageOf(key), ...curated } = /** @type {{ package?: string }} */ (
      CURATED[/** @type {keyof typeof CURATED} */ (key)] ?? {}
    );
    const range = deps[packageName];
    if (range) shared[key] = { singleton: true, requiredVersion: range, ...curated };
  }
  return shared;
}

module.exports = { SHARED_SINGLETONS, NEVER_SHARED, CURATED, ON_INTENT_SHARED, sharedFromPackageJson, packageOf };
