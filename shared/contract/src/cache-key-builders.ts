// SWR keys of data more than one app reads: two apps that read the same data
// build the same key here, so they share one request and one cache entry.
// Each key is an export of its own, used as `cacheKeys.cart(…)` through the
// namespace cache-keys.ts re-exports, so an app carries only the keys it builds.

/** The business config, localised by X-localization: one fetch per language on the whole page. */
export const config = (language: string) => ['config', language] as const;
/** Modules serving the saved zones (the zoneid header filters on the server). */
export const modules = (zoneId: string, language: string) => ['modules', zoneId, language] as const;
/** Whose cart: the token identifies a customer, the guest id a guest; the cart is per module. */
export const cart = (token: string | null, guestId: string | null, moduleId: number | null) => ['cart', token, guestId, moduleId] as const;
/** Keyed by the token, so another sign-in never shows the previous customer. */
export const customerInfo = (token: string) => ['customer/info', token] as const;
/** The module and the zones are part of the key: the request carries them as headers. */
export const popularItems = (moduleId: number, zoneId: string) => ['items/popular', moduleId, zoneId] as const;
/**
 * A list of the chosen module's home (the catalogue's useModuleList): its path, its query as JSON, the module,
 * the zones as stored, the language as stored (null until one is picked) and whose list it is ('' for anyone's).
 * The shell asks for the home's first list with this key while the catalogue's code loads.
 */
export const moduleList = (path: string, query: string, moduleId: number, zoneId: string | null, language: string | null, viewer: string) =>
  [path, query, moduleId, zoneId, language, viewer] as const;
/** The module's banners for the stored zones, in a language (the request's headers carry all three). */
export const banners = (moduleId: number, zoneId: string | null, language: string) => ['banners', moduleId, zoneId, language] as const;
export const trackedOrder = (orderId: string, contactNumber: string, guestId: string) =>
  ['customer/order/track', orderId, contactNumber, guestId] as const;
