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
      read: (url, entry) => {
        reads.push({ url, entry });
        return Promise.resolve(url in files ? files[url] : `/* ${url} */`);
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
    expect(reads).toEqual([
      { url: 'http://cart.example/remoteEntry.js', entry: true },
      { url: 'http://cart.example/cart-button.1111aaaa.js', entry: false },
      { url: 'http://account.example/remoteEntry.js', entry: true },
      { url: 'http://account.example/menu.3333cccc.js', entry: false },
      { url: 'http://account.example/profile-menu.4444dddd.js', entry: false },
    ]);
    expect(answer.files).toBe(5);
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
    expect(reads.map((read) => read.url)).toEqual(['http://cart.example/remoteEntry.js', 'http://cart.example/cart-button.1111aaaa.js']);
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
  const text = (body) => Promise.resolve({ ok: true, text: () => Promise.resolve(body) });

  test('a hashed chunk is read once; a remote entry again after its short cache; a failed read is not kept', async () => {
    let clock = 0;
    const fetch = jest
      .fn()
      .mockReturnValueOnce(text('chunk'))
      .mockReturnValueOnce(text('entry 1'))
      .mockReturnValueOnce(text('entry 2'))
      .mockReturnValueOnce(Promise.reject(new Error('ECONNREFUSED')))
      .mockReturnValueOnce(text('entry 3'));
    const reader = createScriptReader({ fetch, now: () => clock });
    expect(await reader.read('http://a.example/1.aaaa1111.js', false)).toBe('chunk');
    expect(await reader.read('http://a.example/remoteEntry.js', true)).toBe('entry 1');
    clock = 5000;
    expect(await reader.read('http://a.example/1.aaaa1111.js', false)).toBe('chunk');
    expect(await reader.read('http://a.example/remoteEntry.js', true)).toBe('entry 2');
    clock = 10_000;
    expect(await reader.read('http://a.example/remoteEntry.js', true)).toBeNull();
    expect(await reader.read('http://a.example/remoteEntry.js', true)).toBe('entry 3');
    expect(fetch).toHaveBeenCalledTimes(5);
  });
});
