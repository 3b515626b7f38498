'use strict';

const path = require('node:path');
const webpack = require('webpack');
const { CURATED } = require('./shared-deps.cjs');

/** Where an app's server bundles go: inside its dist (so a deploy carries them), in a folder no server serves. */
const SERVER_DIR = '.server';

/**
 * Builds an app's server entries for Node after its browser build has written dist (the production build only),
 * each as one CommonJS file `dist/.server/<name>.cjs` with everything it imports bundled in: the app's own
 * components, rendered to HTML by its static server (the catalogue's home first screen, docs/performance.md). The
 * static servers and the docker image's nginx answer 404 for any path with a dot folder, so the file is not public.
 * One `webpack --mode production` builds both, so wireit's cache and the build's inputs stay those of the app.
 */
class ServerBundlePlugin {
  /**
   * @param {{ appDir: string, name: string, entries: Record<string, string>, swcOptions: object, buildId: string }} options
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ServerBundlePlugin', (compilation) =>
      compilation.compiler === compiler ? build(serverConfig(this.options)) : Promise.resolve(),
    );
  }
}

/** @param {{ appDir: string, name: string, entries: Record<string, string>, swcOptions: object, buildId: string }} options */
function serverConfig({ appDir, name, entries, swcOptions, buildId }) {
  return {
    mode: 'production',
    context: appDir,
    target: 'node20',
    entry: entries,
    output: {
      path: path.join(appDir, 'dist', SERVER_DIR),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: false,
    },
    devtool: false,
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      // the name the federation gives antd's on-intent part, here the same list imported directly
      alias: { 'antd-on-intent$': CURATED['antd-on-intent'].import },
    },
    module: {
      rules: [
        { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions } },
        // the pictures' addresses as the browser build names them; the files are the browser build's
        {
          test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i,
          type: 'asset/resource',
          generator: { filename: 'assets/[name].[contenthash:8][ext]', publicPath: '/', emit: false },
        },
      ],
    },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({ STOREFRONT_BUILD_ID: JSON.stringify(buildId) }),
    ],
    // read on a server, not sent to a phone: left readable, and built in seconds
    optimization: { minimize: false },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(appDir, 'node_modules', '.cache', 'webpack'),
      name: `${name}-server`,
      buildDependencies: { config: [__filename, path.join(appDir, 'webpack.config.cjs'), path.join(appDir, 'package.json')] },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/** @param {import('webpack').Configuration} config @returns {Promise<void>} */
function build(config) {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (stats?.hasErrors()) return reject(new Error(`the server bundle failed:\n${stats.toString('errors-only')}`));
        resolve();
      });
    });
  });
}

module.exports = { ServerBundlePlugin, SERVER_DIR };
