/**
 * An independent redeploy: mf-parcel alone is rebuilt with a new build id
 * while every server keeps running; a reload shows the new build, and the
 * shell (its HTML and its scripts) is untouched.
 */
import { expect, test } from '@playwright/test';
import { rebuildApp } from '../support/servers';
import { shot } from './fixtures';

test('a remote rebuilt alone is picked up on reload without rebuilding the shell', async ({ page, request }) => {
  test.setTimeout(300_000);
  await page.goto('/track-order');
  const page_ = page.locator('[data-build-id]');
  await expect(page_).toBeVisible();
  const before = await page_.getAttribute('data-build-id');
  const shellHtmlBefore = await (await request.get('/')).text();

  const buildId = `redeploy-${Date.now()}`;
  rebuildApp('mf-parcel', { buildId });

  await page.reload();
  await expect(page.locator(`[data-build-id="${buildId}"]`)).toBeVisible();
  expect(before).not.toBe(buildId);
  await expect(page.getByRole('form', { name: 'Track order' })).toBeVisible();
  expect(await (await request.get('/')).text(), 'the shell was not rebuilt').toBe(shellHtmlBefore);
  await shot(page, 'redeploy-parcel');
});
