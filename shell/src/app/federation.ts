import { preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fallbackPlugin, retryPlugin, type RuntimeConfig } from '@storefront/platform';

/** The exposes the routes mount: fetched while the browser is idle, so the first click is fast. */
export const ROUTE_EXPOSES: { nameOrAlias: string; exposes: string[] }[] = [
  { nameOrAlias: 'mf_catalogue', exposes: ['./Routes'] },
  { nameOrAlias: 'mf_account', exposes: ['./Routes'] },
  { nameOrAlias: 'mf_parcel', exposes: ['./Routes'] },
];

/**
 * Registers the remotes of this deploy with the federation runtime. Plugins
 * come first: the fallback turns a remote that cannot load into a small
 * translated notice, and the retry plugin gives a redeploying remote a second chance.
 */
export function registerFederation(config: RuntimeConfig): void {
  registerPlugins([fallbackPlugin(), retryPlugin()]);
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
}

export function preloadRoutesWhenIdle(): void {
  const preload = () => {
    for (const target of ROUTE_EXPOSES) {
      // One at a time, so a remote that is down does not stop the others.
      preloadRemote([{ ...target, resourceCategory: 'sync' }]).catch(() => undefined);
    }
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(preload, { timeout: 4000 });
  else window.setTimeout(preload, 1500);
}
