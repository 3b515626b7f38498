'use strict';

const { createWebpackConfig, chunkNamed } = require('../scripts/webpack/create-webpack-config.cjs');

// Port and role (host or remote) come from apps.json, by the federation name.
module.exports = createWebpackConfig({
  appDir: __dirname,
  federation: require('./federation.config.cjs'),
  firstViewGroups: [
    {
      // The profile menu is in the shell's header on every page: the code every expose uses (the texts) comes with
      // it, one request instead of two; an expose loaded later finds it already there.
      name: 'profile-menu',
      whole: chunkNamed('__federation_expose_ProfileMenu'),
    },
  ],
});
