'use strict';

const { createRemoteFederationConfig } = require('../scripts/webpack/federation.cjs');

/** Federation options of mf-parcel; the shell loads it as `mf_parcel` from its mf-manifest.json. */
module.exports = createRemoteFederationConfig({
  appDir: __dirname,
  name: 'mf_parcel',
  exposes: {
    './Routes': './src/exposes/routes.tsx',
    './Overlays': './src/exposes/overlays.tsx',
  },
});
