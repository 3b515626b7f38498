// The storefront's routes: the path builders (route-builders.ts) as one
// namespace, the patterns the shell's router mounts, and the return-path rules.

export * as routes from './route-builders';
export type { HomeQuery, ProfilePage } from './route-builders';

/**
 * What the shell's router mounts: each remote's `./Routes` renders relative
 * routes below its pattern (the shell routes are relative, as <Route path> takes them).
 */
export const routePatterns = {
  home: 'home/*',
  auth: 'auth/*',
  trackOrder: 'track-order/*',
  checkout: 'checkout/*',
  /** mf-catalogue's store page (/store/{id}) and ecommerce product page (/product/{id}). */
  store: 'store/*',
  product: 'product/*',
  /** mf-catalogue's browse pages: /categories, /category/{id}, /all-brands. */
  categories: 'categories/*',
  category: 'category/*',
  allBrands: 'all-brands/*',
  /** mf-catalogue's campaign page (/campaigns/{id}) and flash-sale page (/flash-sales?id=). */
  campaigns: 'campaigns/*',
  flashSales: 'flash-sales/*',
  myOrders: 'my-orders/*',
  profile: 'profile/*',
  /** mf-parcel's order form; mf-account's chat. */
  parcelDeliveryInfo: 'parcel-delivery-info/*',
  chatting: 'chatting/*',
  /** mf-account's account pages, each also at /profile?page= (spec: discovery-and-modules §2). */
  wallet: 'wallet/*',
  coupons: 'coupons/*',
  loyaltyPoints: 'loyalty-points/*',
  referralCode: 'referral-code/*',
  settings: 'settings/*',
  /** mf-account's rating page (/rate-and-review/{orderId}) and interest categories (/interest). */
  rateAndReview: 'rate-and-review/*',
  interest: 'interest/*',
  notFound: '*',
} as const;

/** Relative paths a remote's `./Routes` renders below its mount. */
export const authPaths = { signIn: 'sign-in', signUp: 'sign-up' } as const;
export const checkoutPaths = { checkout: '', orderPlaced: 'order-placed' } as const;

/**
 * Where to go back to after signing in (`?from=` or the navigation state): only a path inside this site
 * (never `//evil.example`) and never an /auth/ page; null otherwise.
 */
export function safeReturnPath(from: unknown): string | null {
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/auth/') ? from : null;
}

/** The safe return path a location carries: its `?from=`, else its navigation state's `from`. */
export function returnPathOf(location: { search: string; state?: unknown }): string | null {
  return (
    safeReturnPath(new URLSearchParams(location.search).get('from')) ?? safeReturnPath((location.state as { from?: unknown } | null)?.from)
  );
}
