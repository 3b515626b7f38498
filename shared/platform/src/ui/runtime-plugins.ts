import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { createElement } from 'react';
import { RemoteFallback } from './remote-fallback';

/**
 * Runtime plugins for the shell. They are registered from the shell's
 * bootstrap (after the share scope exists), which is why they may import
 * react; build-time runtimePlugins may not (they run before sharing is set up).
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-remote-fallback',
    errorLoadRemote(args) {
      // Only a failed module load gets a fallback module. For other lifecycles the
      // return value means something else (afterResolve: a manifest), so answer nothing.
      if (args.lifecycle !== 'onLoad') return undefined;
      const remote = String(args.id).split('/')[0];
      const Fallback = () => createElement(RemoteFallback, { remote });
      return { __esModule: true, default: Fallback, [REMOTE_FAILED]: true };
    },
  };
}

/** Marks a module that is the fallback, so the mount helper can offer a retry. */
export const REMOTE_FAILED = Symbol.for('@storefront/platform/remote-failed');

export function retryPlugin(): ModuleFederationRuntimePlugin {
  // A remote that is briefly unreachable (deploy in progress) gets two more chances.
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 400 },
    script: { retryTimes: 2, retryDelay: 400 },
  }) as unknown as ModuleFederationRuntimePlugin;
}
