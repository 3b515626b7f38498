/**
 * A remote's own page (its standalone harness) has no shell to provide the
 * federation's run time, so its build emits this as a plain script before its
 * `main` (StandaloneRuntimeCorePlugin in create-webpack-config.cjs): runtime-core,
 * which the federation's `externalRuntime` reads as `_FEDERATION_RUNTIME_CORE`,
 * and the bundler run time's functions, which external-bundler-runtime.mjs reads.
 */
import * as runtimeCore from '@module-federation/runtime-core';
import federation from '@module-federation/webpack-bundler-runtime';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
globalThis._FEDERATION_BUNDLER_RUNTIME = { bundlerRuntime: federation.bundlerRuntime, attachShareScopeMap: federation.attachShareScopeMap };
