'use strict';

const { createRemoteFederationConfig } = require('../scripts/webpack/federation.cjs');

/** Federation options of mf-cart; the shell loads it as `mf_cart` from its mf-manifest.json. */
module.exports = createRemoteFederationConfig({
  appDir: __dirname,
  name: 'mf_cart',
  exposes: {
    './Overlays': './src/exposes/overlays.tsx',
    './CartButton': './src/exposes/cart-button.tsx',
    './Routes': './src/exposes/routes.tsx',
  },
});
