// The storefront's routes (spec: discovery-and-modules §2) as path builders, so
// a link is written once and a wrong parameter fails to compile. Query
// parameter names are the spec's (module_id, store_zone_id, ...).

type QueryValue = string | number | boolean | null | undefined;

/** `path?a=1&b=2`, leaving out empty values. */
function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const segment = (id: string | number) => encodeURIComponent(String(id));

/** /home query: with data_type the home shows filtered results instead of the module home. */
export interface HomeQuery {
  search?: string;
  /** base64 of the category name (see routes.categoryResults). */
  name?: string;
  id?: string | number;
  from?: string;
  fromSearch?: string;
  brand_id?: string | number;
  data_type?: 'category' | 'brand' | 'discounted' | 'searched';
  module_id?: number;
}

/** The spec's base64 of a category name, safe for non-Latin names. */
function base64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

export type ProfilePage =
  'profile-settings' | 'inbox' | 'my-orders' | 'wallet' | 'coupons' | 'loyalty-points' | 'referral-code' | 'settings';

export const routes = {
  landing: () => '/',
  home: (query?: HomeQuery) => withQuery('/home', { ...query }),
  categoryResults: ({ id, name, moduleId }: { id: string | number; name: string; moduleId?: number }) =>
    withQuery('/home', { search: 'category', id, module_id: moduleId, name: base64(name), data_type: 'category' }),
  brandResults: ({ brandId }: { brandId: string | number }) => withQuery('/home', { brand_id: brandId, data_type: 'brand' }),
  specialOffers: ({ moduleId }: { moduleId?: number } = {}) =>
    withQuery('/home', { search: 'special-offer', module_id: moduleId, data_type: 'discounted' }),
  searchResults: ({ term }: { term: string }) => withQuery('/home', { search: term, data_type: 'searched' }),
  signIn: (query: { from?: string } = {}) => withQuery('/auth/sign-in', { from: query.from }),
  signUp: () => '/auth/sign-up',
  /** With orderId and page=my-orders: one order's details; from=checkout adds the placement notice. */
  profile: (
    query: {
      page?: ProfilePage;
      type?: string;
      id?: string | number;
      chatFrom?: string;
      orderId?: string | number;
      from?: 'checkout';
    } = {},
  ) => withQuery('/profile', { ...query }),
  myOrders: () => '/my-orders',
  wallet: () => '/wallet',
  coupons: () => '/coupons',
  loyaltyPoints: () => '/loyalty-points',
  referralCode: () => '/referral-code',
  settings: () => '/settings',
  trackOrder: () => '/track-order',
  helpAndSupport: () => '/help-and-support',
  categories: () => '/categories',
  category: ({ id }: { id: string | number }) => `/category/${segment(id)}`,
  /** `id` is the store's slug when it has one, otherwise its id. */
  store: ({
    id,
    moduleId,
    storeZoneId,
    distance,
    moduleType,
  }: {
    id: string | number;
    moduleId?: number;
    storeZoneId?: number;
    distance?: number;
    moduleType?: string;
  }) => withQuery(`/store/${segment(id)}`, { module_id: moduleId, store_zone_id: storeZoneId, distance, module_type: moduleType }),
  latestStores: () => '/store/latest',
  popularStores: () => '/store/popular',
  /** `id` is the item's slug or id. */
  product: ({ id, moduleId, productType }: { id: string | number; moduleId?: number; productType?: 'campaign' }) =>
    withQuery(`/product/${segment(id)}`, { module_id: moduleId, product_type: productType }),
  campaign: ({ id, moduleId }: { id: string | number; moduleId?: number }) =>
    withQuery(`/campaigns/${segment(id)}`, { module_id: moduleId }),
  flashSales: ({ id }: { id?: string | number } = {}) => withQuery('/flash-sales', { id }),
  allBrands: () => '/all-brands',
  parcelDeliveryInfo: () => '/parcel-delivery-info',
  /** A conversation (spec: shopping-core §2 /chatting): with type and id it opens or starts one with that receiver. */
  chatting: (
    query: { conversationId?: number | string; type?: 'delivery_man' | 'vendor' | 'admin'; id?: number | string; chatFrom?: string } = {},
  ) => withQuery('/chatting', { ...query }),
  rateAndReview: ({ orderId }: { orderId: string | number }) => `/rate-and-review/${segment(orderId)}`,
  interest: () => '/interest',
  /**
   * From the cart, Buy Now, or Order Now of a campaign item (shopping-core §2);
   * page=prescription with store_id orders a pharmacy store's prescription images.
   */
  checkout: ({ page, storeId }: { page: 'cart' | 'buy_now' | 'campaign' | 'prescription'; storeId?: number }) =>
    withQuery('/checkout', { page, store_id: storeId }),
  /**
   * After placing: the guest order-placed dialog (a customer paying on delivery or by
   * wallet goes to routes.profile with orderId). The payment page returns here with
   * the spec's query: status, totalAmount, order_id, token, flag (success, fail, cancel).
   */
  orderPlaced: (query: {
    order_id: number | string;
    status?: string;
    totalAmount?: number | string;
    token?: string;
    flag?: 'success' | 'fail' | 'cancel';
  }) => withQuery('/checkout/order-placed', { ...query }),
  termsAndConditions: () => '/terms-and-conditions',
  privacyPolicy: () => '/privacy-policy',
  refundPolicy: () => '/refund-policy',
  cancellationPolicy: () => '/cancellation-policy',
  shippingPolicy: () => '/shipping-policy',
  aboutUs: () => '/about-us',
} as const;

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
