/**
 * The first view's flattened waterfall (issue 9 §3), checked in the browser:
 * - the static server preloads the scripts of the first view's exposes (remote entries, expose chunks) from the
 *   remotes' manifests: each preloaded file is requested once (the preload is the request the federation run time
 *   then uses, not a second one), and Chromium reports no preload left unused;
 * - with a remote down the page is served and renders, without preloads of that remote's scripts;
 * - the shell's early API calls (shell/src/app/early-data.ts) are the page's own calls, made once, and none is
 *   made where the page would not make it.
 */
import { expect, test, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import { appUrl, startApp, stopApp, type AppDir } from '../support/servers';
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
const scriptPreloadsOf = (html: string, origin: string) => html.includes(`<link rel="preload" as="script" href="${origin}/`);

/** The module home's first section, drawn with its data: a featured category tile of the grocery home. */
const firstTile = (page: Page) => page.getByRole('main').locator('a[href^="/category/"]').first();

for (const path of ['/', '/home']) {
  test(`${path}: each script the page preloads is requested once and used`, async ({ page, request }) => {
    // /home only: a visitor there has a location, so the header shows the cart and the profile menu (a first visit to / may show neither)
    const preloaded: AppDir[] = path === '/home' ? ['mf-cart', 'mf-account', 'mf-catalogue'] : [];
    if (preloaded.length) await manifestsRead(request, path, (html) => preloaded.every((dir) => scriptPreloadsOf(html, appUrl(dir))));
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

    const preloads = await page
      .locator('link[rel="preload"][as="script"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    // entry and own chunks of each (the profile menu's and the module home's first-view chunk named in the template)
    expect(preloads.length, preloads.join('\n')).toBeGreaterThanOrEqual(preloaded.length * 2);
    for (const dir of preloaded)
      expect(
        preloads.some((url) => url.startsWith(appUrl(dir))),
        dir,
      ).toBe(true);
    // on /, only the shell's own start-up chunks (named in its page at build time), none of a remote
    if (path === '/') expect(preloads.filter((url) => !url.startsWith(appUrl('shell')))).toEqual([]);
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
    // Chromium says so about a preload not used within a few seconds of the load
    await page.waitForTimeout(3_500);
    expect(unused).toEqual([]);
  });
}

test('with the catalogue down, /home is served at once and renders, without preloads of its scripts', async ({ page, request }) => {
  const session = await locatedSession(request);
  await stopApp('mf-catalogue');
  try {
    await manifestsRead(request, '/home', (html) => !scriptPreloadsOf(html, appUrl('mf-catalogue')));
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
    expect(preloads.filter((url) => url.startsWith(appUrl('mf-catalogue')))).toEqual([]);
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
