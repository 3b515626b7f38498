/**
 * The store and product pages (issue 12), over the production builds and the
 * real API: from the home page's popular items the store name opens the store
 * page, whose items go to the cart; an ecommerce item's name opens its product page.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { locatedSession, popularItemsShown, recordPageErrors, SCREENSHOT_DIR, shot, useSession } from './fixtures';

test('the store name of a popular item opens its store page, whose items go to the cart', async ({ page, request }) => {
  const errors = recordPageErrors(page);
  await useSession(page, await locatedSession(request, 'grocery'));
  await page.goto('/home');
  await popularItemsShown(page, 30_000);
  const card = page
    .locator('[data-testid="popular-nearby-section"]')
    .getByRole('article')
    .filter({ has: page.locator('a[href^="/store/"]') })
    .first();
  await expect(card).toBeVisible();
  const storeLink = card.locator('a[href^="/store/"]');
  const storeName = (await storeLink.textContent())?.trim() ?? '';
  expect(storeName).not.toBe('');
  await storeLink.click();

  await expect(page).toHaveURL(/\/store\/[^/?]+\?module_id=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: storeName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Items' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Categories' })).toBeVisible();
  const add = page.getByRole('button', { name: /^Add to cart: / }).first();
  await expect(add).toBeVisible();
  await shot(page, 'store-page');
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'store-page-full.png'), fullPage: true });

  // the store name inside the store page does not navigate again
  const url = page.url();
  const ownLink = page.getByRole('article').locator('a[aria-current="page"]').first();
  await expect(ownLink).toBeVisible();
  await ownLink.click();
  expect(page.url()).toBe(url);

  // the map button opens mf-location's store and delivery map, with the distance (offline: a straight-line estimate)
  await page.getByRole('button', { name: 'View on map' }).click();
  const map = page.getByRole('dialog', { name: storeName });
  await expect(map.getByRole('status', { name: 'Distance' })).toContainText('Distance:');
  await shot(page, 'store-page-map');
  await map.getByRole('button', { name: 'Close' }).click();
  await expect(map).toBeHidden();

  await add.click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Shopping Cart: 1 items?$/ })).toBeVisible();
  await shot(page, 'store-page-added');
  expect(errors).toEqual([]);
});

test('an ecommerce item opens its product page with price, options and the cart buttons', async ({ page, request }) => {
  const errors = recordPageErrors(page);
  const session = await locatedSession(request, 'ecommerce');
  expect(session.module.module_type, 'the seeded demo zone serves this module').toBe('ecommerce');
  await useSession(page, session);
  await page.goto('/home');
  const productLink = page.getByRole('article').locator('a[href^="/product/"]').first();
  await expect(productLink).toBeVisible();
  const name = (await productLink.getAttribute('href')) ?? '';
  await productLink.click();

  await expect(page).toHaveURL(new RegExp(name.replace(/[?]/g, '\\?')));
  const product = page.getByRole('article').first();
  await expect(product.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(product.getByRole('button', { name: /Buy Now/ })).toBeVisible();
  await expect(product.getByRole('button', { name: /Add to cart|Choose options/ })).toBeVisible();
  await expect(product.getByRole('link').first()).toHaveAttribute('href', /^\/store\//);
  await shot(page, 'product-page');
  await expect(page.getByRole('heading', { name: 'More from this store' })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'product-page-full.png'), fullPage: true });
  expect(errors).toEqual([]);
});
