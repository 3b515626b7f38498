'use strict';

const { createWebpackConfig } = require('../scripts/webpack/create-webpack-config.cjs');

// Port and role (host or remote) come from apps.json, by the federation name.
module.exports = createWebpackConfig({ appDir: __dirname, federation: require('./federation.config.cjs') });
