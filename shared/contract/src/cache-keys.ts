// SWR keys of data more than one app reads: two apps that read the same data
// build the same key here, so they share one request and one cache entry.

export const cacheKeys = {
  /** The business config, localised by X-localization: one fetch per language on the whole page. */
  config: (language: string) => ['config', language] as const,
  /** Modules serving the saved zones (the zoneid header filters on the server). */
  modules: (zoneId: string, language: string) => ['modules', zoneId, language] as const,
  /** Whose cart: the token identifies a customer, the guest id a guest; the cart is per module. */
  cart: (token: string | null, guestId: string | null, moduleId: number | null) => ['cart', token, guestId, moduleId] as const,
  /** Keyed by the token, so another sign-in never shows the previous customer. */
  customerInfo: (token: string) => ['customer/info', token] as const,
  /** The module and the zones are part of the key: the request carries them as headers. */
  popularItems: (moduleId: number, zoneId: string) => ['items/popular', moduleId, zoneId] as const,
  /**
   * A list of the chosen module's home (the catalogue's useModuleList): its path, its query as JSON, the module,
   * the zones as stored, the language as stored (null until one is picked) and whose list it is ('' for anyone's).
   * The shell asks for the home's first list with this key while the catalogue's code loads.
   */
  moduleList: (path: string, query: string, moduleId: number, zoneId: string | null, language: string | null, viewer: string) =>
    [path, query, moduleId, zoneId, language, viewer] as const,
  /** The module's banners for the stored zones, in a language (the request's headers carry all three). */
  banners: (moduleId: number, zoneId: string | null, language: string) => ['banners', moduleId, zoneId, language] as const,
  trackedOrder: (orderId: string, contactNumber: string, guestId: string) =>
    ['customer/order/track', orderId, contactNumber, guestId] as const,
} as const;

export type CartCacheKey = ReturnType<typeof cacheKeys.cart>;
export type ModuleListCacheKey = ReturnType<typeof cacheKeys.moduleList>;

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
