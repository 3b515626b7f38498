'use strict';

/**
 * The static server for built apps (`dist/`), used by `npm start`, each app's
 * `npm start`, the e2e harness and the repo checks. It mirrors
 * docker/nginx/default.conf, which serves the same files in production.
 *
 * Why node:http and not sirv: sirv's production mode indexes the folder once
 * at startup, so a remote rebuilt in place (new hashed chunks) would 404 until
 * a restart, and its dev mode forces `no-store` and skips compression. Here
 * every request looks at the disk, we set exactly the headers Module
 * Federation needs, and compress on the fly with a small in-memory cache.
 */

const fs = require('node:fs');
const fsp = require('node:fs/promises');
const http = require('node:http');
const path = require('node:path');
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.zip': 'application/zip',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg', '.webmanifest']);

/** Entry points whose names never change: always revalidate. */
const NO_CACHE_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'runtime-config.json']);
/** `main.1a2b3c4d.js`, `assets/logo.0f0f0f0f.svg`: content-addressed, cache forever. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

const CACHE_NO_CACHE = 'no-cache';
const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache-Control for a path relative to the served root.
 * @param {string} relativePath e.g. `remoteEntry.js`, `assets/a.1234abcd.png`
 * @returns {string}
 */
function cacheControlFor(relativePath) {
  const base = path.posix.basename(relativePath);
  if (NO_CACHE_FILES.has(base)) return CACHE_NO_CACHE;
  if (HASHED_FILE.test(base)) return CACHE_IMMUTABLE;
  return CACHE_NO_CACHE;
}

/**
 * The run-time config of the shell: the built `runtime-config.json` with
 * overrides from the environment, so a deploy changes the API URL or a remote
 * URL without a rebuild. Env:
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
  let remotes = { ...(/** @type {Record<string, string>} */ (config.remotes) ?? {}) };
  if (env.REMOTES_JSON) {
    const parsed = JSON.parse(env.REMOTES_JSON);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('REMOTES_JSON must be a JSON object of remote name to manifest URL');
    remotes = { ...parsed };
  }
  for (const key of remoteVars) {
    const name = key.slice('REMOTE_'.length, -'_URL'.length).toLowerCase();
    remotes[name] = /** @type {string} */ (env[key]);
  }
  config.remotes = remotes;
  return config;
}

/**
 * @typedef {object} StaticServerOptions
 * @property {string} root the folder to serve (an app's dist/)
 * @property {boolean} [spa] serve index.html for unknown extension-less paths (default true)
 * @property {NodeJS.ProcessEnv} [env] source of runtime-config overrides (default process.env)
 * @property {boolean} [log] log each request
 */

/**
 * Creates (does not start) the HTTP server.
 * @param {StaticServerOptions} options
 * @returns {http.Server}
 */
function createStaticServer({ root, spa = true, env = process.env, log = false }) {
  const rootDir = path.resolve(root);
  /** @type {Map<string, { key: string, body: Promise<Buffer> }>} */
  const compressed = new Map();

  /** @param {string} absolute @param {fs.Stats} stat @param {'br' | 'gzip'} encoding */
  function compressedBody(absolute, stat, encoding) {
    const cacheKey = `${encoding}:${absolute}`;
    const version = `${stat.size}:${stat.mtimeMs}`;
    const hit = compressed.get(cacheKey);
    if (hit && hit.key === version) return hit.body;
    const body = fsp.readFile(absolute).then((raw) =>
      encoding === 'br'
        ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : gzip(raw, { level: 6 }),
    );
    body.catch(() => compressed.delete(cacheKey));
    compressed.set(cacheKey, { key: version, body });
    return body;
  }

  /** @param {string} relative */
  async function statFile(relative) {
    const absolute = path.join(rootDir, relative);
    if (absolute !== rootDir && !absolute.startsWith(rootDir + path.sep)) return null;
    try {
      const stat = await fsp.stat(absolute);
      return stat.isFile() ? { absolute, stat } : null;
    } catch {
      return null;
    }
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function handle(req, res) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Timing-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');

    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '86400',
      });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
      return res.end();
    }

    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400);
      return res.end('Bad request');
    }
    const segments = pathname.split('/').filter(Boolean);
    if (pathname.includes('\0') || segments.some((segment) => segment === '..' || segment.startsWith('.'))) {
      res.writeHead(404);
      return res.end('Not found');
    }
    let relative = segments.join('/') || 'index.html';

    if (relative === 'runtime-config.json') return sendRuntimeConfig(req, res);

    let file = await statFile(relative);
    if (!file && spa && !path.posix.extname(relative)) {
      relative = 'index.html';
      file = await statFile(relative);
    }
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_NO_CACHE });
      return res.end('Not found');
    }
    return sendFile(req, res, relative, file.absolute, file.stat);
  }

  /**
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res
   * @param {string} relative @param {string} absolute @param {fs.Stats} stat
   */
  async function sendFile(req, res, relative, absolute, stat) {
    const ext = path.extname(relative).toLowerCase();
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    res.setHeader('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', cacheControlFor(relative));
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', stat.mtime.toUTCString());
    if (COMPRESSIBLE.has(ext)) res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304);
      return res.end();
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = !COMPRESSIBLE.has(ext) || stat.size < 1024 ? null : /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
    if (encoding) {
      const body = await compressedBody(absolute, stat, encoding);
      res.writeHead(200, { 'Content-Encoding': encoding, 'Content-Length': body.length });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.writeHead(200, { 'Content-Length': stat.size });
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(absolute).on('error', () => res.destroy()).pipe(res);
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function sendRuntimeConfig(req, res) {
    let base = null;
    try {
      base = JSON.parse(await fsp.readFile(path.join(rootDir, 'runtime-config.json'), 'utf8'));
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
    }
    const config = runtimeConfigFromEnv(base, env);
    if (!config) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_NO_CACHE });
      return res.end('Not found');
    }
    const body = Buffer.from(JSON.stringify(config, null, 2) + '\n');
    res.writeHead(200, { 'Content-Type': CONTENT_TYPES['.json'], 'Cache-Control': CACHE_NO_CACHE, 'Content-Length': body.length });
    return res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = http.createServer((req, res) => {
    const started = Date.now();
    if (log) res.on('finish', () => console.log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`));
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    });
  });
  server.keepAliveTimeout = 5000;
  return server;
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
  createStaticServer,
  startStaticServer,
  stopServer,
  runtimeConfigFromEnv,
  cacheControlFor,
  CACHE_NO_CACHE,
  CACHE_IMMUTABLE,
};
