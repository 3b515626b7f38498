/**
 * /home's first screen from the server (issue 9: LCP on a phone; docs/performance.md, "The home's first screen from
 * the server"). A visitor who has been on the site has the shell's first-screen cookie; the shell's server asks the
 * catalogue's server to render the module home's first screen with the catalogue's own components and puts it in
 * the page. Checked in Chromium with the shell's main.js held back, then let through:
 * - before any script: the module's title, featured categories and first store cards with their pictures, in the
 *   visitor's language and direction, under the page's Content Security Policy;
 * - the app takes over in place: the same card at the same place, once (not the server's and the app's), the
 *   largest paint still the server's, no layout shift worth the name;
 * - a first visit (no cookie) and a dark system get the page as before.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { holdShellEntry, locatedSession, useSession, type LocatedSession } from './fixtures';

const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } as const;

type PaintWindow = Window & { __lcp?: number[]; __shift?: number; __released?: number };

/** Records when each largest-contentful-paint candidate painted, and the layout shift. */
function recordPaints() {
  const paints: number[] = [];
  (window as PaintWindow).__lcp = paints;
  (window as PaintWindow).__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) paints.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) (window as PaintWindow).__shift! += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // the server's elements, marked once the page is parsed (before its deferred scripts run), so the test can tell
  // them from the app's after the app has moved them
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive')
      document.querySelectorAll('#first-screen *').forEach((element) => element.setAttribute('data-server', ''));
  });
}

/**
 * A visitor who has been on the site (the shell wrote the cookie on an earlier page) opening /home again, with the
 * shell's entry script held until `release()`.
 */
async function returningVisitor(
  browser: Browser,
  session: LocatedSession,
  { language = 'en', colorScheme = 'light' }: { language?: 'en' | 'ar'; colorScheme?: 'light' | 'dark' } = {},
) {
  const context = await browser.newContext({ ...PHONE, colorScheme });
  const earlier = await context.newPage();
  await useSession(earlier, session);
  await earlier.addInitScript((stored) => stored !== 'en' && window.localStorage.setItem('language-setting', stored), language);
  await earlier.goto('/home');
  await expect(
    earlier
      .getByRole('region', { name: language === 'ar' ? 'المتاجر' : 'Stores' })
      .getByRole('article')
      .first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  expect((await context.cookies()).map(({ name }) => name)).toContain('storefront-first-screen');
  await earlier.close();

  const page = await context.newPage();
  await page.addInitScript(recordPaints);
  const { release, violations } = await holdShellEntry(page);
  return { context, page, release, violations };
}

const box = async (locator: Locator) => {
  const rect = (await locator.boundingBox())!;
  return [rect.x, rect.y, rect.width, rect.height].map(Math.round);
};
const near = (after: number[], before: number[]) =>
  after.forEach((value, index) => expect(Math.abs(value - before[index]!)).toBeLessThanOrEqual(2));
const firstCard = (page: Page, stores = 'Stores') => page.getByRole('region', { name: stores }).getByRole('article').first();

test('a returning visitor’s /home paints its first store cards before the app’s scripts, and the app takes over in place', async ({
  browser,
  request,
}) => {
  const { context, page, release, violations } = await returningVisitor(browser, await locatedSession(request, 'grocery'));
  await page.goto('/home', { waitUntil: 'commit' });
  const server = page.locator('#first-screen');
  await expect(server.getByRole('heading', { level: 2, name: 'Grocery' })).toBeVisible();
  await expect(server.getByRole('heading', { name: 'Featured Categories' })).toBeVisible();
  const card = firstCard(page);
  await expect(card).toBeVisible();
  const name = await card.getAttribute('aria-label');
  expect(name).toBeTruthy();
  // its picture is the page's own, loaded before any script
  await expect
    .poll(() =>
      card
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  await expect(page.getByRole('banner')).toHaveCount(0); // the app's header is not there yet: no script has run
  const before = await box(card);

  await page.evaluate(() => ((window as PaintWindow).__released = performance.now()));
  release();
  await expect(server).toHaveCount(0, { timeout: 30_000 });
  // the catalogue's own render: its card at the place of the server's, and only one of it
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-server]')).toHaveCount(0, { timeout: 30_000 });
  const appCard = firstCard(page);
  await expect(appCard).toHaveAttribute('aria-label', name!);
  near(await box(appCard), before);
  await expect(page.getByRole('article', { name: name! })).toHaveCount(1);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
  const { paints, released } = await page.evaluate(() => ({
    paints: (window as PaintWindow).__lcp ?? [],
    released: (window as PaintWindow).__released,
  }));
  // the largest paint is the server's, before any of the app's code ran: nothing the app drew after it was larger
  expect(paints.length).toBeGreaterThan(0);
  expect(paints.at(-1)).toBeLessThan(released!);
  expect(await page.evaluate(() => (window as PaintWindow).__shift)).toBeLessThan(0.01);
  expect(violations).toEqual([]);
  await context.close();
});

test('in Arabic the server’s screen is in Arabic, right to left, where the app draws it', async ({ browser, request }) => {
  const { context, page, release } = await returningVisitor(browser, await locatedSession(request, 'grocery'), { language: 'ar' });
  await page.goto('/home', { waitUntil: 'commit' });
  const server = page.locator('#first-screen');
  await expect(server).toHaveAttribute('dir', 'rtl');
  await expect(server.getByRole('heading', { name: 'الفئات المميزة' })).toBeVisible(); // 'Featured Categories'
  const card = firstCard(page, 'المتاجر'); // 'Stores'
  await expect(card).toBeVisible();
  const before = await box(card);
  release();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: 30_000 });
  await expect(page.locator('[data-server]')).toHaveCount(0, { timeout: 30_000 });
  near(await box(firstCard(page, 'المتاجر')), before);
  await context.close();
});

test('a first visit, and a visitor whose system is dark, get /home as before: no server screen', async ({ browser, request }) => {
  const session = await locatedSession(request, 'grocery');
  const first = await browser.newContext(PHONE);
  const page = await first.newPage();
  await useSession(page, session);
  const response = await page.goto('/home');
  expect(await response!.text()).not.toContain('id="first-screen"');
  await first.close();

  const { context, page: dark, release } = await returningVisitor(browser, session, { colorScheme: 'dark' });
  // the screen is drawn light: the cookie says the system is dark, so the server does not render it
  expect(await (await context.request.get('/home')).text()).not.toContain('id="first-screen"');
  await dark.goto('/home', { waitUntil: 'commit' });
  await expect(dark.locator('#first-screen')).toHaveCount(0);
  release();
  await expect(firstCard(dark)).toBeVisible({ timeout: 30_000 });
  await context.close();
});
