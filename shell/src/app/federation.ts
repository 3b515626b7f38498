import { preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fallbackPlugin, retryPlugin, type RuntimeConfig } from '@storefront/platform';
import { federationScriptsPlugin } from './federation-scripts';

/** The exposes the routes mount, by the remote that owns them. */
const ROUTE_EXPOSES = {
  mf_catalogue: ['./Routes'],
  mf_account: ['./Routes'],
  mf_parcel: ['./Routes'],
} as const;

export type RouteRemote = keyof typeof ROUTE_EXPOSES;

/**
 * Registers the remotes of this deploy with the federation runtime. Plugins
 * come first: the fallback turns a remote that cannot load into a small
 * translated notice, the retry plugin gives a redeploying remote a second chance, and where the page's server
 * answers it the remotes' scripts come in one response (federation-scripts.ts).
 */
export function registerFederation(config: RuntimeConfig): void {
  const scripts = federationScriptsPlugin();
  registerPlugins([fallbackPlugin(), retryPlugin(), ...(scripts ? [scripts] : [])]);
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
}

/**
 * Fetches a route's remote code on intent (a pointer over or focus on its
 * link), so the click is fast without costing the first view: nothing is
 * preloaded while the page is idle. A remote that is down is ignored here;
 * its route shows the fallback when visited.
 */
export function preloadRoute(remote: RouteRemote): void {
  preloadRemote([{ nameOrAlias: remote, exposes: [...ROUTE_EXPOSES[remote]], resourceCategory: 'sync' }]).catch(() => undefined);
}
