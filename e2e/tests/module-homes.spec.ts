/**
 * The module homes (issue 12), over the production builds and the real API: each of food, grocery,
 * pharmacy and ecommerce shows its own sections (not the same page four times), a store card opens
 * its store page with its items, an ecommerce item opens its product page, a closed store shows its
 * overlay, and a signed-in customer's heart on a card toggles.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../support/servers';
import { apiHeaders, locatedSession, loginDemoCustomer, recordPageErrors, SCREENSHOT_DIR, shot, signedIn, useSession } from './fixtures';

/** Each module's own section headings, and the ones that belong to another module's home only. */
const OWN: Record<string, string[]> = {
  grocery: ['Featured Categories', 'Stores', 'Best Reviewed Items', 'Items you will love'],
  pharmacy: ['Featured Categories', 'Basic Medicine Nearby', 'Featured Store', 'Common Conditions'],
  food: ['New Arrival Restaurants', 'Best Reviewed Items'],
  ecommerce: ['New Arrivals', 'Featured Categories', 'Brands'],
};
const NOT: Record<string, string[]> = {
  grocery: ['Basic Medicine Nearby', 'Common Conditions', 'New Arrival Restaurants', 'New Arrivals', 'Brands'],
  pharmacy: ['Items you will love', 'New Arrival Restaurants', 'New Arrivals', 'Brands'],
  food: ['Featured Categories', 'Common Conditions', 'Items you will love', 'Brands', 'New Arrivals'],
  ecommerce: ['Basic Medicine Nearby', 'Common Conditions', 'Items you will love', 'New Arrival Restaurants'],
};

/** Scrolls down a screen at a time, so the sections loaded when near the viewport all load. */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 30; step++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.innerHeight + window.scrollY >= document.body.scrollHeight - 4;
    });
    await page.waitForTimeout(350);
    if (done) break;
  }
}

const sectionHeadings = (page: Page) => page.locator('section h3').allTextContents();

for (const moduleType of ['grocery', 'pharmacy', 'food', 'ecommerce']) {
  test(`the ${moduleType} home shows its own sections`, async ({ page, request }) => {
    const errors = recordPageErrors(page);
    const session = await locatedSession(request, moduleType);
    expect(session.module.module_type, 'the seeded demo zone serves this module').toBe(moduleType);
    await useSession(page, session);
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 2, name: session.module.module_name })).toBeVisible();
    await expect(page.getByRole('region', { name: OWN[moduleType][0] })).toBeVisible({ timeout: 20_000 });
    await shot(page, `home-${moduleType}`);
    await scrollThrough(page);
    for (const name of OWN[moduleType]) await expect(page.getByRole('region', { name }).first()).toBeVisible();
    const headings = await sectionHeadings(page);
    for (const name of NOT[moduleType]) expect(headings, `${moduleType} must not show ${name}`).not.toContain(name);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `home-${moduleType}-full.png`), fullPage: true });
    expect(errors).toEqual([]);
  });
}

test('a grocery store card opens its store page with its items', async ({ page, request }) => {
  await useSession(page, await locatedSession(request, 'grocery'));
  await page.goto('/home');
  const stores = page.getByRole('region', { name: 'Stores' });
  await expect(stores).toBeVisible({ timeout: 20_000 });
  const link = stores.getByRole('article').first().locator('a[href^="/store/"]');
  const name = ((await link.textContent()) ?? '').trim();
  await link.click();
  await expect(page).toHaveURL(/\/store\/[^/?]+\?module_id=\d+/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items' }).getByRole('article').first()).toBeVisible();
  // the search inside the store
  const first = ((await page.getByRole('region', { name: 'Items' }).getByRole('article').first().getAttribute('aria-label')) ?? '').split(
    ' ',
  )[0];
  const searchbox = page.getByRole('searchbox', { name: 'Search in this store' });
  // its button beside the box, on the same line (a block style once pushed it under the box)
  const [box, button] = await Promise.all([
    searchbox.boundingBox(),
    page.getByRole('region', { name: 'Items' }).getByRole('button', { name: 'Search' }).boundingBox(),
  ]);
  expect(Math.abs(button!.y + button!.height / 2 - (box!.y + box!.height / 2))).toBeLessThan(4);
  await searchbox.fill(first);
  await expect(page.getByRole('region', { name: 'Items' }).getByRole('article').first()).toHaveAttribute(
    'aria-label',
    new RegExp(first, 'i'),
  );
  await shot(page, 'store-page-search');
});

test('an ecommerce new arrival opens its product page', async ({ page, request }) => {
  const session = await locatedSession(request, 'ecommerce');
  expect(session.module.module_type, 'the seeded demo zone serves this module').toBe('ecommerce');
  await useSession(page, session);
  await page.goto('/home');
  const arrivals = page.getByRole('region', { name: 'New Arrivals' });
  await expect(arrivals).toBeVisible({ timeout: 20_000 });
  const link = arrivals.getByRole('article').first().locator('a[href^="/product/"]');
  await link.click();
  await expect(page).toHaveURL(/\/product\/[^/?]+\?module_id=\d+/);
  await expect(page.getByRole('button', { name: /Add to cart|Buy Now/ }).first()).toBeVisible({ timeout: 20_000 });
});

test("a closed store shows 'CLOSED NOW' on its page", async ({ page, request }) => {
  const session = await locatedSession(request, 'grocery');
  // every module's stores of the demo zones (no module header): the seed's stores closed all week are outside Manhattan
  const { moduleid: _module, ...headers } = apiHeaders(session);
  void _module;
  const answer = await request.get(`${API_URL}/api/v1/stores/get-stores/all?store_type=all&limit=100&offset=1`, {
    headers: { ...headers, zoneid: '[1,2,3,4]' },
  });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  const { stores } = (await answer.json()) as { stores: { id: number; slug: string; name: string; open: number; module_id: number }[] };
  const closed = stores.find((store) => store.open === 0);
  expect(closed, 'the seed has stores closed all week').toBeTruthy();
  await useSession(page, session);
  await page.goto(`/store/${closed!.slug}?module_id=${closed!.module_id}`);
  await expect(page.getByRole('heading', { level: 2, name: closed!.name })).toBeVisible();
  await expect(page.getByText('CLOSED NOW').first()).toBeVisible();
  await shot(page, 'store-closed');
});

test("a signed-in customer's heart on a card toggles", async ({ page, request }) => {
  const errors = recordPageErrors(page);
  const session = await locatedSession(request, 'grocery');
  await signedIn(page, await loginDemoCustomer(request));
  await useSession(page, session);
  await page.goto('/home');
  const reviewed = page.getByRole('region', { name: 'Best Reviewed Items' });
  await reviewed.scrollIntoViewIfNeeded({ timeout: 20_000 }).catch(() => undefined);
  await scrollThrough(page);
  await expect(reviewed).toBeVisible();
  const card = reviewed.getByRole('article').first();
  await card.scrollIntoViewIfNeeded();
  await card.hover();
  const actions = card.getByRole('group', { name: 'Quick actions' });
  const heart = actions.getByRole('button', { name: /wishlist/ });
  await expect(heart).toBeVisible({ timeout: 15_000 });
  const before = await heart.getAttribute('aria-pressed');
  await heart.click();
  const after = before === 'true' ? 'false' : 'true';
  await expect(actions.getByRole('button', { name: /wishlist/ })).toHaveAttribute('aria-pressed', after);
  await shot(page, 'card-heart');
  // back as it was
  await card.hover();
  await actions.getByRole('button', { name: /wishlist/ }).click();
  await expect(actions.getByRole('button', { name: /wishlist/ })).toHaveAttribute('aria-pressed', before ?? 'false');
  expect(errors).toEqual([]);
});
