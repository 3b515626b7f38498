// The storefront's routes (spec: discovery-and-modules §2) as path builders, so
// a link is written once and a wrong parameter fails to compile. Query
// parameter names are the spec's (module_id, store_zone_id, ...).
//
// Each builder is an export of its own, used as `routes.signIn()` through the
// namespace routes.ts re-exports: webpack keeps only the builders an app calls
// (an object's unused properties would all travel, in every app's first view).

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

export const landing = () => '/';

export const home = (query?: HomeQuery) => withQuery('/home', { ...query });

export const categoryResults = ({ id, name, moduleId }: { id: string | number; name: string; moduleId?: number }) =>
  withQuery('/home', { search: 'category', id, module_id: moduleId, name: base64(name), data_type: 'category' });

export const brandResults = ({ brandId }: { brandId: string | number }) => withQuery('/home', { brand_id: brandId, data_type: 'brand' });

export const specialOffers = ({ moduleId }: { moduleId?: number } = {}) =>
  withQuery('/home', { search: 'special-offer', module_id: moduleId, data_type: 'discounted' });

export const searchResults = ({ term }: { term: string }) => withQuery('/home', { search: term, data_type: 'searched' });

export const signIn = (query: { from?: string } = {}) => withQuery('/auth/sign-in', { from: query.from });

export const signUp = () => '/auth/sign-up';

/** With orderId and page=my-orders: one order's details; from=checkout adds the placement notice. */
export const profile = (
  query: {
    page?: ProfilePage;
    type?: string;
    id?: string | number;
    chatFrom?: string;
    orderId?: string | number;
    from?: 'checkout';
  } = {},
) => withQuery('/profile', { ...query });

export const myOrders = () => '/my-orders';

export const wallet = () => '/wallet';

export const coupons = () => '/coupons';

export const loyaltyPoints = () => '/loyalty-points';

export const referralCode = () => '/referral-code';

export const settings = () => '/settings';

export const trackOrder = () => '/track-order';

export const helpAndSupport = () => '/help-and-support';

export const categories = () => '/categories';

export const category = ({ id }: { id: string | number }) => `/category/${segment(id)}`;

/** `id` is the store's slug when it has one, otherwise its id. */
export const store = ({
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
}) => withQuery(`/store/${segment(id)}`, { module_id: moduleId, store_zone_id: storeZoneId, distance, module_type: moduleType });

export const latestStores = () => '/store/latest';

export const popularStores = () => '/store/popular';

/** `id` is the item's slug or id. */
export const product = ({ id, moduleId, productType }: { id: string | number; moduleId?: number; productType?: 'campaign' }) =>
  withQuery(`/product/${segment(id)}`, { module_id: moduleId, product_type: productType });

export const campaign = ({ id, moduleId }: { id: string | number; moduleId?: number }) =>
  withQuery(`/campaigns/${segment(id)}`, { module_id: moduleId });

export const flashSales = ({ id }: { id?: string | number } = {}) => withQuery('/flash-sales', { id });

export const allBrands = () => '/all-brands';

export const parcelDeliveryInfo = () => '/parcel-delivery-info';

/** A conversation (spec: shopping-core §2 /chatting): with type and id it opens or starts one with that receiver. */
export const chatting = (
  query: { conversationId?: number | string; type?: 'delivery_man' | 'vendor' | 'admin'; id?: number | string; chatFrom?: string } = {},
) => withQuery('/chatting', { ...query });

export const rateAndReview = ({ orderId }: { orderId: string | number }) => `/rate-and-review/${segment(orderId)}`;

export const interest = () => '/interest';

/**
 * From the cart, Buy Now, or Order Now of a campaign item (shopping-core §2);
 * page=prescription with store_id orders a pharmacy store's prescription images.
 */
export const checkout = ({ page, storeId }: { page: 'cart' | 'buy_now' | 'campaign' | 'prescription'; storeId?: number }) =>
  withQuery('/checkout', { page, store_id: storeId });

/**
 * After placing: the guest order-placed dialog (a customer paying on delivery or by
 * wallet goes to routes.profile with orderId). The payment page returns here with
 * the spec's query: status, totalAmount, order_id, token, flag (success, fail, cancel).
 */
export const orderPlaced = (query: {
  order_id: number | string;
  status?: string;
  totalAmount?: number | string;
  token?: string;
  flag?: 'success' | 'fail' | 'cancel';
}) => withQuery('/checkout/order-placed', { ...query });

export const termsAndConditions = () => '/terms-and-conditions';

export const privacyPolicy = () => '/privacy-policy';

export const refundPolicy = () => '/refund-policy';

export const cancellationPolicy = () => '/cancellation-policy';

export const shippingPolicy = () => '/shipping-policy';

export const aboutUs = () => '/about-us';
