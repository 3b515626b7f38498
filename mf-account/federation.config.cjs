'use strict';

const { createRemoteFederationConfig } = require('../scripts/webpack/federation.cjs');

/** Federation options of mf-account; the shell loads it as `mf_account` from its mf-manifest.json. */
module.exports = createRemoteFederationConfig({
  appDir: __dirname,
  name: 'mf_account',
  exposes: {
    './Routes': './src/exposes/routes.tsx',
    './ProfileMenu': './src/exposes/profile-menu.tsx',
    './DeliveryAddresses': './src/exposes/delivery-addresses.tsx',
    './WishlistButton': './src/exposes/wishlist-button.tsx',
    './WishlistHeart': './src/exposes/wishlist-heart.tsx',
    './Overlays': './src/exposes/overlays.tsx',
  },
});
