'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const http = require('node:http');
const { startStaticServer, stopServer, runtimeConfigFromEnv, withRuntimeConfig, CACHE_IMMUTABLE } = require('../lib/static-server.cjs');

/** A raw request (no transparent decompression), so Content-Encoding can be checked. */
function request(port, pathname, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, headers, method }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static server', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-static-'));
  const bigScript = `console.log(${JSON.stringify('x'.repeat(20_000))});\n`;
  let server;
  let port;

  beforeAll(async () => {
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><meta name="storefront-preload-remotes" content="mf_cart mf_unknown"><title>Storefront</title>',
    );
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var mf_cart;');
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"mf_cart"}');
    fs.writeFileSync(path.join(dist, 'main.1a2b3c4d.js'), bigScript);
    fs.writeFileSync(
      path.join(dist, 'runtime-config.json'),
      JSON.stringify({
        apiUrl: 'http://localhost:4000',
        mapsApiKey: '',
        remotes: { mf_cart: 'http://localhost:3002/mf-manifest.json', mf_parcel: 'http://localhost:3005/mf-manifest.json' },
      }),
    );
    fs.writeFileSync(path.join(dist, '.secret'), 'no');
    server = await startStaticServer({
      root: dist,
      port: 0,
      host: '127.0.0.1',
      env: { API_URL: 'https://api.example.com', REMOTE_MF_CART_URL: 'https://cart.example.com/mf-manifest.json' },
    });
    port = server.address().port;
  });

  afterAll(async () => {
    await stopServer(server);
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test.each(['/', '/index.html', '/remoteEntry.js', '/mf-manifest.json', '/runtime-config.json'])(
    '%s is no-cache, CORS-enabled and timing-allowed',
    async (pathname) => {
      const response = await request(port, pathname);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['timing-allow-origin']).toBe('*');
    },
  );

  test('hashed chunks are immutable for a year, with CORS, and compressed when asked', async () => {
    const brotli = await request(port, '/main.1a2b3c4d.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(brotli.headers['access-control-allow-origin']).toBe('*');
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript/);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(bigScript);
    const gzip = await request(port, '/main.1a2b3c4d.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(bigScript);
    const plain = await request(port, '/main.1a2b3c4d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bigScript);
  });

  test("a file's brotli copy from the build is what a browser accepting brotli gets; others get the file", async () => {
    const script = `console.log(${JSON.stringify('y'.repeat(20_000))});\n`;
    const best = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    fs.writeFileSync(path.join(dist, 'chunk.5e6f7a8b.js'), script);
    fs.writeFileSync(path.join(dist, 'chunk.5e6f7a8b.js.br'), best);
    const brotli = await request(port, '/chunk.5e6f7a8b.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.equals(best)).toBe(true);
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript/);
    expect(brotli.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await request(port, '/chunk.5e6f7a8b.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);
    expect(gzip.headers.etag).not.toBe(brotli.headers.etag);
    const plain = await request(port, '/chunk.5e6f7a8b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  test('deep links fall back to index.html; missing assets and dotfiles are 404', async () => {
    const deep = await request(port, '/store/12/items?x=1');
    expect(deep.status).toBe(200);
    expect(deep.body.toString()).toContain('<title>Storefront</title>');
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect((await request(port, '/missing.4d3c2b1a.js')).status).toBe(404);
    expect((await request(port, '/.secret')).status).toBe(404);
    expect((await request(port, '/../package.json')).status).toBe(404);
    expect((await request(port, '/%2e%2e/package.json')).status).toBe(404);
  });

  test('revalidation answers 304 for an unchanged file', async () => {
    const first = await request(port, '/remoteEntry.js');
    const second = await request(port, '/remoteEntry.js', { 'if-none-match': first.headers.etag });
    expect(second.status).toBe(304);
  });

  test('a file written after start is served (a remote rebuilt in place)', async () => {
    fs.writeFileSync(path.join(dist, 'main.9f8e7d6c.js'), 'new();');
    const response = await request(port, '/main.9f8e7d6c.js');
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('new();');
  });

  test('runtime-config.json is the built file with overrides from the environment', async () => {
    const response = await request(port, '/runtime-config.json');
    expect(JSON.parse(response.body.toString())).toEqual({
      apiUrl: 'https://api.example.com',
      mapsApiKey: '',
      remotes: { mf_cart: 'https://cart.example.com/mf-manifest.json', mf_parcel: 'http://localhost:3005/mf-manifest.json' },
    });
  });

  test('a page carries the run-time config inline and preconnects to the origins it names', async () => {
    const response = await request(port, '/store/12');
    const html = response.body.toString();
    const block = html.match(/<script type="application\/json" id="runtime-config">(.*?)<\/script>/);
    expect(block).not.toBeNull();
    expect(JSON.parse(block[1])).toEqual(JSON.parse((await request(port, '/runtime-config.json')).body.toString()));
    expect(html).toContain('<link rel="preconnect" href="https://api.example.com" crossorigin="anonymous">');
    expect(html).toContain('<link rel="preconnect" href="https://cart.example.com" crossorigin="anonymous">');
    expect(html).toContain('<link rel="preconnect" href="http://localhost:3005" crossorigin="anonymous">');
    // the manifests of the remotes the page names (one it names is not in the config: nothing for it)
    expect(html.match(/<link rel="preload"[^>]*>/g)).toEqual([
      '<link rel="preload" as="fetch" href="https://cart.example.com/mf-manifest.json" crossorigin="anonymous">',
    ]);
    expect(html.indexOf('id="runtime-config"')).toBeLessThan(html.indexOf('<title>'));
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  test('an inlined value cannot close its element', () => {
    const html = withRuntimeConfig('<head></head>', { apiUrl: 'http://a.example', remotes: { x: '</script><script>alert(1)</script>' } });
    expect(html).not.toContain('</script><script>');
    const json = html.match(/id="runtime-config">(.*?)<\/script>/)[1];
    expect(JSON.parse(json).remotes.x).toBe('</script><script>alert(1)</script>');
  });

  test('preflight and HEAD work, other methods do not', async () => {
    const preflight = await request(port, '/mf-manifest.json', { 'access-control-request-headers': 'x-a' }, 'OPTIONS');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect((await request(port, '/index.html', {}, 'HEAD')).status).toBe(200);
    expect((await request(port, '/index.html', {}, 'POST')).status).toBe(405);
  });
});

describe('runtimeConfigFromEnv', () => {
  const base = { apiUrl: 'http://localhost:4000', mapsApiKey: '', remotes: { mf_cart: 'a', mf_parcel: 'b' } };

  test('REMOTES_JSON replaces the map; REMOTE_<NAME>_URL then overrides one entry', () => {
    const config = runtimeConfigFromEnv(base, { REMOTES_JSON: '{"mf_cart":"x"}', REMOTE_MF_ACCOUNT_URL: 'y', MAPS_API_KEY: 'k' });
    expect(config).toEqual({ apiUrl: 'http://localhost:4000', mapsApiKey: 'k', remotes: { mf_cart: 'x', mf_account: 'y' } });
  });

  test('an app without a runtime config and no overrides has none', () => {
    expect(runtimeConfigFromEnv(null, {})).toBeNull();
  });

  test('a malformed REMOTES_JSON is an error, not a silent default', () => {
    expect(() => runtimeConfigFromEnv(base, { REMOTES_JSON: '[1]' })).toThrow(/REMOTES_JSON/);
  });
});

describe('static server over a dist replaced wholesale', () => {
  test('serves the new folder at the same path (a remote released by swapping dist)', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-swap-'));
    const dist = path.join(parent, 'dist');
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'old();');
    const server = await startStaticServer({ root: dist, port: 0, host: '127.0.0.1', env: {} });
    try {
      const { port } = server.address();
      expect((await request(port, '/remoteEntry.js')).body.toString()).toBe('old();');
      fs.renameSync(dist, path.join(parent, 'previous'));
      fs.mkdirSync(dist);
      fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'next();');
      expect((await request(port, '/remoteEntry.js')).body.toString()).toBe('next();');
    } finally {
      await stopServer(server);
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});
