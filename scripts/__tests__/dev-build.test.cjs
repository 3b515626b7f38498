'use strict';

/**
 * A development build of the shell, as `npm run dev` makes it (webpack's
 * development mode, NODE_ENV=development), into a temporary folder: never the
 * app's dist. Every other build the tests run is a production one, and
 * development builds once failed unnoticed ("Conflict: Multiple assets emit
 * different content to the same filename", docs/performance.md). Its own
 * webpack process, through the CLI as `webpack serve` runs it; the
 * filesystem cache of the app's config is kept, in the temporary folder.
 * 6–11 s alone on 2 cores, about 17 s beside the other repo checks.
 */

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { promisify } = require('node:util');
const execFile = promisify(require('node:child_process').execFile);
const { ROOT, HOST } = require('../lib/apps.cjs');

const WEBPACK_CLI = path.join(
  path.dirname(require.resolve('webpack-cli/package.json')),
  require('webpack-cli/package.json').bin['webpack-cli'],
);
const BUILD_TIMEOUT_MS = 150_000;

describe(`a development build of ${HOST.dir}`, () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-dev-build-'));
  const out = path.join(work, 'dist');
  const configFile = path.join(work, 'webpack.config.cjs');
  const statsFile = path.join(work, 'stats.json');

  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  test(
    'succeeds without errors and emits the page and its entry',
    async () => {
      // The app's own config, with the output and the cache moved into the temporary folder.
      fs.writeFileSync(
        configFile,
        `'use strict';
const factory = require(${JSON.stringify(path.join(ROOT, HOST.dir, 'webpack.config.cjs'))});
module.exports = (env, argv) => {
  const config = factory(env, argv);
  const cache = config.cache && config.cache.type === 'filesystem' ? { ...config.cache, cacheDirectory: ${JSON.stringify(path.join(work, 'cache'))} } : config.cache;
  return { ...config, output: { ...config.output, path: ${JSON.stringify(out)} }, cache };
};
`,
      );
      await execFile(process.execPath, [WEBPACK_CLI, '--config', configFile, '--mode', 'development', '--json', statsFile], {
        cwd: path.join(ROOT, HOST.dir),
        env: { ...process.env, NODE_ENV: 'development' },
        timeout: BUILD_TIMEOUT_MS,
        maxBuffer: 16 * 1024 * 1024,
      }).catch((error) => {
        const stats = fs.existsSync(statsFile) ? JSON.parse(fs.readFileSync(statsFile, 'utf8')) : undefined;
        const errors = stats?.errors?.map((entry) => entry.message).join('\n\n');
        throw new Error(`webpack --mode development failed (${error.message}):\n${errors ?? error.stderr ?? ''}`);
      });

      const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
      expect(stats.errors.map((entry) => entry.message)).toEqual([]);
      // development names: no content hash
      const page = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
      expect(page).toMatch(/<script defer(="defer")? src="\/main\.js"><\/script>/);
      expect(fs.statSync(path.join(out, 'main.js')).size).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(out, 'mf-manifest.json'))).toBe(true);
      // nothing went to the app's dist (a production build there names no file main.js)
      expect(fs.existsSync(path.join(ROOT, HOST.dir, 'dist', 'main.js'))).toBe(false);
    },
    BUILD_TIMEOUT_MS + 10_000,
  );
});
