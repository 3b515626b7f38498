// SWR keys of data more than one app reads (the builders: cache-key-builders.ts), and the lists a module home's
// first screen reads.

import type * as builders from './cache-key-builders';

export * as cacheKeys from './cache-key-builders';

export type CartCacheKey = ReturnType<typeof builders.cart>;
export type ModuleListCacheKey = ReturnType<typeof builders.moduleList>;

/** Stores per home list (spec §9: popular and latest stores 12). */
export const HOME_STORES_LIMIT = 12;

/**
 * The lists a module home's first screen reads, as the path and query of `cacheKeys.moduleList`: the catalogue's
 * sections ask for them, and the shell starts them before the catalogue's code arrives (its early requests), so
 * both must build the same key.
 */
export const homeLists = {
  /** Grocery's and pharmacy's first section. */
  featuredCategories: { path: 'categories', query: {} },
  /** Grocery's stores area, by its filter ('all' first). */
  stores: (storeType: string) => ({ path: 'stores/get-stores/all', query: { store_type: storeType, limit: HOME_STORES_LIMIT, offset: 1 } }),
} as const;
