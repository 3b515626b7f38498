/**
 * The host's runtime plugin that hands its bundler run time to the remotes
 * (issue 9): the functions of `@module-federation/webpack-bundler-runtime`
 * that every container calls with its own `__webpack_require__` (consumes,
 * sharing, initial consumes, init), so a remote entry need not carry a copy
 * of them (about 2.5 KB gzip each); with them the container entry's init,
 * which the shell's own build leaves out (it exposes nothing) but every
 * remote entry runs (about 0.5 KB gzip each). It is the same contract as the
 * federation's own `externalRuntime` for runtime-core: the remotes use the
 * host's run time, so they build against the same federation version
 * (scripts/__tests__/versions.test.cjs holds one version everywhere).
 *
 * A runtime plugin's factory runs once the federation object of the shell's
 * build is set up, before its first remote is registered; the remotes read it
 * in external-bundler-runtime.mjs.
 */
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

export default function provideBundlerRuntimePlugin() {
  // eslint-disable-next-line no-undef -- webpack's own require, which holds the container's federation object
  const { bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
  globalThis._FEDERATION_BUNDLER_RUNTIME ??= { bundlerRuntime: { ...bundlerRuntime, initContainerEntry }, attachShareScopeMap };
  return { name: 'provide-bundler-runtime' };
}
