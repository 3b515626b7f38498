'use strict';

/**
 * The static server for built apps (`dist/`), used by `npm start`, `npm run
 * dev` (the apps served as built), each app's `npm start` and the e2e harness.
 * It mirrors docker/nginx/default.conf, which serves the same files in
 * production. sirv serves the files, each as the build's brotli copy
 * (`<file>.br`, made at the highest quality by scripts/webpack/create-webpack-config.cjs)
 * to a browser that accepts brotli, and `compression` gzips or brotlis the rest;
 * this file only adds what Module Federation needs on top:
 * - CORS and Timing-Allow-Origin on everything (the shell's origin fetches
 *   each remote's manifest and chunks);
 * - `no-cache` on names that never change (index.html, remoteEntry.js,
 *   mf-manifest.json, runtime-config.json), a year `immutable` on hashed files;
 * - the shell's runtime-config.json with overrides from the environment;
 * - on pages, the security headers (scripts/lib/security-headers.cjs): a
 *   Content Security Policy computed from that same run-time config, whose
 *   violation reports arrive at /__csp-report (appended to CSP_REPORT_FILE
 *   when set, logged otherwise).
 * - an app whose build has a server bundle of its first screen (`dist/.server/first-screen.cjs`, the catalogue's)
 *   answers FIRST_SCREEN_PATH with it, and the shell's /home carries that first screen for a visitor whose session
 *   its cookie names (scripts/lib/first-screen.cjs);
 * - on the shell's pages, that run-time config inlined in the HTML (a JSON
 *   data block the shell reads instead of requesting /runtime-config.json,
 *   one round trip less before the remotes load) with `preconnect` links to
 *   the API and remote origins, so the connections open while main.js loads,
 *   and a preload of the manifests of the remotes the page names in its
 *   `storefront-preload-remotes` meta tag (scripts/lib/shell-page.cjs, which
 *   the docker image runs at container start for the same page), and of the
 *   scripts of the exposes its `storefront-preload-exposes` meta tag names,
 *   from their remotes' manifests (read here with a short cache; the docker
 *   image, which renders the page once, leaves these out); here those scripts are one response of
 *   FEDERATION_SCRIPTS_PATH, which also answers the shell's code for the remotes it mounts later
 *   (scripts/lib/federation-scripts.cjs).
 *
 * sirv runs in its `dev` mode, which looks at the disk on every request: its
 * production mode indexes the folder once at start-up, so a remote rebuilt in
 * place (new hashed chunks, what the e2e redeploy specs do) would 404.
 */

const fsp = require('node:fs/promises');
const http = require('node:http');
const path = require('node:path');
const sirv = require('sirv');
const compression = require('compression');
const { securityHeaders, CSP_REPORT_PATH } = require('./security-headers.cjs');
const { createManifestReader, inlineScriptHashes, readManifests, withRuntimeConfig } = require('./shell-page.cjs');
const { FIRST_SCREEN_PATH, fetchFirstScreen, withFirstScreen } = require('./first-screen.cjs');
const { FEDERATION_SCRIPTS_PATH, createFederationScripts } = require('./federation-scripts.cjs');

/** Paths that answer with a page (index.html): no extension, or .html. */
const PAGE_PATH = /(^|\/)[^./]*$|\.html$/;
const MAX_REPORT_BYTES = 64 * 1024;

/** `main.1a2b3c4d.js`, `assets/logo.0f0f0f0f.svg`: content-addressed, cache forever. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

const CACHE_NO_CACHE = 'no-cache';
/** The API a page talks to when no run-time config says otherwise (LOCAL_RUNTIME_CONFIG of the platform). */
const DEFAULT_API_URL = 'http://localhost:4000';
const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache-Control for a path relative to the served root: a year for hashed
 * files, revalidate everything else (entry points keep their names across deploys).
 * @param {string} relativePath e.g. `remoteEntry.js`, `assets/a.1234abcd.png`
 */
function cacheControlFor(relativePath) {
  return HASHED_FILE.test(path.posix.basename(relativePath)) ? CACHE_IMMUTABLE : CACHE_NO_CACHE;
}

/**
 * The run-time config of the shell: the built `runtime-config.json` with
 * overrides from the environment, so a deploy changes the API URL or a remote
 * URL without a rebuild (docker/shell/40-runtime-config.sh does the same in the image). Env:
 * - `API_URL`, `MAPS_API_KEY`
 * - `REMOTES_JSON` — the whole remote map as JSON (`{"mf_cart":"https://…/mf-manifest.json"}`)
 * - `REMOTE_<NAME>_URL` — one remote, e.g. `REMOTE_MF_CART_URL` → `mf_cart` (applied after REMOTES_JSON)
 *
 * @param {Record<string, unknown> | null} base the built file, or null when the app has none
 * @param {NodeJS.ProcessEnv} env
 * @returns {Record<string, unknown> | null} null when there is no base and no override
 */
function runtimeConfigFromEnv(base, env) {
  const remoteVars = Object.keys(env).filter((key) => /^REMOTE_[A-Z0-9_]+_URL$/.test(key) && env[key]);
  const hasOverride = Boolean(env.API_URL || env.MAPS_API_KEY !== undefined || env.REMOTES_JSON || remoteVars.length);
  if (!base && !hasOverride) return null;
  const config = { apiUrl: 'http://localhost:4000', mapsApiKey: '', remotes: {}, ...(base ?? {}) };
  if (env.API_URL) config.apiUrl = env.API_URL;
  if (env.MAPS_API_KEY !== undefined) config.mapsApiKey = env.MAPS_API_KEY;
  /** @type {Record<string, string>} */
  let remotes = { .../** @type {Record<string, string>} */ (config.remotes ?? {}) };
  if (env.REMOTES_JSON) {
    const parsed = JSON.parse(env.REMOTES_JSON);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error('REMOTES_JSON must be a JSON object of remote name to manifest URL');
    remotes = { ...parsed };
  }
  for (const key of remoteVars) {
    const name = key.slice('REMOTE_'.length, -'_URL'.length).toLowerCase();
    remotes[name] = /** @type {string} */ (env[key]);
  }
  config.remotes = remotes;
  return config;
}

/** @param {http.ServerResponse} res @param {number} status @param {string} [body] */
function sendText(res, status, body = '') {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_NO_CACHE });
  res.end(body);
}

/**
 * @typedef {object} StaticServerOptions
 * @property {string} root the folder to serve (an app's dist/)
 * @property {NodeJS.ProcessEnv} [env] source of runtime-config overrides (default process.env)
 * @property {boolean} [log] log each request
 */

/**
 * Creates (does not start) the HTTP server.
 * @param {StaticServerOptions} options
 * @returns {http.Server}
 */
function createStaticServer({ root, env = process.env, log = false }) {
  const rootDir = path.resolve(root);
  const compress = compression();
  const manifestReader = createManifestReader();
  // how long /home waits for the catalogue's first screen (FIRST_SCREEN_WAIT_MS in scripts/lib/first-screen.cjs by default)
  const firstScreenWaitMs = Number(env.FIRST_SCREEN_WAIT_MS) > 0 ? Number(env.FIRST_SCREEN_WAIT_MS) : undefined;
  // `single`: unknown paths without an extension (deep links such as /store/12) get index.html.
  const serveFile = sirv(rootDir, {
    dev: true,
    etag: true,
    // the build's brotli copies (`<file>.br`, scripts/webpack/create-webpack-config.cjs) to browsers that accept them
    brotli: true,
    single: true,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
    onNoMatch: (_req, res) => sendText(res, 404, 'Not found'),
  });

  /** The run-time config as served: the built file with the environment's overrides (null when neither exists). */
  async function effectiveRuntimeConfig() {
    let base = null;
    try {
      base = JSON.parse(await fsp.readFile(path.join(rootDir, 'runtime-config.json'), 'utf8'));
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
    }
    return runtimeConfigFromEnv(base, env);
  }

  /** The app's index.html (every page path answers with it), or null when the build has none. */
  async function readPage() {
    try {
      return await fsp.readFile(path.join(rootDir, 'index.html'), 'utf8');
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function sendRuntimeConfig(req, res) {
    const config = await effectiveRuntimeConfig();
    if (!config) return sendText(res, 404, 'Not found');
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': CACHE_NO_CACHE });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(config, null, 2) + '\n');
  }

  /** The app's first-screen renderer (its build's server bundle), loaded again when a rebuild replaced it; null without one. */
  let renderer = /** @type {{ mtimeMs: number, module: any } | null} */ (null);
  async function firstScreenRenderer() {
    const file = path.join(rootDir, '.server', 'first-screen.cjs');
    const stat = await fsp.stat(file).catch(() => null);
    if (!stat) return null;
    if (renderer?.mtimeMs !== stat.mtimeMs) {
      delete require.cache[require.resolve(file)];
      renderer = { mtimeMs: stat.mtimeMs, module: require(file) };
      // warmed up at once (the first render is as slow as the bundle's reading), not by the first page that asks
      renderer.module.warmUp?.().catch(() => undefined);
    }
    return renderer.module;
  }
  // loaded now (a quarter of a second), not when the first page asks
  firstScreenRenderer().catch((error) => console.error('[static] the first-screen renderer could not load', error));

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function sendFirstScreen(req, res) {
    const module = await firstScreenRenderer();
    if (!module) return sendText(res, 404, 'Not found');
    const { searchParams } = new URL(req.url ?? '/', 'http://localhost');
    const { status, body } = await module.answerFirstScreen(searchParams, env.API_URL || DEFAULT_API_URL);
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    compress(req, res, () => res.end(req.method === 'HEAD' ? undefined : body));
  }

  const federationScripts = createFederationScripts({ config: effectiveRuntimeConfig, page: readPage, manifests: manifestReader });
  // FEDERATION_SCRIPTS=off: the remotes' files one by one, as the docker images' nginx serves them (no path, no meta tag)
  const federationScriptsOn = env.FEDERATION_SCRIPTS !== 'off';

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function sendFederationScripts(req, res) {
    const { searchParams } = new URL(req.url ?? '/', 'http://localhost');
    const answer = await federationScripts.answer(searchParams);
    if (answer.status !== 200) {
      const text = { 400: 'Bad request', 404: 'Not found', 503: 'Busy' }[answer.status];
      return sendText(res, answer.status, text);
    }
    res.setHeader('Cache-Control', CACHE_NO_CACHE);
    res.setHeader('ETag', answer.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === answer.etag) return void res.writeHead(304).end();
    const encoding = acceptedEncoding(String(req.headers['accept-encoding'] ?? ''));
    const body = encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : answer.body;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  function handle(req, res) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Timing-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Max-Age': '86400',
      });
      return res.end();
    }
    if (req.method === 'POST' && req.url === CSP_REPORT_PATH) return receiveCspReport(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD, OPTIONS');
      return sendText(res, 405);
    }
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    // Dot-files (and `..`, also when percent-encoded) are never part of a build; sirv's dev mode would serve them.
    if (/(^|\/)\./.test(safeDecode(pathname))) return sendText(res, 404, 'Not found');
    if (pathname === '/runtime-config.json') return void sendRuntimeConfig(req, res).catch((error) => fail(res, error));
    if (pathname === FIRST_SCREEN_PATH) return void sendFirstScreen(req, res).catch((error) => fail(res, error));
    if (pathname === FEDERATION_SCRIPTS_PATH && federationScriptsOn)
      return void sendFederationScripts(req, res).catch((error) => fail(res, error));
    if (!PAGE_PATH.test(pathname)) return compress(req, res, () => serveFile(req, res));
    // A page: the policy (and the inlined config) follow the run-time config of this moment (a redeploy may change the remotes).
    effectiveRuntimeConfig()
      .then(async (config) => {
        const page = config && (await readPage());
        // the inline scripts of the page as built (the shell's first paint), not of the page as served below
        const scriptHashes = page ? inlineScriptHashes(page) : [];
        const headers = securityHeaders(config ?? { apiUrl: env.API_URL || DEFAULT_API_URL }, { reportUri: CSP_REPORT_PATH, scriptHashes });
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        if (!page) return compress(req, res, () => serveFile(req, res));
        // the manifests of the exposes the page preloads: a short cache, never more than a moment's wait, none from a remote
        // that is down; a page that preloads none does not wait at all
        const { search } = new URL(req.url ?? '/', 'http://localhost');
        const [manifests, firstScreen] = await Promise.all([
          readManifests(page, config, manifestReader, pathname),
          // /home's first screen, from the catalogue, for the visitor the cookie describes (none waits long for it)
          config ? fetchFirstScreen({ pathname, search, cookie: req.headers.cookie }, config, { waitMs: firstScreenWaitMs }) : null,
        ]);
        const body = withFirstScreen(
          withRuntimeConfig(page, config, {
            pathname,
            manifests,
            federationScripts: federationScriptsOn ? FEDERATION_SCRIPTS_PATH : undefined,
          }),
          firstScreen,
        );
        // the remotes' scripts the page preloads are made now (read, joined, compressed), not when the browser asks
        for (const [, href] of body.matchAll(/<link rel="preload" as="script" href="([^"]+)"[^>]*data-federation-scripts>/g)) {
          const url = new URL(href.replace(/&amp;/g, '&'), 'http://localhost');
          if (url.pathname === FEDERATION_SCRIPTS_PATH) federationScripts.answer(url.searchParams).catch(() => undefined);
        }
        res.setHeader('Vary', 'Cookie, Accept-Encoding');
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', CACHE_NO_CACHE);
        compress(req, res, () => res.end(req.method === 'HEAD' ? undefined : body));
      })
      .catch((error) => fail(res, error));
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  function receiveCspReport(req, res) {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
      if (body.length > MAX_REPORT_BYTES) req.destroy();
    });
    req.on('end', () => {
      const line = JSON.stringify({ at: new Date().toISOString(), root: path.basename(path.dirname(rootDir)), report: safeJson(body) });
      const recorded = env.CSP_REPORT_FILE
        ? fsp.appendFile(env.CSP_REPORT_FILE, line + '\n')
        : Promise.resolve(console.warn(`CSP violation: ${line}`));
      recorded.then(
        () => res.writeHead(204).end(),
        (error) => fail(res, error),
      );
    });
  }

  const server = http.createServer((req, res) => {
    const started = Date.now();
    if (log) res.on('finish', () => console.log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`));
    try {
      handle(req, res);
    } catch (error) {
      fail(res, error);
    }
  });
  server.keepAliveTimeout = 5000;
  return server;
}

/**
 * The encoding to send a response in: brotli, else gzip, as the request accepts them (`q=0` refuses one), else none.
 * @param {string} header the request's Accept-Encoding
 * @returns {'br' | 'gzip' | undefined}
 */
function acceptedEncoding(header) {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const item of header.split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (/** @type {string} */ name) => weights.get(name) ?? weights.get('*') ?? 0;
  return weight('br') > 0 ? 'br' : weight('gzip') > 0 ? 'gzip' : undefined;
}

/** @param {string} text @returns {unknown} */
function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text.slice(0, 2000);
  }
}

/** @param {string} pathname */
function safeDecode(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** @param {http.ServerResponse} res @param {unknown} error */
function fail(res, error) {
  console.error(error);
  if (res.headersSent) return res.destroy();
  sendText(res, 500, 'Internal error');
}

/**
 * Starts a server and resolves once it listens.
 * @param {StaticServerOptions & { port: number, host?: string }} options
 * @returns {Promise<http.Server>}
 */
function startStaticServer({ port, host, ...options }) {
  const server = createStaticServer(options);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/**
 * Closes a server, dropping idle keep-alive connections so it stops at once.
 * @param {http.Server} server
 * @returns {Promise<void>}
 */
function stopServer(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

module.exports = {
  acceptedEncoding,
  createStaticServer,
  startStaticServer,
  stopServer,
  runtimeConfigFromEnv,
  withRuntimeConfig,
  cacheControlFor,
  CACHE_NO_CACHE,
  CACHE_IMMUTABLE,
};
