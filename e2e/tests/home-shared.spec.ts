/**
 * The shared sections of the module homes (issue 12, spec discovery-and-modules §2): on /home of two modules
 * every shared section shows with the seeded data, loading as it is scrolled to; a banner opens its target;
 * the promotion video plays in Chromium; a signed-in customer sees Visit Again, and the stores they ordered from
 * are marked 'Visit Again' in other store lists.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_URL } from '../support/servers';
import { apiHeaders, locatedSession, loginDemoCustomer, popularItemsShown, recordPageErrors, shot, signedIn, useSession } from './fixtures';

/** Scrolls down step by step until `target` is on screen: the sections below the first screen load when near it. */
async function scrollTo(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 40; step++) {
    if (await target.isVisible()) break;
    await page.evaluate(() => window.scrollBy(0, 500));
    await page.waitForTimeout(150);
  }
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeVisible();
}

const SHARED_HEADINGS = [
  'Highlights for you',
  'Popular Items Nearby',
  'Just For You',
  'Special Offers for You',
  'Best Store Nearby',
  'Coupons',
];

for (const moduleType of ['grocery', 'food'] as const) {
  test(`the shared sections show on the ${moduleType} home`, async ({ page, request }) => {
    const errors = recordPageErrors(page);
    const session = await locatedSession(request, moduleType);
    expect(session.module.module_type, 'the seeded demo zone serves this module').toBe(moduleType);
    await useSession(page, session);
    await page.goto('/home');
    await popularItemsShown(page, 30_000);
    await page.evaluate(() => window.scrollTo(0, 0));
    // below the first screen: the banners mount when a scroll brings their place into view
    await scrollTo(page, page.getByRole('region', { name: 'Banners' }).getByRole('img').first());
    await shot(page, `home-shared-${moduleType}-banners`);
    for (const name of SHARED_HEADINGS) await scrollTo(page, page.getByRole('heading', { name, exact: true }));
    // the flash-sale side card, its products with their stock progress
    const flashSale = page.getByRole('complementary', { name: 'Flash Sale' });
    await scrollTo(page, flashSale);
    await expect(flashSale.getByRole('progressbar').first()).toBeVisible();
    await expect(flashSale.getByRole('timer', { name: 'Flash sale ends in' })).toBeVisible();
    // the Best Store Nearby tabs reorder the stores
    const stores = page.locator('[data-testid="best-store-nearby-section"]');
    await scrollTo(page, stores);
    await stores.getByText('Top Rated', { exact: true }).click();
    await expect(stores.getByRole('radio', { name: 'Top Rated' })).toBeChecked();
    // the floating cashback widget came with the scroll; it opens its panel
    await page.getByRole('button', { name: 'Cashback' }).click();
    await expect(page.getByRole('dialog', { name: 'Cashback offers' })).toBeVisible();
    await page.getByRole('button', { name: 'Cashback' }).click();
    // a coupon copies its code and says so
    const coupons = page.locator('[data-testid="coupons-section"]');
    await scrollTo(page, coupons);
    await coupons
      .getByRole('button', { name: /^Copy code / })
      .first()
      .click();
    await expect(coupons.getByText('Copied').first()).toBeVisible();
    await shot(page, `home-shared-${moduleType}-coupons`);
    expect(errors).toEqual([]);
  });
}

test('a store banner opens its store page', async ({ page, request }) => {
  const errors = recordPageErrors(page);
  await useSession(page, await locatedSession(request, 'grocery'));
  await page.goto('/home');
  await popularItemsShown(page, 30_000);
  const banners = page.getByRole('region', { name: 'Banners' });
  await scrollTo(page, banners);
  const storeBanner = banners.locator('a[href^="/store/"]').first();
  const title = (await storeBanner.getAttribute('aria-label')) ?? '';
  expect(title).toMatch(/^Visit /);
  await storeBanner.scrollIntoViewIfNeeded();
  await storeBanner.click();
  await expect(page).toHaveURL(/\/store\/[^/?]+\?module_id=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: title.replace(/^Visit /, '') })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the promotion video of the slide in front plays (muted), with its poster first', async ({ page, request }) => {
  await useSession(page, await locatedSession(request, 'grocery'));
  await page.goto('/home');
  const heading = page.getByRole('heading', { name: 'Highlights for you' });
  await popularItemsShown(page, 30_000);
  await scrollTo(page, heading);
  const video = page.locator('[data-testid="highlights-section"] video').first();
  await expect(video).toHaveAttribute('poster', /\/storage\/advertisement\/\d+\.svg$/);
  await expect(page.locator('[data-testid="highlights-section"] [data-video-state]').first()).toHaveAttribute(
    'data-video-state',
    /playing|ended/,
    {
      timeout: 15_000,
    },
  );
  await shot(page, 'home-shared-highlights');
});

test('a signed-in customer sees the stores to visit again', async ({ page, request }) => {
  const token = await loginDemoCustomer(request);
  await useSession(page, await locatedSession(request, 'grocery'));
  await signedIn(page, token);
  await page.goto('/home');
  await popularItemsShown(page, 30_000);
  const visitAgain = page.locator('[data-testid="visit-again-section"]');
  await scrollTo(page, visitAgain);
  await expect(visitAgain.getByRole('article').first()).toBeVisible();
  await expect(visitAgain.getByText('Visit Again').first()).toBeVisible();
});

test("a store the signed-in customer ordered from before is marked 'Visit Again' in other store lists too", async ({ page, request }) => {
  const token = await loginDemoCustomer(request);
  const session = await locatedSession(request, 'grocery');
  const answer = await request.get(`${API_URL}/api/v1/customer/visit-again`, { headers: apiHeaders(session, token) });
  expect(answer.ok()).toBe(true);
  const [visited] = (await answer.json()) as { id: number; name: string }[];
  expect(visited, 'the demo customer has ordered from a grocery store').toBeDefined();
  await useSession(page, session);
  await signedIn(page, token);
  // the Stores tab of a search for the store's name (a list that is not the visit-again strip)
  await page.goto(`/home?search=${encodeURIComponent(visited!.name)}&data_type=searched&tab=1`);
  const card = page.getByRole('article', { name: visited!.name, exact: true }).first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('Visit Again')).toBeVisible();
  await shot(page, 'visit-again-in-search');
});
