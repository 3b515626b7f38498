'use strict';

const { createWebpackConfig } = require('../scripts/webpack/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  appDir: __dirname,
  port: 3001,
  isHost: false,
  federation: require('./federation.config.cjs'),
});
