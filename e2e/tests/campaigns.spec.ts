/**
 * Campaign and flash-sale pages (issue 12, spec discovery-and-modules §2; shopping-core §2 countdown): a campaign
 * of "Just For You" opens /campaigns/{id}, which counts down and lists its stores; the page needs a picked zone;
 * the flash-sale card's View all opens /flash-sales?id= with each product's stock progress and the ends-in timer.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { locatedSession, recordPageErrors, shot, useSession } from './fixtures';

async function scrollTo(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 40; step++) {
    if (await target.isVisible()) break;
    await page.evaluate(() => window.scrollBy(0, 500));
    await page.waitForTimeout(150);
  }
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeVisible();
}

test('a campaign of Just For You opens its page, which counts down and lists its stores', async ({ page, request }) => {
  const errors = recordPageErrors(page);
  await useSession(page, await locatedSession(request, 'grocery'));
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Popular Items Nearby' })).toBeVisible({ timeout: 30_000 });
  const strip = page.locator('[data-testid="just-for-you-section"]');
  await scrollTo(page, strip);
  const campaign = strip.locator('a[href^="/campaigns/"]').first();
  const title = (await campaign.textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await campaign.click();
  await expect(page).toHaveURL(/\/campaigns\/\d+\?module_id=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const timer = page.getByRole('timer', { name: 'Campaign ends in' });
  for (const unit of ['Days', 'Hours', 'Minutes', 'Seconds']) await expect(timer).toContainText(unit);
  const before = await timer.textContent();
  await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(before);
  await expect(page.getByRole('heading', { name: 'Stores in this campaign' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await shot(page, 'campaign-page');
  expect(errors).toEqual([]);
});

test('the campaign page needs a picked zone', async ({ page }) => {
  await page.goto('/campaigns/1');
  await expect(page.getByText('You must pick a zone to access this page.')).toBeVisible({ timeout: 30_000 });
});

test("the flash sale's View all opens its page with each product's stock progress and when it ends", async ({ page, request }) => {
  const errors = recordPageErrors(page);
  await useSession(page, await locatedSession(request, 'grocery'));
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Popular Items Nearby' })).toBeVisible({ timeout: 30_000 });
  const card = page.getByRole('complementary', { name: 'Flash Sale' });
  await scrollTo(page, card);
  await card.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/flash-sales\?id=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: /Flash Sale/ })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Flash sale ends in' })).toContainText('Days');
  const products = page.getByRole('article');
  await expect(products.first()).toBeVisible();
  expect(await products.count()).toBeGreaterThan(1);
  const progress = products.first().getByRole('progressbar');
  const value = Number(await progress.getAttribute('aria-valuenow'));
  expect(value).toBeGreaterThanOrEqual(0);
  expect(value).toBeLessThanOrEqual(100);
  await shot(page, 'flash-sale-page');
  expect(errors).toEqual([]);
});
