/**
 * What a remote's build takes instead of `@module-federation/webpack-bundler-runtime`
 * (create-webpack-config.cjs replaces the package's entry with this file in
 * remote builds): the federation object of a container, as the package's
 * entry builds it, with the bundler run time's functions taken from the page
 * (the shell provides them, provide-bundler-runtime-plugin.mjs; a remote's
 * own page gets them from standalone-federation-runtime.mjs). Each function
 * takes the container's `__webpack_require__`, so one copy serves every
 * container. What stays the remote's own: its `@module-federation/runtime`
 * (it knows the container's build id), its container entry's init (the
 * shell has no exposes, so its build leaves that out), and an empty
 * share-scope holder.
 */
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const provided = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!provided) {
  throw new Error(
    'The Module Federation bundler run time was not provided: load this remote from the shell, or its own page with mf-runtime-core.js first.',
  );
}

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  // A remote consumes no remote at build time (`disableRemote`): no remotes handler, as in its own build of the package.
  bundlerRuntime: { ...provided.bundlerRuntime, remotes: undefined, S: {}, initContainerEntry },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
