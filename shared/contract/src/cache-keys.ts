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
  trackedOrder: (orderId: string, contactNumber: string, guestId: string) =>
    ['customer/order/track', orderId, contactNumber, guestId] as const,
} as const;

export type CartCacheKey = ReturnType<typeof cacheKeys.cart>;
