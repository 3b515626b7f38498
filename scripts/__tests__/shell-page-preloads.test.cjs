'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const http = require('node:http');
const { createManifestReader, exposePreloads, preloadedExposes, readManifests, withRuntimeConfig } = require('../lib/shell-page.cjs');
const { startStaticServer, stopServer } = require('../lib/static-server.cjs');

const META =
  '<meta name="storefront-preload-exposes" content="mf_cart/CartButton mf_account/ProfileMenu+profile-menu /home=mf_catalogue/Routes+home-first-view bad-entry">';

/** A manifest as the federation plugin writes it (publicPath auto: files beside the manifest). */
function manifest(name, exposes, shared = []) {
  return {
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: shared.map((file) => ({ name: 'react', assets: { js: { sync: [file], async: [] } } })),
    exposes: Object.entries(exposes).map(([expose, { sync = [], async = [] }]) => ({ path: expose, assets: { js: { sync, async } } })),
  };
}

const cart = manifest('mf_cart', { './CartButton': { sync: ['__federation_expose_CartButton.1111aaaa.js', '9.react.js'] } }, [
  '9.react.js',
]);
const account = manifest('mf_account', {
  './ProfileMenu': {},
  './Routes': { sync: ['profile-menu.2222bbbb.js', '__federation_expose_Routes.3333cccc.js'] },
});
const catalogue = manifest('mf_catalogue', {
  './Routes': { sync: ['__federation_expose_Routes.4444dddd.js'], async: ['home-first-view.5555eeee.js', '12.6666ffff.js'] },
});

describe('preloadedExposes: the exposes a page names for its path', () => {
  test('every page takes the entries without a path; /home also its own', () => {
    const names = (pathname) => preloadedExposes(META, pathname).map((entry) => `${entry.remote}${entry.expose.slice(1)}+${entry.chunks}`);
    expect(names('/')).toEqual(['mf_cart/CartButton+', 'mf_account/ProfileMenu+profile-menu']);
    expect(names('/store/7')).toEqual(names('/'));
    expect(names('/home')).toEqual([...names('/'), 'mf_catalogue/Routes+home-first-view']);
    expect(names('/home/')).toEqual(names('/home'));
    expect(preloadedExposes('<title>no meta</title>', '/home')).toEqual([]);
  });
});

describe('exposePreloads: the scripts the federation run time will load for them', () => {
  const remotes = {
    mf_cart: 'http://cart.example/mf-manifest.json',
    mf_account: 'http://account.example/app/mf-manifest.json',
    mf_catalogue: 'http://catalogue.example/mf-manifest.json',
  };

  test("each remote's entry, each expose's own files (a shared module's left out) and the named chunks", () => {
    const urls = exposePreloads(preloadedExposes(META, '/home'), remotes, { mf_cart: cart, mf_account: account, mf_catalogue: catalogue });
    expect(urls).toEqual([
      'http://cart.example/remoteEntry.js',
      'http://cart.example/__federation_expose_CartButton.1111aaaa.js',
      'http://account.example/app/remoteEntry.js',
      'http://account.example/app/profile-menu.2222bbbb.js',
      'http://catalogue.example/remoteEntry.js',
      'http://catalogue.example/__federation_expose_Routes.4444dddd.js',
      'http://catalogue.example/home-first-view.5555eeee.js',
    ]);
  });

  test('nothing for a remote without a manifest (down, not read), without a URL, or with a manifest of another shape', () => {
    const exposes = preloadedExposes(META, '/home');
    expect(exposePreloads(exposes, remotes, { mf_cart: null, mf_account: { exposes: 'odd' } })).toEqual([]);
    expect(exposePreloads(exposes, { mf_cart: '/cart/mf-manifest.json' }, { mf_cart: cart })).toEqual([]);
  });

  test('a page gets them as script preloads without crossorigin (as the run time inserts these scripts), low priority', () => {
    const html = withRuntimeConfig(
      `<head>${META}</head>`,
      { apiUrl: 'http://api.example', remotes },
      { pathname: '/', manifests: { mf_cart: cart } },
    );
    expect(html.match(/<link rel="preload" as="script"[^>]*>/g)).toEqual([
      '<link rel="preload" as="script" href="http://cart.example/remoteEntry.js" fetchpriority="low">',
      '<link rel="preload" as="script" href="http://cart.example/__federation_expose_CartButton.1111aaaa.js" fetchpriority="low">',
    ]);
    // the manifests of the remotes the exposes name are preloaded too (a page without manifests read gets only these)
    expect(html.match(/<link rel="preload" as="fetch"[^>]*>/g)).toHaveLength(2);
  });
});

describe('createManifestReader', () => {
  const json = (body) => Promise.resolve({ ok: true, json: () => Promise.resolve(body) });

  test('reads a manifest once within its short cache, again after it', async () => {
    let clock = 0;
    const fetch = jest.fn(() => json(cart));
    const reader = createManifestReader({ fetch, now: () => clock, ttlMs: 2000 });
    expect(await reader.read({ mf_cart: 'http://cart.example/mf-manifest.json' })).toEqual({ mf_cart: cart });
    clock = 1500;
    await reader.read({ mf_cart: 'http://cart.example/mf-manifest.json' });
    expect(fetch).toHaveBeenCalledTimes(1);
    clock = 2500;
    await reader.read({ mf_cart: 'http://cart.example/mf-manifest.json' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test('after its cache time a page waits briefly for the new read: a remote now down gives nothing, a slow one the last read', async () => {
    let clock = 0;
    let answer;
    const fetch = jest
      .fn()
      .mockReturnValueOnce(json(cart))
      .mockReturnValueOnce(Promise.reject(new Error('ECONNREFUSED')))
      .mockReturnValueOnce(json(cart))
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const reader = createManifestReader({ fetch, now: () => clock, ttlMs: 2000, waitMs: 50 });
    const remote = { mf_cart: 'http://cart.example/mf-manifest.json' };
    expect(await reader.read(remote)).toEqual({ mf_cart: cart });
    // the remote went down: the page after the cache time lists none of its scripts (they would fail)
    clock = 3000;
    expect(await reader.read(remote)).toEqual({ mf_cart: null });
    // back up
    clock = 6000;
    expect(await reader.read(remote)).toEqual({ mf_cart: cart });
    // read again, slowly: the page does not wait longer than waitMs and takes the last manifest read
    clock = 9000;
    const started = Date.now();
    expect(await reader.read(remote)).toEqual({ mf_cart: cart });
    expect(Date.now() - started).toBeLessThan(1000);
    answer({ ok: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await reader.read(remote)).toEqual({ mf_cart: null });
  });

  test('a remote that is down or answers an error gives null', async () => {
    const reader = createManifestReader({
      fetch: (url) =>
        url.includes('down') ? Promise.reject(new Error('ECONNREFUSED')) : Promise.resolve({ ok: false, json: () => json({}) }),
    });
    expect(await reader.read({ a: 'http://down.example/mf-manifest.json', b: 'http://error.example/mf-manifest.json' })).toEqual({
      a: null,
      b: null,
    });
  });

  test('a page never waits on a slow remote longer than waitMs; a later page gets its manifest', async () => {
    let answer;
    const reader = createManifestReader({ fetch: () => new Promise((resolve) => (answer = resolve)), waitMs: 20 });
    const started = Date.now();
    expect(await reader.read({ mf_cart: 'http://slow.example/mf-manifest.json' })).toEqual({ mf_cart: null });
    expect(Date.now() - started).toBeLessThan(500);
    answer({ ok: true, json: () => Promise.resolve(cart) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await reader.read({ mf_cart: 'http://slow.example/mf-manifest.json' })).toEqual({ mf_cart: cart });
  });
});

describe('readManifests: only a page that preloads exposes waits for the manifests', () => {
  const ONLY_HOME = '<meta name="storefront-preload-exposes" content="/home=mf_cart/CartButton /home=mf_catalogue/Routes">';
  const config = {
    remotes: { mf_cart: 'http://cart.example/mf-manifest.json', mf_catalogue: 'http://catalogue.example/mf-manifest.json' },
  };
  /** A reader whose read has not answered (a remote slow to answer): what a page gets from it depends on waiting. */
  function pendingReader() {
    let answer;
    const read = jest.fn(() => new Promise((resolve) => (answer = resolve)));
    return { read, answer: (value) => answer(value) };
  }

  /** What the page gets within 200 ms, or 'still waiting'. */
  const within = (promise) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, 200, 'still waiting'))]);

  test('a page without preloads (/) gets none at once, and its read warms the cache for /home', async () => {
    const reader = pendingReader();
    await expect(within(readManifests(ONLY_HOME, config, reader, '/'))).resolves.toEqual({});
    await expect(within(readManifests(ONLY_HOME, config, reader, '/store/7'))).resolves.toEqual({});
    expect(reader.read).toHaveBeenCalledWith(config.remotes);
  });

  test('/home waits for the read and gets its manifests', async () => {
    const reader = pendingReader();
    let got;
    const reading = readManifests(ONLY_HOME, config, reader, '/home').then((manifests) => (got = manifests));
    await expect(within(reading)).resolves.toBe('still waiting');
    expect(got).toBeUndefined();
    reader.answer({ mf_cart: cart, mf_catalogue: catalogue });
    await reading;
    expect(got).toEqual({ mf_cart: cart, mf_catalogue: catalogue });
  });

  test('nothing is read when no remote named has an http(s) URL', async () => {
    const reader = pendingReader();
    await expect(readManifests(ONLY_HOME, { remotes: { mf_cart: '/cart/mf-manifest.json' } }, reader, '/home')).resolves.toEqual({});
    expect(reader.read).not.toHaveBeenCalled();
  });
});

describe('withRuntimeConfig with the federation scripts path: the scripts in one response', () => {
  const remotes = {
    mf_cart: 'http://cart.example/mf-manifest.json',
    mf_account: 'http://account.example/app/mf-manifest.json',
    mf_location: 'http://location.example/mf-manifest.json',
  };
  const location = manifest('mf_location', { './LocationButton': { sync: ['__federation_expose_LocationButton.7777aaaa.js'] } });
  const page = (meta, manifests) =>
    withRuntimeConfig(
      `<head>${meta}</head>`,
      { apiUrl: 'http://api.example', remotes },
      { pathname: '/home', manifests, federationScripts: '/_fs.js' },
    );

  test("one script preload of the path for the exposes whose remote's manifest was read, and the meta tag that names the path", () => {
    const html = page(META, { mf_cart: cart, mf_account: null });
    expect(html.match(/<link rel="preload" as="script"[^>]*>/g)).toEqual([
      '<link rel="preload" as="script" href="/_fs.js?x=mf_cart%2FCartButton" fetchpriority="low" data-federation-scripts>',
    ]);
    expect(html).toContain('<meta name="storefront-federation-scripts" content="/_fs.js">');
  });

  test('an expose for wide windows only: one preload for a wide window with it, one for a narrower window without it', () => {
    const meta = '<meta name="storefront-preload-exposes" content="/home=mf_cart/CartButton /home=mf_location/LocationButton@1180">';
    const html = page(meta, { mf_cart: cart, mf_location: location });
    expect(html.match(/<link rel="preload" as="script"[^>]*>/g)).toEqual([
      '<link rel="preload" as="script" href="/_fs.js?x=mf_cart%2FCartButton&amp;x=mf_location%2FLocationButton" media="(min-width: 1180px)" fetchpriority="low" data-federation-scripts>',
      '<link rel="preload" as="script" href="/_fs.js?x=mf_cart%2FCartButton" media="not all and (min-width: 1180px)" fetchpriority="low" data-federation-scripts>',
    ]);
    // without the path (the docker image's page, which has no manifests either way), a file preload takes the condition
    const files = withRuntimeConfig(
      `<head>${meta}</head>`,
      { apiUrl: 'http://api.example', remotes },
      { pathname: '/home', manifests: { mf_location: location } },
    );
    expect(files).toContain(
      '<link rel="preload" as="script" href="http://location.example/remoteEntry.js" media="(min-width: 1180px)" fetchpriority="low">',
    );
  });

  test('no script preload when no manifest was read, but the meta tag (the shell asks for the scripts it mounts)', () => {
    const html = page(META, {});
    expect(html).not.toContain('as="script"');
    expect(html).toContain('<meta name="storefront-federation-scripts" content="/_fs.js">');
  });
});

describe('the static server preloads the exposes of a remote that is up, and serves the page at once without those of one that is down', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-preloads-'));
  let remote;
  let remotePort;
  let downPort;
  let server;
  let port;
  const remoteRequests = [];

  const get = (pathname) =>
    new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: pathname }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode, body }));
        })
        .on('error', reject);
    });

  beforeAll(async () => {
    const files = {
      '/mf-manifest.json': JSON.stringify(cart),
      '/remoteEntry.js': 'var mf_cart = { entry: document.currentScript.src, chunks: { 7: "1111aaaa" } };',
      '/__federation_expose_CartButton.1111aaaa.js': '"use strict"; self.cartButtonChunk = this === self;',
    };
    remote = http.createServer((req, res) => {
      remoteRequests.push(req.url);
      res.writeHead(files[req.url] ? 200 : 404, { 'Content-Type': 'application/json' });
      res.end(files[req.url] ?? '{}');
    });
    await new Promise((resolve) => remote.listen(0, '127.0.0.1', resolve));
    remotePort = remote.address().port;
    // a port nothing listens on: the remote is down (connection refused)
    const closed = http.createServer();
    await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
    downPort = closed.address().port;
    await new Promise((resolve) => closed.close(resolve));

    fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><head>${META}<title>Storefront</title></head>`);
    fs.writeFileSync(path.join(dist, 'runtime-config.json'), JSON.stringify({ apiUrl: 'http://127.0.0.1:1', mapsApiKey: '', remotes: {} }));
    server = await startStaticServer({
      root: dist,
      port: 0,
      host: '127.0.0.1',
      env: {
        REMOTE_MF_CART_URL: `http://127.0.0.1:${remotePort}/mf-manifest.json`,
        REMOTE_MF_ACCOUNT_URL: `http://127.0.0.1:${downPort}/mf-manifest.json`,
      },
    });
    port = server.address().port;
  });

  afterAll(async () => {
    await stopServer(server);
    await new Promise((resolve) => remote.close(resolve));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test('the page names the scripts of the remote that is up, none of the one that is down', async () => {
    const started = Date.now();
    const { status, body } = await get('/home');
    expect(status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    // in one response of the server's own, which holds the remote's files (scripts/__tests__/federation-scripts.test.cjs)
    expect(body.match(/<link rel="preload" as="script" href="([^"]*)"/g)).toEqual([
      '<link rel="preload" as="script" href="/_federation-scripts.js?x=mf_cart%2FCartButton"',
    ]);
    // made as the page goes out, before the browser asks for it
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(remoteRequests).toEqual(expect.arrayContaining(['/remoteEntry.js', '/__federation_expose_CartButton.1111aaaa.js']));
    const scripts = await get('/_federation-scripts.js?x=mf_cart%2FCartButton&x=mf_account%2FProfileMenu');
    expect(scripts.status).toBe(200);
    expect(scripts.body.match(/federation-script \S+/g)).toEqual([
      `federation-script http://127.0.0.1:${remotePort}/remoteEntry.js`,
      `federation-script http://127.0.0.1:${remotePort}/__federation_expose_CartButton.1111aaaa.js`,
    ]);
    expect(body).not.toContain(`127.0.0.1:${downPort}/remoteEntry.js`);
    // revalidated by its ETag; compressed as the request accepts (`q=0` refuses brotli)
    const headersOf = (pathname, headers) =>
      new Promise((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode, headers: res.headers }));
          })
          .on('error', reject);
      });
    const first = await headersOf('/_federation-scripts.js?x=mf_cart%2FCartButton', { 'accept-encoding': 'br;q=0, gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['content-type']).toMatch(/^text\/javascript/);
    const again = await headersOf('/_federation-scripts.js?x=mf_cart%2FCartButton', { 'if-none-match': first.headers.etag });
    expect(again.status).toBe(304);
    // the manifest preloads stay (the run time asks for the manifest either way, and shows the fallback)
    expect(body).toContain(`<link rel="preload" as="fetch" href="http://127.0.0.1:${downPort}/mf-manifest.json" crossorigin="anonymous">`);
  });

  test('FEDERATION_SCRIPTS=off: the files one by one, no meta tag, the path not answered', async () => {
    const off = await startStaticServer({
      root: dist,
      port: 0,
      host: '127.0.0.1',
      env: { REMOTE_MF_CART_URL: `http://127.0.0.1:${remotePort}/mf-manifest.json`, FEDERATION_SCRIPTS: 'off' },
    });
    try {
      const at = (pathname) =>
        new Promise((resolve, reject) => {
          http
            .get({ host: '127.0.0.1', port: off.address().port, path: pathname }, (res) => {
              let body = '';
              res.setEncoding('utf8');
              res.on('data', (chunk) => (body += chunk));
              res.on('end', () => resolve({ status: res.statusCode, body }));
            })
            .on('error', reject);
        });
      await at('/home'); // the first page starts the manifest read
      const { body } = await at('/home');
      expect(body.match(/<link rel="preload" as="script" href="([^"]*)"/g)).toEqual([
        `<link rel="preload" as="script" href="http://127.0.0.1:${remotePort}/remoteEntry.js"`,
        `<link rel="preload" as="script" href="http://127.0.0.1:${remotePort}/__federation_expose_CartButton.1111aaaa.js"`,
      ]);
      expect(body).not.toContain('storefront-federation-scripts');
      expect((await at('/_federation-scripts.js?x=mf_cart%2FCartButton')).status).toBe(404);
    } finally {
      await stopServer(off);
    }
  });
});
