'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { FIRST_SCREEN_COOKIE, fetchFirstScreen, firstScreenQuery, withFirstScreen } = require('../lib/first-screen.cjs');
const { startStaticServer, stopServer } = require('../lib/static-server.cjs');

/** The cookie as the shell writes it (shell/src/app/first-screen.ts), with `changes` applied. */
function cookie(changes = {}) {
  const visit = {
    zoneId: '[1,3]',
    module: { id: 2, module_type: 'grocery', module_name: 'Grocery' },
    language: 'ar',
    located: true,
    latLng: { lat: 40.758, lng: -73.9855 },
    theme: null,
    systemDark: false,
    ...changes,
  };
  return `other=1; ${FIRST_SCREEN_COOKIE}=${encodeURIComponent(JSON.stringify(visit))}; last=2`;
}

const SCREEN = {
  html: '<section><h3>Stores</h3></section>',
  styles: '.a{color:red}',
  answers: [[['stores', 2], { stores: [] }]],
  language: 'ar',
  direction: 'rtl',
};
const CONFIG = { apiUrl: 'http://api.test', remotes: { mf_catalogue: 'http://catalogue.test/app/mf-manifest.json' } };

/** The shell's template, as built: the header's place and the landing's hidden first words in #root. */
const PAGE =
  '<!doctype html><html><head><title>Storefront</title></head><body><div id="root"><div class="first-paint"></div>' +
  '<main class="first-paint-main" id="first-paint-landing" aria-hidden="true" hidden></main><script>0</script></div></body></html>';

describe('firstScreenQuery: the catalogue query the cookie names', () => {
  test('the zone, module, language, place and theme of the session', () => {
    const query = firstScreenQuery(cookie());
    expect(Object.fromEntries(query)).toEqual({
      zone: '[1,3]',
      module: '2',
      type: 'grocery',
      name: 'Grocery',
      lang: 'ar',
      theme: 'system',
      lat: '40.758',
      lng: '-73.9855',
    });
    expect(firstScreenQuery(cookie({ theme: 'light', latLng: undefined })).get('theme')).toBe('light');
    expect(firstScreenQuery(cookie({ latLng: undefined })).has('lat')).toBe(false);
  });

  test('none without the cookie, for a dark theme, without a place, or for a cookie that does not read', () => {
    expect(firstScreenQuery(undefined)).toBeNull();
    expect(firstScreenQuery('other=1')).toBeNull();
    expect(firstScreenQuery(cookie({ theme: 'dark' }))).toBeNull();
    // the system's dark scheme, when the visitor left the theme to it; a chosen light theme is drawn whatever the system
    expect(firstScreenQuery(cookie({ theme: null, systemDark: true }))).toBeNull();
    expect(firstScreenQuery(cookie({ theme: 'light', systemDark: true }))?.get('theme')).toBe('light');
    expect(firstScreenQuery(cookie({ located: false }))).toBeNull();
    expect(firstScreenQuery(cookie({ module: null }))).toBeNull();
    expect(firstScreenQuery(`${FIRST_SCREEN_COOKIE}=%7Bnot-json`)).toBeNull();
    expect(firstScreenQuery(`${FIRST_SCREEN_COOKIE}=%E0%A4%A`)).toBeNull();
  });
});

describe('fetchFirstScreen: the catalogue asked for /home only, never waited for long', () => {
  const answering = (status, body) => jest.fn(async () => new Response(JSON.stringify(body), { status }));

  test('/home asks the catalogue beside its manifest, with the visit, and takes its screen', async () => {
    const get = answering(200, SCREEN);
    const screen = await fetchFirstScreen({ pathname: '/home', search: '', cookie: cookie() }, CONFIG, { fetch: get });
    expect(screen).toEqual({ ...SCREEN, systemTheme: true });
    const url = new URL(String(get.mock.calls[0][0]));
    expect(`${url.origin}${url.pathname}`).toBe('http://catalogue.test/app/_first-screen');
    expect(url.searchParams.get('module')).toBe('2');
  });

  test('any other page, results on /home, no cookie or no catalogue URL: nothing asked', async () => {
    const get = answering(200, SCREEN);
    const ask = (request, config = CONFIG) => fetchFirstScreen({ search: '', cookie: cookie(), ...request }, config, { fetch: get });
    expect(await ask({ pathname: '/' })).toBeNull();
    expect(await ask({ pathname: '/store/7' })).toBeNull();
    expect(await ask({ pathname: '/home', search: '?data_type=category&id=3' })).toBeNull();
    expect(await ask({ pathname: '/home', cookie: undefined })).toBeNull();
    expect(await ask({ pathname: '/home' }, { remotes: {} })).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  test('a catalogue that refuses, answers something else, fails or is slow gives none', async () => {
    const home = { pathname: '/home', search: '', cookie: cookie() };
    expect(await fetchFirstScreen(home, CONFIG, { fetch: answering(204, null) })).toBeNull();
    expect(await fetchFirstScreen(home, CONFIG, { fetch: answering(400, { error: 'x' }) })).toBeNull();
    expect(await fetchFirstScreen(home, CONFIG, { fetch: answering(200, { html: 1 }) })).toBeNull();
    expect(await fetchFirstScreen(home, CONFIG, { fetch: jest.fn(async () => Promise.reject(new Error('down'))) })).toBeNull();
    // a fetch that answers only when aborted: the page goes on after the wait
    const slow = jest.fn(
      (_url, { signal }) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    );
    const started = Date.now();
    expect(await fetchFirstScreen(home, CONFIG, { fetch: slow, waitMs: 50 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('withFirstScreen: the screen in the page', () => {
  test('its markup at the start of the main area, in its language and direction, its styles and answers with it', () => {
    const page = withFirstScreen(PAGE, { ...SCREEN, systemTheme: true });
    expect(page).toContain(
      '<div class="first-paint"></div><main class="first-paint-home" id="first-screen" lang="ar" dir="rtl" data-theme="system"><section><h3>Stores</h3></section></main>' +
        '<script type="application/json" id="first-screen-answers">[[["stores",2],{"stores":[]}]]</script><main class="first-paint-main" id="first-paint-landing"',
    );
    expect(page).toContain('<style id="first-screen-styles">.a{color:red}</style></head>');
    expect(withFirstScreen(PAGE, { ...SCREEN, systemTheme: false })).not.toContain('data-theme');
  });

  test('no value can close its element or add an attribute', () => {
    const page = withFirstScreen(PAGE, {
      ...SCREEN,
      styles: 'a{}</style><script>alert(1)</script>',
      answers: [['k', '</script><script>alert(1)</script>']],
      language: '"><script>',
      direction: 'x" onload="alert(1)',
    });
    // the styles' element ends where the page ends it; the answers' element holds no closing tag of its own
    expect(page.match(/<\/style/gi)).toHaveLength(1);
    expect(/<script type="application\/json" id="first-screen-answers">([^<]*)<\/script>/.exec(page)?.[1]).toContain('alert(1)');
    expect(page).toContain('<main class="first-paint-home" id="first-screen" lang="en" dir="ltr">');
  });

  test('the page as it was without a screen, or without the place for it', () => {
    expect(withFirstScreen(PAGE, null)).toBe(PAGE);
    expect(withFirstScreen('<html><body><div id="root"></div></body></html>', SCREEN)).toBe(
      '<html><body><div id="root"></div></body></html>',
    );
  });
});

describe('the static servers: the catalogue renders, the shell carries it on /home', () => {
  const catalogueDist = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-first-screen-catalogue-'));
  const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-first-screen-shell-'));
  let catalogue;
  let shell;
  let cataloguePort;
  let shellPort;

  beforeAll(async () => {
    // the catalogue's server bundle, as the build writes it: answers with the visit it was given and the API it was told
    fs.mkdirSync(path.join(catalogueDist, '.server'));
    fs.writeFileSync(
      path.join(catalogueDist, '.server', 'first-screen.cjs'),
      `exports.answerFirstScreen = async (query, apiUrl) => query.get('module') === '9'
        ? { status: 204, body: '' }
        : { status: 200, body: JSON.stringify({ html: '<p>' + query.get('type') + ' from ' + apiUrl + '</p>', styles: '', answers: [], language: 'en', direction: 'ltr' }) };`,
    );
    catalogue = await startStaticServer({ root: catalogueDist, port: 0, host: '127.0.0.1', env: { API_URL: 'http://api.test' } });
    cataloguePort = catalogue.address().port;
    fs.writeFileSync(path.join(shellDist, 'index.html'), PAGE);
    fs.writeFileSync(
      path.join(shellDist, 'runtime-config.json'),
      JSON.stringify({ apiUrl: 'http://api.test', remotes: { mf_catalogue: `http://127.0.0.1:${cataloguePort}/mf-manifest.json` } }),
    );
    shell = await startStaticServer({ root: shellDist, port: 0, host: '127.0.0.1', env: {} });
    shellPort = shell.address().port;
  });

  afterAll(async () => {
    await Promise.all([stopServer(catalogue), stopServer(shell)]);
    fs.rmSync(catalogueDist, { recursive: true, force: true });
    fs.rmSync(shellDist, { recursive: true, force: true });
  });

  const get = (port, pathname, headers = {}) => fetch(`http://127.0.0.1:${port}${pathname}`, { headers });

  test('the catalogue answers a first-screen request with its bundle, never cached; its bundle itself is not served', async () => {
    const response = await get(cataloguePort, '/_first-screen?module=2&type=grocery');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ html: '<p>grocery from http://api.test</p>' });
    expect((await get(cataloguePort, '/.server/first-screen.cjs')).status).toBe(404);
  });

  test('an app without a server bundle has no first screen', async () => {
    expect((await get(shellPort, '/_first-screen?module=2')).status).toBe(404);
  });

  test("/home carries the catalogue's first screen for the cookie's visit; other pages and visitors do not", async () => {
    const home = await get(shellPort, '/home', { cookie: cookie({ language: 'en' }) });
    expect(home.headers.get('vary')).toContain('Cookie');
    expect(await home.text()).toContain(
      `<main class="first-paint-home" id="first-screen" lang="en" dir="ltr" data-theme="system"><p>grocery from http://api.test</p></main>`,
    );
    expect(await (await get(shellPort, '/home')).text()).not.toContain('first-screen');
    expect(await (await get(shellPort, '/', { cookie: cookie() })).text()).not.toContain('first-screen');
    const other = await get(shellPort, '/home', { cookie: cookie({ module: { id: 9, module_type: 'grocery', module_name: 'X' } }) });
    expect(await other.text()).not.toContain('first-screen');
  });
});
