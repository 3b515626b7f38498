/**
 * The first view's flattened waterfall (issue 9 §3), checked in the browser:
 * - the static server preloads the scripts of the first view's exposes (remote entries, expose chunks, named from the
 *   remotes' manifests) as one response of its own (scripts/lib/federation-scripts.cjs): each preload is requested
 *   once (the preload is the request the shell's code then uses, not a second one), Chromium reports no preload left
 *   unused, and no remote entry is requested from its remote on its own;
 * - the remotes a page mounts without a preload (/'s header) come in one such response too, and a remote's later
 *   chunks still come from its own origin;
 * - with a remote down the page is served and renders, without preloads of that remote's scripts;
 * - the shell's early API calls (shell/src/app/early-data.ts) are the page's own calls, made once, and none is
 *   made where the page would not make it.
 */
import { expect, test, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import { appUrl, startApp, stopApp } from '../support/servers';
import { locatedSession, useSession } from './fixtures';

/** Every request the page makes from now on, by URL. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** The calls to the API (path under /api/v1/), GET only. */
const apiCalls = (requests: Request[]) =>
  requests
    .filter((request) => request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/v1/'))
    .map((request) => new URL(request.url()).pathname.slice('/api/v1/'.length));

const count = (list: string[], item: string) => list.filter((entry) => entry === item).length;

/**
 * Until the shell's server has read the remotes' manifests (a short cache: the first page after its start, or in
 * the moment a manifest is read again, may go without the preloads, or name a stopped remote's scripts).
 */
async function manifestsRead(request: APIRequestContext, path: string, has: (html: string) => boolean) {
  await expect.poll(async () => has(await (await request.get(path)).text()), { timeout: 10_000 }).toBe(true);
}
/** The server's page preloads the scripts of a remote (in its response of the remotes' scripts). */
const scriptPreloadsOf = (html: string, remote: string) =>
  [...html.matchAll(/<link rel="preload" as="script" href="([^"]*)"[^>]*data-federation-scripts>/g)].some((link) =>
    link[1]!.includes(`x=${remote}%2F`),
  );
/** The path of the response of the remotes' scripts (FEDERATION_SCRIPTS_PATH). */
const FEDERATION_SCRIPTS = '/_federation-scripts.js';
const REMOTES = ['mf-catalogue', 'mf-cart', 'mf-account', 'mf-location', 'mf-parcel'] as const;
/** The requests for the remotes' scripts in one response, and those for a remote entry from a remote's origin. */
const federationScripts = (requests: Request[]) => requests.filter((request) => new URL(request.url()).pathname === FEDERATION_SCRIPTS);
const remoteEntries = (requests: Request[]) =>
  requests.filter((request) => REMOTES.some((dir) => request.url() === `${appUrl(dir)}/remoteEntry.js`)).map((request) => request.url());
/** The `x` values of a request for the remotes' scripts, without the chunks after `+`. */
const exposesOf = (request: Request) => new URL(request.url()).searchParams.getAll('x').map((value) => value.split('+')[0]);

/** The module home's first section, drawn with its data: a featured category tile of the grocery home. */
const firstTile = (page: Page) => page.getByRole('main').locator('a[href^="/category/"]').first();

for (const path of ['/', '/home']) {
  test(`${path}: each script the page preloads is requested once and used`, async ({ page, request }) => {
    // /home only: a visitor there has a location, so the header shows the cart and the profile menu (a first visit to / may show neither)
    const preloaded = path === '/home' ? ['mf_cart', 'mf_account', 'mf_location', 'mf_catalogue'] : [];
    if (preloaded.length) await manifestsRead(request, path, (html) => preloaded.every((remote) => scriptPreloadsOf(html, remote)));
    await useSession(page, await locatedSession(request));
    const requests = recordRequests(page);
    const unused: string[] = [];
    page.on('console', (message) => {
      if (/preloaded using link preload but not used/i.test(message.text())) unused.push(message.text());
    });
    await page.goto(path);
    if (path === '/home') await expect(firstTile(page)).toBeVisible({ timeout: 30_000 });
    else await expect(page.getByRole('heading', { name: 'Select a type of module for your orders' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Shopping Cart/ })).toBeVisible();

    // the preloads for this window (a preload for another window's width is not fetched)
    const preloads = await page
      .locator('link[rel="preload"][as="script"]')
      .evaluateAll((links) =>
        links
          .filter((link) => !(link as HTMLLinkElement).media || matchMedia((link as HTMLLinkElement).media).matches)
          .map((link) => (link as HTMLLinkElement).href),
      );
    // /home: the remotes' scripts in one response of the shell's origin; on /, only the shell's own start-up chunks
    const remotesPreloaded = preloads.filter((url) => new URL(url).pathname === FEDERATION_SCRIPTS);
    expect(remotesPreloaded.length, preloads.join('\n')).toBe(path === '/home' ? 1 : 0);
    expect(preloads.filter((url) => !url.startsWith(appUrl('shell')))).toEqual([]);
    // the manifests' preloads (as="fetch") too: the run time takes the preloaded answer
    const manifests = await page
      .locator('link[rel="preload"][as="fetch"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    await page.waitForLoadState('networkidle');
    for (const url of [...preloads, ...manifests]) {
      expect(
        requests.filter((candidate) => candidate.url() === url),
        `${url} requested once`,
      ).toHaveLength(1);
    }
    // no remote entry from its remote: the first view's come in one response, /'s header's too (the shell asks for it)
    expect(remoteEntries(requests)).toEqual([]);
    const asked = federationScripts(requests);
    expect(asked.map((request) => request.url())).toHaveLength(1);
    expect(exposesOf(asked[0]!)).toEqual(
      path === '/home'
        ? ['mf_cart/CartButton', 'mf_account/ProfileMenu', 'mf_location/LocationButton', 'mf_catalogue/Routes']
        : ['mf_location/LocationButton', 'mf_cart/CartButton', 'mf_account/ProfileMenu'],
    );
    // Chromium says so about a preload not used within a few seconds of the load
    await page.waitForTimeout(3_500);
    expect(unused).toEqual([]);
  });
}

test("/home on a phone: the preload for a narrow window, without the top bar's location button", async ({ page, request }) => {
  await manifestsRead(request, '/home', (html) => scriptPreloadsOf(html, 'mf_catalogue'));
  await page.setViewportSize({ width: 412, height: 823 });
  await useSession(page, await locatedSession(request));
  const requests = recordRequests(page);
  await page.goto('/home');
  await expect(firstTile(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: /^Shopping Cart/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const asked = federationScripts(requests);
  expect(asked).toHaveLength(1);
  expect(exposesOf(asked[0]!)).toEqual(['mf_cart/CartButton', 'mf_account/ProfileMenu', 'mf_catalogue/Routes']);
  expect(remoteEntries(requests)).toEqual([]);
  expect(requests.filter((candidate) => candidate.url().startsWith(appUrl('mf-location')) && candidate.url().endsWith('.js'))).toEqual([]);
});

test('a remote whose entry came in the shared response loads its later code from its own origin', async ({ page, request }) => {
  await useSession(page, await locatedSession(request));
  const requests = recordRequests(page);
  const failed: string[] = [];
  page.on('requestfailed', (failure) => failed.push(failure.url()));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/');
  const cart = page.getByRole('banner').getByRole('button', { name: /^Shopping Cart/ });
  await expect(cart).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect(remoteEntries(requests)).toEqual([]);
  const before = requests.length;
  // the cart's drawer: mf-cart's Overlays, whose chunks its container (its entry from the shared response) loads
  await cart.click();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
  const later = requests.slice(before).map((candidate) => candidate.url());
  expect(
    later.some((url) => url.startsWith(`${appUrl('mf-cart')}/`) && url.endsWith('.js')),
    later.join('\n'),
  ).toBe(true);
  // a chunk asked for at another origin (the shell's, whose page ran the entry) would answer 404
  expect(failed).toEqual([]);
});

test('with the catalogue down, /home is served at once and renders, without preloads of its scripts', async ({ page, request }) => {
  const session = await locatedSession(request);
  await stopApp('mf-catalogue');
  try {
    await manifestsRead(request, '/home', (html) => !scriptPreloadsOf(html, 'mf_catalogue'));
    await useSession(page, session);
    const started = Date.now();
    const response = await page.goto('/home', { waitUntil: 'commit' });
    expect(response?.status()).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(page.locator('main [data-testid="remote-fallback"][data-remote="mf_catalogue"]')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('banner').getByRole('button', { name: /^Shopping Cart/ })).toBeVisible();
    const preloads = await page
      .locator('link[rel="preload"][as="script"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloads.filter((url) => url.startsWith(appUrl('mf-catalogue')) || url.includes('mf_catalogue'))).toEqual([]);
  } finally {
    await startApp('mf-catalogue');
  }
});

test("/home: the shell's early calls are the page's own, each made once", async ({ page, request }) => {
  await useSession(page, await locatedSession(request));
  const requests = recordRequests(page);
  await page.goto('/home');
  await expect(firstTile(page)).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const calls = apiCalls(requests);
  expect(count(calls, 'config'), calls.join('\n')).toBe(1);
  expect(count(calls, 'categories'), calls.join('\n')).toBe(1);
  expect(count(calls, 'stores/get-stores/all'), calls.join('\n')).toBe(1);
  // the module switcher beside the home on this wide window
  expect(count(calls, 'module'), calls.join('\n')).toBe(1);
});

/**
 * The page's lead picture came from the shell's early answer: the page holds one image preload, at high priority,
 * for exactly the URL the `<img>` shows, and that URL is requested once (the `<img>` takes the preload's response).
 */
async function expectLeadPicture(page: Page, requests: Request[], picture: Locator): Promise<void> {
  const src = await picture.evaluate((image) => (image as HTMLImageElement).currentSrc);
  const preloaded = await page
    .locator('link[rel="preload"][as="image"]')
    .evaluateAll((links) => links.map((link) => [(link as HTMLLinkElement).href, link.getAttribute('fetchpriority')]));
  expect(preloaded).toEqual([[src, 'high']]);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((candidate) => candidate.url() === src)).toHaveLength(1);
}

test("/home: the first store card's picture is preloaded from the shell's early answer, and fetched once", async ({ page, request }) => {
  await useSession(page, await locatedSession(request));
  const requests = recordRequests(page);
  await page.goto('/home');
  const stores = page.getByRole('main').getByRole('region', { name: 'Stores' });
  const firstPicture = stores.getByRole('article').first().getByRole('img').first();
  await expect(firstPicture).toBeVisible({ timeout: 30_000 });
  await expectLeadPicture(page, requests, firstPicture);
});

test("the food home: the first banner's picture is preloaded from the shell's early answer, fetched at once and once", async ({
  page,
  request,
}) => {
  await useSession(page, await locatedSession(request, 'food'));
  const requests = recordRequests(page);
  await page.goto('/home');
  const firstBanner = page.getByRole('main').getByRole('region', { name: 'Banners' }).getByRole('img').first();
  await expect(firstBanner).toBeVisible({ timeout: 30_000 });
  await expect(firstBanner).toHaveAttribute('loading', 'eager');
  await expectLeadPicture(page, requests, firstBanner);
});

test('/ with a location: the modules for the picker, no catalogue call', async ({ page, request }) => {
  await useSession(page, await locatedSession(request));
  const requests = recordRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Select a type of module for your orders' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const calls = apiCalls(requests);
  expect(count(calls, 'module'), calls.join('\n')).toBe(1);
  expect(calls.filter((call) => call === 'categories' || call === 'banners')).toEqual([]);
});

test('a first visit (no location): neither modules nor catalogue calls, on / or /home', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
  await page.waitForLoadState('networkidle');
  const calls = apiCalls(requests);
  expect(count(calls, 'config'), calls.join('\n')).toBe(1);
  expect(calls.filter((call) => ['module', 'categories', 'banners'].includes(call))).toEqual([]);
});
