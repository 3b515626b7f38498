// SWR keys of data more than one app reads (the builders: cache-key-builders.ts), and the lists a module home's
// first screen reads.

import type * as builders from './cache-key-builders';
import type { Store, StorePage } from './wire';

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

/** The stores of a list that a card can show (an id and a name): a malformed entry is left out, not shown broken. */
export const listedStores = (stores: readonly Store[] | undefined): Store[] =>
  Array.isArray(stores) ? stores.filter((store) => store && typeof store.id === 'number' && store.name) : [];

/** The picture a store's card shows: its cover, else its logo. */
export const storeCardPicture = (store: Store): string | undefined => store.cover_photo_full_url ?? store.logo_full_url ?? undefined;

/**
 * The first picture a stores list shows (its first card's): on grocery's home the page's largest, so the shell
 * preloads it as soon as its early request for the list answers, before the catalogue's code renders the card.
 */
export const leadStorePicture = (page: StorePage | undefined): string | undefined => {
  const [first] = listedStores(page?.stores);
  return first ? storeCardPicture(first) : undefined;
};

/** The banners a module's carousel shows, in the list's order: none when the answer has no list. */
export const listedBanners = <B>(list: { banners?: readonly B[] | null } | undefined): B[] =>
  Array.isArray(list?.banners) ? [...list.banners] : [];

/**
 * The first picture a module's banner carousel shows: where the banners open the home (food, ecommerce) the page's
 * largest, so the shell preloads it as soon as its early request for the banners answers.
 */
export const leadBannerPicture = (
  list: { banners?: readonly { image_full_url?: string | null }[] | null } | undefined,
): string | undefined => listedBanners(list)[0]?.image_full_url || undefined;
