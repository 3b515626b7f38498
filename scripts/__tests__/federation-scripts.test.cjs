'use strict';

const vm = require('node:vm');
const zlib = require('node:zlib');
const {
  combineScripts,
  createFederationScripts,
  createScriptReader,
  parseFederationScriptsQuery,
  withNamedChunks,
} = require('../lib/federation-scripts.cjs');

const query = (text) => new URLSearchParams(text);

describe('parseFederationScriptsQuery: the exposes a request asks for', () => {
  test('`x=<remote>/<Expose>[+<chunk>…]` each', () => {
    expect(parseFederationScriptsQuery(query('x=mf_cart/CartButton&x=mf_account%2FProfileMenu%2Bprofile-menu'))).toEqual([
      { remote: 'mf_cart', expose: './CartButton', chunks: [] },
      { remote: 'mf_account', expose: './ProfileMenu', chunks: ['profile-menu'] },
    ]);
  });

  test('none, too many or one that is not a name: not a request this path answers', () => {
    expect(parseFederationScriptsQuery(query(''))).toBeNull();
    expect(parseFederationScriptsQuery(query(Array.from({ length: 13 }, () => 'x=a/B').join('&')))).toBeNull();
    for (const bad of ['x=mf_cart', 'x=../x/y', 'x=http://evil.example/a.js', 'x=mf_cart/Cart%20Button']) {
      expect(parseFederationScriptsQuery(query(bad))).toBeNull();
    }
  });
});

test("withNamedChunks adds the chunks the page's meta tag names for an expose on any path", () => {
  const html = '<meta name="storefront-preload-exposes" content="/home=mf_account/ProfileMenu+profile-menu">';
  expect(withNamedChunks([{ remote: 'mf_account', expose: './ProfileMenu', chunks: [] }], html)).toEqual([
    { remote: 'mf_account', expose: './ProfileMenu', chunks: ['profile-menu'] },
  ]);
});

describe('combineScripts: the files run as they would one by one', () => {
  /** A browser's globals enough for the parts: a document whose currentScript is the response's own script. */
  function browser() {
    const realScript = { tagName: 'SCRIPT', src: 'http://shop.example/_federation-scripts.js' };
    const document = Object.create({
      get currentScript() {
        return realScript;
      },
    });
    const errors = [];
    const context = vm.createContext({ document, console: { error: (error) => errors.push(String(error)) } });
    context.self = context;
    return { context, document, realScript, errors };
  }

  test("an entry declares its global and sees its own URL as the current script's; a chunk keeps its strict mode", () => {
    const { context, document, realScript } = browser();
    const script = combineScripts([
      {
        url: 'http://cart.example/remoteEntry.js',
        entry: true,
        body: 'var mf_cart = { publicPath: document.currentScript.src.replace(/[^/]*$/, "") };',
      },
      {
        url: 'http://cart.example/9.aaaa1111.js',
        entry: false,
        body: '"use strict";\n(self.webpackChunkmf_cart = self.webpackChunkmf_cart || []).push(9); self.strict = (function () { return this; })() === undefined;',
      },
    ]);
    vm.runInContext(script, context);
    expect(context.mf_cart).toEqual({ publicPath: 'http://cart.example/' });
    expect(context.webpackChunkmf_cart).toEqual([9]);
    expect(context.strict).toBe(true);
    // the document's own currentScript again once the entry has run
    expect(Object.prototype.hasOwnProperty.call(document, 'currentScript')).toBe(false);
    expect(document.currentScript).toBe(realScript);
  });

  test('an entry whose container the page has already (the run time loaded it itself meanwhile) does not run again', () => {
    const { context } = browser();
    context.mf_cart = { loaded: 'by the run time' };
    vm.runInContext(
      combineScripts([{ url: 'http://cart.example/remoteEntry.js', entry: true, global: 'mf_cart', body: 'var mf_cart = "again";' }]),
      context,
    );
    expect(context.mf_cart).toEqual({ loaded: 'by the run time' });
  });

  test('a part that throws leaves the next ones to run, and the error is logged', () => {
    const { context, errors } = browser();
    vm.runInContext(
      combineScripts([
        { url: 'http://a.example/remoteEntry.js', entry: true, body: 'var mf_a = 1; throw new Error("broken entry");' },
        { url: 'http://a.example/1.bbbb2222.js', entry: false, body: 'throw new Error("broken chunk");' },
        { url: 'http://b.example/remoteEntry.js', entry: true, body: 'var mf_b = 2;' },
      ]),
      context,
    );
    expect(context.mf_b).toBe(2);
    expect(errors).toEqual(['Error: broken entry', 'Error: broken chunk']);
  });

  test("a part's URL cannot end the marker comment", () => {
    const script = combineScripts([{ url: 'http://a.example/x*/y.js', entry: false, body: '' }]);
    expect(script.startsWith('/*! federation-script http://a.example/x*%2Fy.js */\n')).toBe(true);
  });
});

describe('createFederationScripts: the answer for a request', () => {
  const page = '<meta name="storefront-preload-exposes" content="/home=mf_account/ProfileMenu+profile-menu">';
  const manifest = (name, exposes, shared = []) => ({
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    shared: shared.map((file) => ({ assets: { js: { sync: [file], async: [] } } })),
    exposes: Object.entries(exposes).map(([path, sync]) => ({ path, assets: { js: { sync, async: [] } } })),
  });
  const manifests = {
    mf_cart: manifest('mf_cart', { './CartButton': ['cart-button.1111aaaa.js', 'react.2222bbbb.js'] }, ['react.2222bbbb.js']),
    mf_account: manifest('mf_account', { './ProfileMenu': ['menu.3333cccc.js'], './Routes': ['profile-menu.4444dddd.js'] }),
  };
  const remotes = {
    mf_cart: 'http://cart.example/mf-manifest.json',
    mf_account: 'http://account.example/mf-manifest.json',
    mf_down: 'http://down.example/mf-manifest.json',
  };

  function setup({ files = {} } = {}) {
    const reads = [];
    const scripts = {
      read: (url) => {
        reads.push(url);
        // an entry names its chunks' hashes (its chunk map), as a build's does
        const body = url.endsWith('/remoteEntry.js') ? `/* ${url}: 1111aaaa 3333cccc 4444dddd */` : `/* ${url} */`;
        return Promise.resolve(url in files ? files[url] : body);
      },
    };
    const manifestReads = [];
    const answerer = createFederationScripts({
      config: () => Promise.resolve({ apiUrl: 'http://api.example', remotes }),
      page: () => Promise.resolve(page),
      manifests: {
        read: (wanted, options) => {
          manifestReads.push({ wanted, options });
          return Promise.resolve(Object.fromEntries(Object.keys(wanted).map((name) => [name, manifests[name] ?? null])));
        },
      },
      scripts,
    });
    return { answerer, reads, manifestReads };
  }

  test("each remote's entry, then its expose's own files and the chunks the page names, from its own origin", async () => {
    const { answerer, reads, manifestReads } = setup();
    const answer = await answerer.answer(query('x=mf_cart/CartButton&x=mf_account/ProfileMenu'));
    expect(answer.status).toBe(200);
    // in the order of the exposes' names (the same exposes in another order are the same response)
    expect(reads).toEqual([
      'http://account.example/remoteEntry.js',
      'http://account.example/menu.3333cccc.js',
      'http://account.example/profile-menu.4444dddd.js',
      'http://cart.example/remoteEntry.js',
      'http://cart.example/cart-button.1111aaaa.js',
    ]);
    expect(answer.files).toBe(5);
    // the entries first, so they compress against each other
    expect(answer.body.toString().match(/federation-script \S+/g)).toEqual([
      'federation-script http://account.example/remoteEntry.js',
      'federation-script http://cart.example/remoteEntry.js',
      'federation-script http://account.example/menu.3333cccc.js',
      'federation-script http://account.example/profile-menu.4444dddd.js',
      'federation-script http://cart.example/cart-button.1111aaaa.js',
    ]);
    expect(answer.body.toString()).toContain('/* http://account.example/profile-menu.4444dddd.js */');
    // the manifests are waited for longer than a page waits (a remote left out costs a request of its own)
    expect(manifestReads[0].options.waitMs).toBeGreaterThan(100);
  });

  test('brotli at its best quality and gzip, one answer for the same files (its ETag), another when one changed', async () => {
    const { answerer } = setup();
    const first = await answerer.answer(query('x=mf_cart/CartButton'));
    const best = zlib.brotliCompressSync(first.body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    });
    expect(first.br.equals(best)).toBe(true);
    expect(zlib.gunzipSync(first.gzip).equals(first.body)).toBe(true);
    expect((await answerer.answer(query('x=mf_cart/CartButton'))).etag).toBe(first.etag);
    const { answerer: redeployed } = setup({ files: { 'http://cart.example/remoteEntry.js': 'var mf_cart = "new";' } });
    expect((await redeployed.answer(query('x=mf_cart/CartButton'))).etag).not.toBe(first.etag);
  });

  test('a remote the config does not name, one without a manifest and a file that cannot be read are left out', async () => {
    const { answerer, reads } = setup({ files: { 'http://cart.example/cart-button.1111aaaa.js': null } });
    const answer = await answerer.answer(query('x=mf_evil/Thing&x=mf_down/Thing&x=mf_cart/CartButton'));
    expect(reads).toEqual(['http://cart.example/remoteEntry.js', 'http://cart.example/cart-button.1111aaaa.js']);
    expect(answer.files).toBe(1);
    expect(answer.body.toString()).not.toContain('cart-button');
  });

  test('requests for the same files at the same time share one making (the page starts it, the browser takes it)', async () => {
    const { answerer, reads } = setup();
    const [first, second] = await Promise.all([
      answerer.answer(query('x=mf_cart/CartButton')),
      answerer.answer(query('x=mf_cart/CartButton')),
    ]);
    expect(second).toBe(first);
    expect(reads).toHaveLength(2); // the entry and the chunk, once
  });

  test('the same exposes in another order, or twice: one making, one response', async () => {
    const { answerer, reads } = setup();
    const [first, second] = await Promise.all([
      answerer.answer(query('x=mf_cart/CartButton&x=mf_account/ProfileMenu')),
      answerer.answer(query('x=mf_account/ProfileMenu&x=mf_cart/CartButton&x=mf_cart/CartButton')),
    ]);
    expect(second).toBe(first);
    expect(reads).toHaveLength(5);
  });

  test('a chunk its entry does not name (the manifest read was of another build) is left out; so is a remote without its entry', async () => {
    const { answerer } = setup({
      files: {
        'http://cart.example/remoteEntry.js': 'var mf_cart = "a build whose chunks have other hashes";',
        'http://account.example/remoteEntry.js': null,
      },
    });
    const answer = await answerer.answer(query('x=mf_cart/CartButton&x=mf_account/ProfileMenu'));
    expect(answer.body.toString().match(/federation-script \S+/g)).toEqual(['federation-script http://cart.example/remoteEntry.js']);
  });

  test('a remote served as a development build (a file without a hash) or with files on another origin is left out whole', async () => {
    manifests.mf_dev = manifest('mf_dev', { './Thing': ['thing.js'] });
    manifests.mf_far = manifest('mf_far', { './Thing': ['http://elsewhere.example/thing.5555eeee.js'] });
    remotes.mf_dev = 'http://dev.example/mf-manifest.json';
    remotes.mf_far = 'http://far.example/mf-manifest.json';
    try {
      const { answerer } = setup();
      const answer = await answerer.answer(query('x=mf_dev/Thing&x=mf_far/Thing&x=mf_cart/CartButton'));
      expect(answer.body.toString().match(/federation-script \S+/g)).toEqual([
        'federation-script http://cart.example/remoteEntry.js',
        'federation-script http://cart.example/cart-button.1111aaaa.js',
      ]);
    } finally {
      delete manifests.mf_dev;
      delete manifests.mf_far;
      delete remotes.mf_dev;
      delete remotes.mf_far;
    }
  });

  test('more than four responses in the making at once: 503 for another (the page loads those remotes file by file)', async () => {
    const { answerer } = setup();
    const names = ['A', 'B', 'C', 'D', 'E'].map((name) => `x=mf_cart/${name}`);
    const answers = await Promise.all(names.map((name) => answerer.answer(query(name))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 503]);
    // once made, asked again: made again (or from the cache), not refused
    expect((await answerer.answer(query('x=mf_cart/E'))).status).toBe(200);
  });

  test('a request that is not one: 400', async () => {
    const { answerer, reads } = setup();
    expect(await answerer.answer(query('x=http://evil.example/a.js'))).toEqual({ status: 400 });
    expect(reads).toEqual([]);
  });
});

describe('createScriptReader', () => {
  const text = (body, headers = {}) =>
    Promise.resolve({ ok: true, headers: new Map(Object.entries(headers)), text: () => Promise.resolve(body) });

  test('a hashed chunk is read once; any other file (an entry) again after its short cache; a failed read is not kept', async () => {
    let clock = 0;
    const fetch = jest
      .fn()
      .mockReturnValueOnce(text('"chunk"'))
      .mockReturnValueOnce(text('"entry 1"'))
      .mockReturnValueOnce(text('"entry 2"'))
      .mockReturnValueOnce(Promise.reject(new Error('ECONNREFUSED')))
      .mockReturnValueOnce(text('"entry 3"'));
    const reader = createScriptReader({ fetch, now: () => clock });
    expect(await reader.read('http://a.example/1.aaaa1111.js')).toBe('"chunk"');
    expect(await reader.read('http://a.example/remoteEntry.js')).toBe('"entry 1"');
    clock = 5000;
    expect(await reader.read('http://a.example/1.aaaa1111.js')).toBe('"chunk"');
    expect(await reader.read('http://a.example/remoteEntry.js')).toBe('"entry 2"');
    clock = 10_000;
    expect(await reader.read('http://a.example/remoteEntry.js')).toBeNull();
    expect(await reader.read('http://a.example/remoteEntry.js')).toBe('"entry 3"');
    expect(fetch).toHaveBeenCalledTimes(5);
    // never through a redirect
    expect(fetch.mock.calls[0][1]).toEqual(expect.objectContaining({ redirect: 'error' }));
  });

  test("a development build's file without a hash is read again like an entry", async () => {
    let clock = 0;
    const fetch = jest.fn(() => text('"dev"'));
    const reader = createScriptReader({ fetch, now: () => clock });
    await reader.read('http://a.example/__federation_expose_Thing.js');
    clock = 5000;
    await reader.read('http://a.example/__federation_expose_Thing.js');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test('a body that is no script a browser parses (an error page, a cut file) gives null and is not kept', async () => {
    const fetch = jest
      .fn()
      .mockReturnValueOnce(text('var a = {;'))
      .mockReturnValueOnce(text('<!doctype html><p>Bad gateway', { 'content-type': 'text/html' }))
      .mockReturnValueOnce(text('var a = 1;'));
    const reader = createScriptReader({ fetch });
    expect(await reader.read('http://a.example/1.aaaa1111.js')).toBeNull();
    expect(await reader.read('http://a.example/1.aaaa1111.js')).toBeNull();
    expect(await reader.read('http://a.example/1.aaaa1111.js')).toBe('var a = 1;');
  });
});
