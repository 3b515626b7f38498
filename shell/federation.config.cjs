'use strict';

const { createHostFederationConfig } = require('../scripts/webpack/federation.cjs');

/**
 * Federation options of the host, as a function of configuration: remotes
 * are not listed here, they come from /runtime-config.json at run time
 * (public/runtime-config.json by default, rewritten from env on deploy).
 * Add runtime plugins (e.g. the errorLoadRemote fallback) with
 * `runtimePlugins: [require.resolve('./src/app/remote-fallback-plugin.ts')]`.
 *
 * @param {import('../scripts/webpack/create-webpack-config.cjs').FederationContext} _context
 * @returns {import('../scripts/webpack/federation.cjs').FederationOptions}
 */
module.exports = (_context) =>
  createHostFederationConfig({
    appDir: __dirname,
    name: 'shell',
    runtimePlugins: [],
  });
