// @storefront/contract: types, plus small pure values (route builders, cache
// keys, the remotes registry). Bundled into each app (never federated), so a
// remote builds against the contract version it was written for.
export type * from './wire';
export type * from './events';
export { routes, routePatterns, authPaths, checkoutPaths, returnPathOf, safeReturnPath, type HomeQuery, type ProfilePage } from './routes';
export {
  remoteExposes,
  remoteFolder,
  type RemoteExposes,
  type RemoteName,
  type ExposeOf,
  type ExposeProps,
  type NoProps,
  type DeliveryAddressesProps,
  type WishlistHeartProps,
  type SearchBoxProps,
  type LocationMapProps,
  type MapMarker,
} from './remotes';
export {
  cacheKeys,
  homeLists,
  HOME_STORES_LIMIT,
  leadBannerPicture,
  leadStorePicture,
  listedBanners,
  listedStores,
  storeCardPicture,
  type CartCacheKey,
  type ModuleListCacheKey,
} from './cache-keys';
// Development and test only, behind `process.env.NODE_ENV !== 'production'`
// (package.json says sideEffects: false, so production builds drop it).
export { checkWire, WireMismatchError, type CheckedWire, type WireName } from './check-wire';
