'use strict';

const { createRemoteFederationConfig } = require('../scripts/webpack/federation.cjs');

/** Federation options of mf-catalogue; the shell loads it as `mf_catalogue` from its mf-manifest.json. */
module.exports = createRemoteFederationConfig({
  appDir: __dirname,
  name: 'mf_catalogue',
  exposes: {
    './Routes': './src/exposes/routes.tsx',
    './SearchBox': './src/exposes/search-box.tsx',
  },
});
