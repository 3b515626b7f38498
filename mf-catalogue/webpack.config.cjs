'use strict';

const path = require('node:path');
const { createWebpackConfig, chunkNamed, importedFrom } = require('../scripts/webpack/create-webpack-config.cjs');

// Port and role (host or remote) come from apps.json, by the federation name.
module.exports = createWebpackConfig({
  appDir: __dirname,
  federation: require('./federation.config.cjs'),
  firstViewGroups: [
    {
      // A module home's first screen: the shared sections' chunk (loaded as soon as the first of them is near the
      // viewport, which on /home is at once) and the code the module homes' own sections share with it and with each
      // other (cards, domain rules), one request instead of four. Each module's own sections stay in its chunk.
      name: 'home-first-view',
      whole: chunkNamed('home-sections'),
      shared: importedFrom(path.join(__dirname, 'src', 'features', 'home', 'modules', 'module-homes.tsx')),
    },
  ],
  // The module home's first screen, rendered by the catalogue's server for the shell's page (src/server/first-screen.tsx).
  serverEntries: { 'first-screen': './src/server/first-screen.tsx' },
});
