/**
 * What a remote's build takes instead of `@module-federation/webpack-bundler-runtime`
 * (create-webpack-config.cjs replaces the package's entry with this file in
 * remote builds): the federation object of a container, as the package's
 * entry builds it, with the bundler run time's functions taken from the page
 * (the shell provides them, provide-bundler-runtime-plugin.mjs; a remote's
 * own page gets them from standalone-federation-runtime.mjs). Each function
 * takes the container's `__webpack_require__`, so one copy serves every
 * container, the container entry's init among them. What stays the remote's
 * own: the `init` of its run time (it knows the container's build id) and an
 * empty share-scope holder.
 */
import {
  CurrentGlobal,
  ModuleFederation,
  getGlobalFederationConstructor,
  getRemoteEntry,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

const provided = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!provided) {
  throw new Error(
    'The Module Federation bundler run time was not provided: load this remote from the shell, or its own page with mf-runtime-core.js first.',
  );
}

/* global FEDERATION_BUILD_IDENTIFIER -- the federation plugin defines it per build ("mf_cart:0.1.0") */
const buildId = typeof FEDERATION_BUILD_IDENTIFIER === 'string' ? FEDERATION_BUILD_IDENTIFIER : '';

/**
 * `@module-federation/runtime`'s `init`, which is all of that package the
 * bundler run time calls (with `getRemoteEntry`, taken from runtime-core):
 * the container's federation instance, found by its build id or name, or
 * made. The package's other functions (loadRemote, loadShare, ...) act on
 * the instance of the code that imports them; a remote's code does not
 * import them (the platform's, the shell's, does), so they would be about
 * 1 KB gzip of dead code in every remote entry. Importing only the package's
 * `init` still keeps its error texts (0.6 KB a remote entry: the package does
 * not declare itself free of side effects), hence this copy of its few lines.
 */
function init(options) {
  const found = CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    ({ options: { id, name, version } }) =>
      (buildId && id === buildId) || (name === options.name && (options.version ? version === options.version : !version)),
  );
  const normalized = { ...options, id: options.id || '' };
  if (found) {
    found.initOptions(normalized);
    return found;
  }
  const Federation = getGlobalFederationConstructor() || ModuleFederation;
  const instance = new Federation({ id: `${options.name}@${options.version || Date.now()}`, ...normalized });
  setGlobalFederationInstance(instance);
  return instance;
}

const federation = {
  runtime: { init, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  // A remote consumes no remote at build time (`disableRemote`): no remotes handler, as in its own build of the package.
  bundlerRuntime: { ...provided.bundlerRuntime, remotes: undefined, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
