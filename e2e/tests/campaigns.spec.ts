/**
 * Campaign and flash-sale pages (issue 12, spec discovery-and-modules §2; shopping-core §2 countdown): a campaign
 * of "Just For You" opens /campaigns/{id}, which counts down and lists its stores; an ended campaign says
 * 'This campaign is over' with no stores to order from; the page needs a picked zone; the flash-sale card's View all opens /flash-sales?id= with each product's stock progress and the ends-in timer.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_URL } from '../support/servers';
import { apiHeaders, locatedSession, popularItemsShown, recordPageErrors, shot, useSession } from './fixtures';

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
  await popularItemsShown(page, 30_000);
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

test("an ended campaign's page says 'This campaign is over' and offers no stores", async ({ page, request }) => {
  const errors = recordPageErrors(page);
  const session = await locatedSession(request, 'grocery');
  const today = new Date().toISOString().slice(0, 10);
  // the seed ends one campaign of every module ten days ago; campaigns/basic lists only running ones
  let ended: { id: number; title: string } | undefined;
  for (let id = 1; id <= 30 && !ended; id++) {
    const answer = await request.get(`${API_URL}/api/v1/campaigns/basic-campaign-details`, {
      headers: apiHeaders(session),
      params: { basic_campaign_id: id },
    });
    if (!answer.ok()) continue;
    const campaign = (await answer.json()) as {
      id: number;
      title: string;
      module_id: number;
      available_date_ends: string;
      stores: unknown[];
    };
    if (campaign.module_id === session.module.id && campaign.available_date_ends < today) {
      expect(campaign.stores).toEqual([]);
      ended = campaign;
    }
  }
  expect(ended, 'the seed has an ended campaign').toBeDefined();
  const unknown = await request.get(`${API_URL}/api/v1/campaigns/basic-campaign-details`, {
    headers: apiHeaders(session),
    params: { basic_campaign_id: 999999 },
  });
  expect(unknown.status()).toBe(404);
  await useSession(page, session);
  await page.goto(`/campaigns/${ended!.id}?module_id=${session.module.id}`);
  await expect(page.getByRole('heading', { level: 2, name: ended!.title })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('This campaign is over')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Stores in this campaign' })).toHaveCount(0);
  await expect(page.getByText('Campaign not found')).toHaveCount(0);
  await shot(page, 'campaign-over');
  await page.goto(`/campaigns/999999?module_id=${session.module.id}`);
  await expect(page.getByText('Campaign not found')).toBeVisible({ timeout: 30_000 });
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
  await popularItemsShown(page, 30_000);
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
