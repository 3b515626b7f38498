/**
 * Failure isolation, for real: with one remote's origin unreachable, the page
 * still renders and works, and only that remote's area shows the small,
 * translated fallback. Each remote is stopped in turn and started again.
 */
import { expect, test, type Page } from '@playwright/test';
import { startApp, stopApp, type AppDir } from '../support/servers';
import { locatedSession, popularItemsShown, recordPageErrors, shot, useSession } from './fixtures';

interface Case {
  dir: AppDir;
  remote: string;
  route: string;
  /** Something another app renders on that page, proving the rest works. */
  stillWorks: (page: Page) => Promise<void>;
}

const catalogueWorks = async (page: Page) => {
  await popularItemsShown(page);
};

const cartWorks = async (page: Page) => {
  await expect(page.getByRole('banner').getByRole('button', { name: /^Shopping Cart/ })).toBeVisible();
};

const CASES: Case[] = [
  { dir: 'mf-catalogue', remote: 'mf_catalogue', route: '/home', stillWorks: cartWorks },
  { dir: 'mf-cart', remote: 'mf_cart', route: '/home', stillWorks: catalogueWorks },
  { dir: 'mf-account', remote: 'mf_account', route: '/home', stillWorks: catalogueWorks },
  { dir: 'mf-location', remote: 'mf_location', route: '/home', stillWorks: catalogueWorks },
  {
    dir: 'mf-parcel',
    remote: 'mf_parcel',
    route: '/track-order',
    stillWorks: async (page) => {
      await cartWorks(page);
      await page.getByRole('link', { name: /home$/i }).first().click();
      await catalogueWorks(page);
    },
  },
];

for (const { dir, remote, route, stillWorks } of CASES) {
  test(`with ${dir} down, the page works and only its area shows the fallback`, async ({ page, request }) => {
    const session = await locatedSession(request);
    await stopApp(dir);
    try {
      const errors = recordPageErrors(page);
      await useSession(page, session);
      await page.goto(route);

      const fallback = page.locator(`[data-testid="remote-fallback"][data-remote="${remote}"]`).first();
      await expect(fallback).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('[data-testid="remote-fallback"]:not([data-remote="' + remote + '"])')).toHaveCount(0);
      // The shell's own chrome is there and answers.
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: / home$/ })).toBeVisible();
      await expect(banner.getByRole('button', { name: /language/i })).toBeVisible();
      await stillWorks(page);
      await shot(page, `isolation-${dir}-down`);
      expect(errors, 'no uncaught error blanked the page').toEqual([]);
    } finally {
      await startApp(dir);
    }
  });
}

test('a remote that comes back is loaded again by "Try again" without reloading the page', async ({ page, request }) => {
  const session = await locatedSession(request);
  await stopApp('mf-catalogue');
  try {
    await useSession(page, session);
    await page.goto('/home');
    const fallback = page.locator('main [data-testid="remote-fallback"][data-remote="mf_catalogue"]');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
  } finally {
    await startApp('mf-catalogue');
  }
  await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
  await popularItemsShown(page, 20_000);
});
