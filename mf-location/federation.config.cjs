'use strict';

const { createRemoteFederationConfig } = require('../scripts/webpack/federation.cjs');

/** Federation options of mf-location; the shell loads it as `mf_location` from its mf-manifest.json. */
module.exports = createRemoteFederationConfig({
  appDir: __dirname,
  name: 'mf_location',
  exposes: {
    './Overlays': './src/exposes/overlays.tsx',
    './LocationButton': './src/exposes/location-button.tsx',
    './LocationMap': './src/exposes/location-map.tsx',
  },
});
