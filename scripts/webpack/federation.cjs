'use strict';

const { sharedFromPackageJson } = require('./shared-deps.cjs');

/**
 * Options passed to `new ModuleFederationPlugin(...)` (subset we use).
 * @typedef {object} FederationOptions
 * @property {string} name federation name: a JS identifier with underscores (`mf_cart`)
 * @property {string} [filename] the container entry, always the stable `remoteEntry.js` for remotes
 * @property {Record<string, string>} [exposes] expose key (`./CartButton`) → module (`./src/exposes/cart-button.tsx`)
 * @property {Record<string, string>} [remotes] build-time remotes; the shell keeps this `{}` (remotes are registered at run time)
 * @property {Record<string, import('./shared-deps.cjs').SharedConfig>} shared
 * @property {'loaded-first' | 'version-first'} [shareStrategy]
 * @property {string[]} [runtimePlugins] absolute paths of MF runtime plugins
 * @property {false} dts type generation off (P8 in the MF reference)
 * @property {boolean | object} manifest emits mf-manifest.json
 * @property {{ externalRuntime?: boolean, provideExternalRuntime?: boolean }} [experiments]
 *   the MF run time provided once by the host (provideExternalRuntime) and used by the remotes (externalRuntime)
 */

/**
 * Federation options of a remote. Used from `<app>/federation.config.cjs`.
 *
 * @param {object} options
 * @param {string} options.appDir absolute folder of the app
 * @param {string} options.name federation name (`mf_cart`)
 * @param {Record<string, string>} options.exposes expose key → module under `./src/exposes/`
 * @param {string[]} [options.runtimePlugins]
 * @returns {FederationOptions}
 */
function createRemoteFederationConfig({ appDir, name, exposes, runtimePlugins = [] }) {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedFromPackageJson(appDir),
    runtimePlugins,
    // The run time comes from the host (one copy per page, not one per remoteEntry.js). A remote consumes no remote
    // at build time (the shell composes them at run time), so its entry leaves out the bundler run time's remotes
    // handler; and it runs in the browser only, so the SDK's Node code paths go too.
    experiments: { externalRuntime: true, optimization: { disableRemote: true, target: 'web' } },
    dts: false,
    manifest: true,
  };
}

/**
 * Federation options of the host. Remotes are NOT baked in: the shell reads
 * `/runtime-config.json` and calls `registerRemotes` at run time, so the same
 * build serves dev, e2e and production. `loaded-first` keeps a dead remote
 * from blanking the page before React mounts (P3 in the MF reference).
 *
 * @param {object} options
 * @param {string} options.appDir
 * @param {string} options.name
 * @param {string[]} [options.runtimePlugins] e.g. the errorLoadRemote fallback plugin
 * @returns {FederationOptions}
 */
function createHostFederationConfig({ appDir, name, runtimePlugins = [] }) {
  return {
    name,
    remotes: {},
    shared: sharedFromPackageJson(appDir),
    shareStrategy: 'loaded-first',
    // First, the plugin that hands the bundler run time's functions to the remotes (see the file).
    runtimePlugins: [require.resolve('./provide-bundler-runtime-plugin.mjs'), ...runtimePlugins],
    // The host's run time is the page's: remotes built with externalRuntime use it (runtime-core, and the bundler
    // run time through the plugin above).
    experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    dts: false,
    manifest: true,
  };
}

module.exports = { createRemoteFederationConfig, createHostFederationConfig };
