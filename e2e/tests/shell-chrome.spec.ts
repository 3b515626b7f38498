/**
 * The shell's chrome (issue 10): dark mode and back, stored across a reload;
 * an info page opened from the footer, its text from the API; and the phone
 * layout's menu drawer at 390 × 844 with no horizontal scroll.
 */
import { expect, test } from '@playwright/test';
import { locatedSession, recordPageErrors, shot, useSession } from './fixtures';

test('dark mode through the theme switch, remembered on reload, then back to light', async ({ page, request }) => {
  const errors = recordPageErrors(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await useSession(page, await locatedSession(request));
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Featured Categories' })).toBeVisible();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const lightHeader = await page.getByRole('banner').evaluate((element) => getComputedStyle(element).backgroundColor);

  // its tooltip (antd's Tooltip, loaded on the first hover) shows on that first hover
  await page.getByRole('banner').getByRole('switch', { name: 'Dark mode' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Dark mode');
  await page.getByRole('banner').getByRole('switch', { name: 'Dark mode' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const darkHeader = await page.getByRole('banner').evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(darkHeader).not.toBe(lightHeader);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 13, 16)');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await shot(page, 'shell-chrome-dark');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('banner').getByRole('switch', { name: 'Dark mode' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('"light"');
  expect(errors).toEqual([]);
});

test('the footer shows the config and landing texts and opens an info page', async ({ page, request }) => {
  await useSession(page, await locatedSession(request));
  await page.goto('/home');
  const footer = page.getByRole('contentinfo');
  // scrolled to as a visitor does, until it stays in view: the home's sections mount as they come into view on the
  // way and push the footer down (one jump to it, made before the home had rendered, left it below the screen)
  const newsletter = footer.getByRole('heading', { name: 'Sign up to our newsletter' });
  await expect(async () => {
    await footer.scrollIntoViewIfNeeded();
    await expect(newsletter).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(footer.getByText('Copyright 2026 Parcel & Plate Market. All rights reserved.')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('target', '_blank');
  // the form loads when the footer comes into view (not with the first view): its field works
  await footer.getByRole('textbox', { name: 'Your email address' }).fill('not-an-email');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Please insert a valid email.')).toBeVisible();
  // the seed turns the shipping policy off (0)
  await expect(footer.getByRole('link', { name: 'Refund policy' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Shipping policy' })).toHaveCount(0);
  await shot(page, 'shell-chrome-footer');

  await footer.getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('article').locator('.info-page-content p').first()).toBeVisible();

  await page.goto('/shipping-policy');
  await expect(page.getByText('Page not found')).toBeVisible();
});

test('on a phone the menu drawer carries home, the theme and the language, without horizontal scroll', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useSession(page, await locatedSession(request));
  await page.goto('/home');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: /home/i })).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^Language/ })).toBeVisible();
  await drawer.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await shot(page, 'shell-chrome-phone-drawer-dark');
  await drawer.getByRole('link', { name: /home/i }).click();
  await expect(drawer).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
