/**
 * What `@module-federation/enhanced/runtime` (and `@module-federation/retry-plugin`)
 * resolve to in the one-bundle build of the site (`STOREFRONT_ONE_BUNDLE=1`,
 * scripts/webpack/create-webpack-config.cjs): the shell with every remote
 * bundled in, no Module Federation, so `npm run bench:federation-tax` can
 * compare it with the composed site (docs/performance.md).
 *
 * `loadRemote('mf_cart/CartButton')` is a dynamic `import()` of the module the
 * remote exposes under that key, so each expose is still its own lazy chunk,
 * loaded when it mounts, as in the composed page; `preloadRemote` imports the
 * route exposes it names (what the composed page fetches on intent). There is
 * nothing to register: the rest are no-ops. An id nobody exposes answers
 * nothing, so `RemoteMount` shows the remote's fallback, as the fallback
 * plugin makes the composed page do.
 *
 * EXPOSES lists every expose of every `<remote>/federation.config.cjs`;
 * scripts/__tests__/one-bundle-runtime.test.cjs fails when one is missing or
 * points at another file. Only the bench builds this file; it is not in any
 * app's build.
 */

/** Expose id (`<remote>/<key without ./>`) → the import of the module the remote exposes under it. */
const EXPOSES = {
  'mf_catalogue/Routes': () => import(/* webpackChunkName: "mf_catalogue.Routes" */ '../../mf-catalogue/src/exposes/routes.tsx'),
  'mf_catalogue/SearchBox': () => import(/* webpackChunkName: "mf_catalogue.SearchBox" */ '../../mf-catalogue/src/exposes/search-box.tsx'),
  'mf_cart/Overlays': () => import(/* webpackChunkName: "mf_cart.Overlays" */ '../../mf-cart/src/exposes/overlays.tsx'),
  'mf_cart/CartButton': () => import(/* webpackChunkName: "mf_cart.CartButton" */ '../../mf-cart/src/exposes/cart-button.tsx'),
  'mf_cart/Routes': () => import(/* webpackChunkName: "mf_cart.Routes" */ '../../mf-cart/src/exposes/routes.tsx'),
  'mf_account/Routes': () => import(/* webpackChunkName: "mf_account.Routes" */ '../../mf-account/src/exposes/routes.tsx'),
  'mf_account/ProfileMenu': () => import(/* webpackChunkName: "mf_account.ProfileMenu" */ '../../mf-account/src/exposes/profile-menu.tsx'),
  'mf_account/DeliveryAddresses': () =>
    import(/* webpackChunkName: "mf_account.DeliveryAddresses" */ '../../mf-account/src/exposes/delivery-addresses.tsx'),
  'mf_account/WishlistButton': () =>
    import(/* webpackChunkName: "mf_account.WishlistButton" */ '../../mf-account/src/exposes/wishlist-button.tsx'),
  'mf_account/WishlistHeart': () =>
    import(/* webpackChunkName: "mf_account.WishlistHeart" */ '../../mf-account/src/exposes/wishlist-heart.tsx'),
  'mf_account/Overlays': () => import(/* webpackChunkName: "mf_account.Overlays" */ '../../mf-account/src/exposes/overlays.tsx'),
  'mf_location/Overlays': () => import(/* webpackChunkName: "mf_location.Overlays" */ '../../mf-location/src/exposes/overlays.tsx'),
  'mf_location/LocationButton': () =>
    import(/* webpackChunkName: "mf_location.LocationButton" */ '../../mf-location/src/exposes/location-button.tsx'),
  'mf_location/LocationMap': () =>
    import(/* webpackChunkName: "mf_location.LocationMap" */ '../../mf-location/src/exposes/location-map.tsx'),
  'mf_parcel/Routes': () => import(/* webpackChunkName: "mf_parcel.Routes" */ '../../mf-parcel/src/exposes/routes.tsx'),
  'mf_parcel/Overlays': () => import(/* webpackChunkName: "mf_parcel.Overlays" */ '../../mf-parcel/src/exposes/overlays.tsx'),
};

/** @param {string} id e.g. `mf_cart/CartButton` */
export async function loadRemote(id) {
  const load = EXPOSES[id];
  return load ? load() : undefined;
}

/** @param {{ nameOrAlias: string, exposes?: string[] }[]} options */
export async function preloadRemote(options) {
  const ids = options.flatMap(({ nameOrAlias, exposes = [] }) => exposes.map((expose) => `${nameOrAlias}/${expose.replace(/^\.\//, '')}`));
  await Promise.all(ids.map((id) => EXPOSES[id]?.()));
}

export function registerRemotes() {}

export function registerPlugins() {}

export function registerShared() {}

/** No share scope: the shell's `shareRouterDom` then has nothing to do (react-router-dom is the one in the bundle). */
export async function loadShare() {
  return false;
}

/** The retry plugin (`@module-federation/retry-plugin`) retries remote loads; there are none. */
export function RetryPlugin() {
  return { name: 'retry-plugin' };
}
